/**
 * 'Our Brands': 8 static logos, 2 per view on the narrowest screens
 * up to 5 on wide ones, autoplay every 2 s with a 1 s transition, looping. Loaded lazily with
 * Swiper and its styles.
 */
import { useRef } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { BRANDS_CAROUSEL_AUTOPLAY_MS, BRANDS_CAROUSEL_SPEED_MS } from '@shop/shared/home/texts';
import { swiperTheme } from '@/components/ui/swiper-setup';

const brands = [
  { name: 'Arduino', logo: '/brands/arduino.svg' },
  { name: 'Espressif', logo: '/brands/espressif.svg' },
  { name: 'Raspberry Pi', logo: '/brands/raspberry-pi.svg' },
  { name: 'STMicroelectronics', logo: '/brands/stmicroelectronics.svg' },
  { name: 'Adafruit', logo: '/brands/adafruit.svg' },
  { name: 'SparkFun', logo: '/brands/sparkfun.svg' },
  { name: 'Texas Instruments', logo: '/brands/texas-instruments.svg' },
  { name: 'Waveshare', logo: '/brands/waveshare.svg' },
] as const;

export default function BrandsCarousel() {
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
        modules={[A11y, Autoplay]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper;
        }}
        aria-label="Brands we stock"
        style={swiperTheme}
        spaceBetween={16}
        slidesPerView={2}
        breakpoints={{
          480: { slidesPerView: 3 },
          768: { slidesPerView: 4 },
          1024: { slidesPerView: 5 },
        }}
        loop
        speed={BRANDS_CAROUSEL_SPEED_MS}
        autoplay={{
          delay: BRANDS_CAROUSEL_AUTOPLAY_MS,
          disableOnInteraction: false,
          pauseOnMouseEnter: true,
        }}
        a11y={{ enabled: true, containerMessage: 'Brands we stock' }}
      >
        {brands.map((brand) => (
          <SwiperSlide key={brand.name}>
            <div className="flex h-24 items-center justify-center rounded-xl border border-slate-200 bg-white px-4">
              <img
                src={brand.logo}
                alt={brand.name}
                width={200}
                height={80}
                loading="lazy"
                className="h-16 w-auto max-w-full"
              />
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
