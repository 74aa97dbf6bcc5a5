/**
 * /deals/{slug}: one running promotion with its products at the price a shopper pays, the list
 * price struck through, and its true end. A promotion that is not running (ended, not started,
 * never was) says so and links back to Hot Deals.
 */
import { Link, useParams } from 'react-router';
import { ArrowLeft, CalendarClock } from 'lucide-react';
import { promotionMessages as pm } from '@shop/shared/promotions/messages';
import { shop } from '@shop/shared/shop';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { usePromotion } from '../api/get-promotion';
import { EmptyState, ErrorState, LoadingState } from './page-states';
import { ProductGrid } from './product-grid';

function BackToDeals() {
  return (
    <Link
      to="/deals"
      className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {pm.backToDeals}
    </Link>
  );
}

export default function DealPage() {
  const { slug = '' } = useParams();
  const promotion = usePromotion(slug);

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      {promotion.isPending ? (
        <LoadingState label="Loading deal" />
      ) : promotion.isError ? (
        <ErrorState
          message={isApiError(promotion.error, 404) ? pm.promotionNotFound : pm.promotionLoadFailed}
        >
          <BackToDeals />
        </ErrorState>
      ) : (
        <>
          <title>{`${promotion.data.title} | ${shop.name}`}</title>
          <div className="mb-8 flex flex-col gap-3">
            <BackToDeals />
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {promotion.data.title}
            </h1>
            {promotion.data.description && (
              <p className="max-w-3xl text-slate-600">{promotion.data.description}</p>
            )}
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-semibold text-slate-800">
              <span className="text-red-600">{pm.percentOff(promotion.data.discountPercent)}</span>
              <span className="inline-flex items-center gap-1">
                <CalendarClock aria-hidden="true" className="size-4 text-slate-500" />
                {pm.ends}{' '}
                <time dateTime={promotion.data.endsAt}>{formatDate(promotion.data.endsAt)}</time>
              </span>
            </p>
          </div>
          {promotion.data.products.length === 0 ? (
            <EmptyState message={pm.promotionEmpty} />
          ) : (
            <ProductGrid products={promotion.data.products} />
          )}
        </>
      )}
    </section>
  );
}
