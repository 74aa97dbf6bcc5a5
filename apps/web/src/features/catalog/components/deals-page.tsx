/**
 * Hot Deals: three static deals and a carousel of the real products
 * on sale, autoplaying every 3 s; 'Failed to load deals' as a toast and
 * in the page when the products cannot be read. The carousel and its card are
 * those of the home page's sale section.
 */
import { lazy, useEffect } from 'react';
import { Link } from 'react-router';
import { ArrowRight, CalendarClock, Flame, Package, Sparkles, TrendingUp } from 'lucide-react';
import { toast } from 'react-toastify';
import { DEALS_CAROUSEL_AUTOPLAY_MS, dealsTexts } from '@shop/shared/home/texts';
import { shop } from '@shop/shared/shop';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { SALE_CAROUSEL_HEIGHT } from './sale-section-height';
import { LoadWhenNear } from '@/components/ui/load-when-near';
import { useSaleProducts } from '../hooks/use-storefront-products';

const SaleCarousel = lazy(() => import('./sale-carousel'));

const DEALS_CAROUSEL_COUNT = 12;

type DealBadge = 'New' | 'Hot' | 'Popular';

type Deal = {
  title: string;
  description: string;
  discountPercent: number;
  /** Days from today: the deals run on a rolling schedule. */
  endsInDays: number;
  productCount: number;
  badge: DealBadge;
  to: string;
};

const deals: Deal[] = [
  {
    title: 'Maker Starter Week',
    description:
      'Arduino and ESP32 development boards with headers soldered, ready for your bench.',
    discountPercent: 20,
    endsInDays: 7,
    productCount: 12,
    badge: 'Hot',
    to: '/category/development-boards',
  },
  {
    title: 'Sensor Bundle Sale',
    description: 'Temperature, motion, distance and gas sensors on ready-to-wire breakout boards.',
    discountPercent: 15,
    endsInDays: 14,
    productCount: 18,
    badge: 'Popular',
    to: '/category/sensors',
  },
  {
    title: 'Robotics Kits Launch',
    description: 'Complete kits with motors, drivers and chassis for students and classrooms.',
    discountPercent: 25,
    endsInDays: 21,
    productCount: 8,
    badge: 'New',
    to: '/category/robotics-kits',
  },
];

const badgeStyles: Record<DealBadge, { className: string; Icon: typeof Flame }> = {
  Hot: { className: 'bg-red-600 text-white', Icon: Flame },
  Popular: { className: 'bg-amber-400 text-amber-950', Icon: TrendingUp },
  New: { className: 'bg-emerald-600 text-white', Icon: Sparkles },
};

function endDate(daysFromToday: number): Date {
  const date = new Date();
  date.setHours(23, 59, 0, 0);
  date.setDate(date.getDate() + daysFromToday);
  return date;
}

export default function DealsPage() {
  const { saleProducts, isPending, isError } = useSaleProducts(DEALS_CAROUSEL_COUNT);

  useEffect(() => {
    if (isError) toast.error(dealsTexts.loadFailed, { toastId: 'deals-load-failed' });
  }, [isError]);

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
        <ul className="grid gap-5 md:grid-cols-3">
          {deals.map((deal) => (
            <li key={deal.title}>
              <DealCard deal={deal} />
            </li>
          ))}
        </ul>
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

function DealCard({ deal }: { deal: Deal }) {
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
          <dt>Ends</dt>
          <dd className="font-semibold">{formatDate(endDate(deal.endsInDays))}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Package aria-hidden="true" className="size-4 text-slate-500" />
          <dt className="sr-only">Products</dt>
          <dd className="font-semibold">{deal.productCount} products</dd>
        </div>
      </dl>
      <Link
        to={deal.to}
        className="mt-5 inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Shop this deal
        <span className="sr-only">: {deal.title}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
