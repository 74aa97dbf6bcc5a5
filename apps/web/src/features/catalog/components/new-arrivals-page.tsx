/** /new-arrivals: the newest products in the catalogue. */
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useProducts } from '../api/get-products';
import { ProductListing } from './product-listing';

export const NEW_ARRIVALS_LIMIT = 24;

export default function NewArrivalsPage() {
  const products = useProducts({ sort: 'newest', limit: NEW_ARRIVALS_LIMIT });

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>New Arrivals | CircuitKart</title>
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            New Arrivals
          </h1>
          <p className="mt-2 text-slate-600">The latest boards, modules and parts in our store.</p>
        </div>
        <Link to="/shop" className={buttonClasses('secondary', 'self-start sm:self-auto')}>
          Shop all products
        </Link>
      </div>
      <ProductListing
        request={products}
        products={products.data?.products ?? []}
        emptyMessage="No new arrivals yet."
      />
    </section>
  );
}
