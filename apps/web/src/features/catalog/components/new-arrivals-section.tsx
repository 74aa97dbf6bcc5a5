/**
 * 'New Arrivals': the newest products with add to cart (signed out
 * it opens the login modal); a spinner while loading, a 'Something went wrong' box on failure.
 */
import { Link } from 'react-router';
import { ArrowRight, RefreshCw, TriangleAlert } from 'lucide-react';
import { homeTexts } from '@shop/shared/home/texts';
import { Spinner } from '@/components/ui/spinner';
import { useAddToCartAction } from '@/lib/cart/use-add-to-cart-action';
import { useNewArrivals } from '../hooks/use-storefront-products';
import { NewArrivalCard } from './new-arrival-card';

export function NewArrivalsSection() {
  const { data, isPending, isError, error, refetch, isFetching } = useNewArrivals();
  const { add, isPending: adding, pendingProductId } = useAddToCartAction();
  const products = data?.products ?? [];

  return (
    <section aria-labelledby="home-new-arrivals-heading">
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2
          id="home-new-arrivals-heading"
          className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
        >
          {homeTexts.newArrivals}
        </h2>
        <Link
          to="/new-arrivals"
          className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          View All
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {isPending ? (
        <div className="flex h-64 items-center justify-center">
          <Spinner label="Loading new arrivals" className="size-10" />
        </div>
      ) : isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-red-800 sm:flex-row sm:items-center"
        >
          <TriangleAlert aria-hidden="true" className="size-6 shrink-0" />
          <div className="flex-1">
            <h3 className="font-semibold">{homeTexts.loadFailedTitle}</h3>
            <p className="mt-0.5 text-sm">{error.message}</p>
          </div>
          <button
            type="button"
            onClick={() => void refetch()}
            disabled={isFetching}
            className="inline-flex items-center gap-2 rounded-lg border border-red-300 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-100 disabled:opacity-60"
          >
            <RefreshCw
              aria-hidden="true"
              className={`size-4 ${isFetching ? 'animate-spin' : ''}`}
            />
            Try again
          </button>
        </div>
      ) : products.length === 0 ? (
        <p className="text-sm text-slate-600">New products are on their way. Check back soon.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
          {products.map((product) => (
            <li key={product._id}>
              <NewArrivalCard
                product={product}
                onAddToCart={add}
                adding={adding && pendingProductId === product._id}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
