/**
 * The home page, in this order:
 * services beside the hero, categories, feature strip, promos, newsletter, products on sale,
 * brands and new arrivals. The carousels below the fold load Swiper lazily.
 */
import { shop } from '@shop/shared/shop';
import { BrandsSection } from '@/features/home/components/brands-section';
import { FeatureStrip } from '@/features/home/components/feature-strip';
import { FeaturedSaleSection } from '@/features/catalog/components/featured-sale-section';
import { HeroSlider } from '@/features/home/components/hero-slider';
import { NewArrivalsSection } from '@/features/catalog/components/new-arrivals-section';
import { NewsletterBlock } from '@/features/newsletter/components/newsletter-block';
import { PromoBanners } from '@/features/home/components/promo-banners';
import { ServicesPanel } from '@/features/home/components/services-panel';
import { ShopByCategory } from '@/features/catalog/components/shop-by-category';

export default function HomePage() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-6 sm:px-6 sm:py-8 lg:gap-16">
      <title>{`${shop.name} | Electronic Components, Development Boards & IoT Devices`}</title>
      <h1 className="sr-only">
        {shop.name}: {shop.tagline} in {shop.city}
      </h1>

      <div className="grid gap-4 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-6">
        <ServicesPanel />
        <HeroSlider />
      </div>

      <ShopByCategory />
      <FeatureStrip />
      <PromoBanners />
      <NewsletterBlock />
      <FeaturedSaleSection />
      <BrandsSection />
      <NewArrivalsSection />
    </div>
  );
}
