/**
 * Hot Deals: the promotions running now, as the server has them (their real end and the number
 * of products a shopper can buy), each opening its page of discounted products; an honest empty
 * state when none runs. Below, a carousel of the products on sale, autoplaying every 3 s.
 * 'Failed to load deals' as a toast and in the page when either cannot be read. The carousel and
 * its card are those of the home page's sale section.
 */
import { lazy, useEffect } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CalendarClock, Flame, Package, Sparkles, TrendingUp } from 'lucide-react';
import { toast } from 'react-toastify';
import { DEALS_CAROUSEL_AUTOPLAY_MS, dealsTexts } from '@shop/shared/home/texts';
import { promotionMessages as pm } from '@shop/shared/promotions/messages';
import type { PromotionBadge, PublicPromotion } from '@shop/shared/promotions/schemas';
import { shop } from '@shop/shared/shop';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { SALE_CAROUSEL_HEIGHT } from './sale-section-height';
import { LoadWhenNear } from '@/components/ui/load-when-near';
import { usePromotions } from '../api/get-promotions';
import { useSaleProducts } from '../hooks/use-storefront-products';

const SaleCarousel = lazy(() => import('./sale-carousel'));

const DEALS_CAROUSEL_COUNT = 12;

const badgeStyles: Record<PromotionBadge, { className: string; Icon: typeof Flame }> = {
  Hot: { className: 'bg-red-600 text-white', Icon: Flame },
  Popular: { className: 'bg-amber-400 text-amber-950', Icon: TrendingUp },
  New: { className: 'bg-emerald-600 text-white', Icon: Sparkles },
};

export default function DealsPage() {
  const { saleProducts, isPending, isError } = useSaleProducts(DEALS_CAROUSEL_COUNT);
  const promotions = usePromotions();

  useEffect(() => {
    if (isError || promotions.isError) {
      toast.error(dealsTexts.loadFailed, { toastId: 'deals-load-failed' });
    }
  }, [isError, promotions.isError]);

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${dealsTexts.heading} | ${shop.name}`}</title>
      <header className="rounded-2xl bg-linear-to-br from-red-600 via-rose-600 to-orange-500 px-6 py-10 text-white sm:px-10">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-widest text-white/85 uppercase">
          <Flame aria-hidden="true" className="size-4" />
          Limited time offers
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">
          {dealsTexts.heading}
        </h1>
        <p className="mt-3 max-w-2xl text-white/90 sm:text-lg">
          The best prices on boards, sensors and kits at {shop.name}, while stocks last.
        </p>
      </header>

      <section aria-labelledby="deals-current-heading">
        <h2
          id="deals-current-heading"
          className="mb-5 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
        >
          Current deals
        </h2>
        {promotions.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner label="Loading deals" className="size-10" />
          </div>
        ) : promotions.isError ? (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 p-5 font-medium text-red-700"
          >
            {dealsTexts.loadFailed}
          </p>
        ) : promotions.data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center">
            <p className="text-lg font-semibold text-slate-800">{pm.noneRunning}</p>
            <Link
              to="/shop"
              className="mt-4 inline-flex font-semibold text-brand-700 hover:underline"
            >
              {pm.browseShop}
            </Link>
          </div>
        ) : (
          <ul className="grid gap-5 md:grid-cols-3">
            {promotions.data.map((deal) => (
              <li key={deal._id}>
                <DealCard deal={deal} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="deals-featured-heading">
        <h2
          id="deals-featured-heading"
          className="mb-5 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
        >
          Featured products
        </h2>
        {isPending ? (
          <div className={`flex items-center justify-center ${SALE_CAROUSEL_HEIGHT}`}>
            <Spinner label="Loading deals" className="size-10" />
          </div>
        ) : isError ? (
          <p
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 p-5 font-medium text-red-700"
          >
            {dealsTexts.loadFailed}
          </p>
        ) : saleProducts.length === 0 ? (
          <p className="text-slate-600">
            No products are on sale right now.{' '}
            <Link to="/shop" className="font-semibold text-brand-700 hover:underline">
              Browse the shop
            </Link>
          </p>
        ) : (
          <LoadWhenNear placeholderClassName={SALE_CAROUSEL_HEIGHT} label="Loading deals">
            <SaleCarousel
              products={saleProducts}
              label="Featured products on sale"
              autoplayMs={DEALS_CAROUSEL_AUTOPLAY_MS}
            />
          </LoadWhenNear>
        )}
      </section>
    </div>
  );
}

function DealCard({ deal }: { deal: PublicPromotion }) {
  const { className, Icon } = badgeStyles[deal.badge];
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <span
          className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold ${className}`}
        >
          <Icon aria-hidden="true" className="size-3.5" />
          {deal.badge}
        </span>
        <p className="text-right">
          <span className="block text-3xl font-extrabold text-red-600">
            {deal.discountPercent}%
          </span>
          <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">off</span>
        </p>
      </div>
      <h3 className="mt-3 text-lg font-bold text-slate-900">{deal.title}</h3>
      <p className="mt-1 text-sm text-slate-600">{deal.description}</p>
      <dl className="mt-4 grid gap-2 text-sm text-slate-700">
        <div className="flex items-center gap-2">
          <CalendarClock aria-hidden="true" className="size-4 text-slate-500" />
          <dt>{pm.ends}</dt>
          <dd className="font-semibold">
            <time dateTime={deal.endsAt}>{formatDate(deal.endsAt)}</time>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <Package aria-hidden="true" className="size-4 text-slate-500" />
          <dt className="sr-only">Products</dt>
          <dd className="font-semibold">{pm.productCount(deal.productCount)}</dd>
        </div>
      </dl>
      <Link
        to={`/deals/${deal.slug}`}
        className="mt-5 inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {pm.shopThisDeal}
        <span className="sr-only">: {deal.title}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
