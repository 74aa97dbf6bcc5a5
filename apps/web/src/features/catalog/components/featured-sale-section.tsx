/**
 * 'Featured Products on Sale': up to 8 real
 * products with a compare-at price. The Swiper carousel loads only near the viewport.
 */
import { lazy } from 'react';
import {
  FEATURED_CAROUSEL_AUTOPLAY_MS,
  FEATURED_SALE_COUNT,
  homeTexts,
} from '@shop/shared/home/texts';
import { useSaleProducts } from '../hooks/use-storefront-products';
import { LoadWhenNear } from '@/components/ui/load-when-near';
import { SALE_CAROUSEL_HEIGHT } from './sale-section-height';

const SaleCarousel = lazy(() => import('./sale-carousel'));

export function FeaturedSaleSection() {
  const { saleProducts, isPending, isError } = useSaleProducts(FEATURED_SALE_COUNT);
  // Nothing on sale (or the catalogue is unreachable, which New Arrivals reports): no section.
  if (!isPending && (isError || saleProducts.length === 0)) return null;

  return (
    <section aria-labelledby="home-featured-heading">
      <h2
        id="home-featured-heading"
        className="mb-5 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
      >
        {homeTexts.featuredOnSale}
      </h2>
      <LoadWhenNear placeholderClassName={SALE_CAROUSEL_HEIGHT} label="Loading products on sale">
        {isPending ? (
          <div className={SALE_CAROUSEL_HEIGHT} />
        ) : (
          <SaleCarousel
            products={saleProducts}
            label={homeTexts.featuredOnSale}
            autoplayMs={FEATURED_CAROUSEL_AUTOPLAY_MS}
          />
        )}
      </LoadWhenNear>
    </section>
  );
}
