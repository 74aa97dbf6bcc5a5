/**
 * The carousel of products on sale (home 'Featured Products on Sale', Hot Deals). Loaded
 * lazily with Swiper and its styles: 1, 2, 3 or 4 cards from 640, 1024 and 1280 px, autoplay,
 * pagination, arrows, keyboard and the a11y module. Autoplay pauses under the pointer and
 * while a card has keyboard focus.
 */
import { useRef } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { swiperTheme } from '@/components/ui/swiper-setup';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import type { Product } from '@shop/shared/catalog/schemas';
import type { OnSale } from '@shop/shared/catalog/sale';
import { SaleProductCard } from './sale-product-card';

type SaleCarouselProps = {
  products: OnSale<Product>[];
  /** The carousel's accessible name. */
  label: string;
  autoplayMs: number;
};

export default function SaleCarousel({ products, label, autoplayMs }: SaleCarouselProps) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  return (
    <div
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) swiperRef.current?.autoplay?.pause();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          swiperRef.current?.autoplay?.resume();
        }
      }}
    >
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Navigation, Pagination]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        aria-label={label}
        style={swiperTheme}
        className="!px-1 !pt-1 !pb-12"
        spaceBetween={20}
        slidesPerView={1}
        breakpoints={{
          640: { slidesPerView: 2 },
          1024: { slidesPerView: 3 },
          1280: { slidesPerView: 4 },
        }}
        autoplay={{ delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true }}
        navigation
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ enabled: true, containerMessage: label }}
      >
        {products.map((product) => (
          <SwiperSlide key={product._id} className="!h-auto">
            <SaleProductCard product={product} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
