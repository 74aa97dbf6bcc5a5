/** 'Our Brands': the logo carousel, loaded with Swiper only when it nears the viewport. */
import { lazy } from 'react';
import { homeTexts } from '@shop/shared/home/texts';
import { LoadWhenNear } from '@/components/ui/load-when-near';

const BrandsCarousel = lazy(() => import('./brands-carousel'));

export function BrandsSection() {
  return (
    <section aria-labelledby="home-brands-heading">
      <h2
        id="home-brands-heading"
        className="mb-5 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
      >
        {homeTexts.ourBrands}
      </h2>
      <LoadWhenNear placeholderClassName="h-24" label="Loading brands">
        <BrandsCarousel />
      </LoadWhenNear>
    </section>
  );
}
