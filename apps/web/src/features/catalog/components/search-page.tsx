/**
 * /search?q=: the products matching the header search box, best match first unless another
 * order is chosen (?sort=, kept in the URL). Without a query the page asks for one.
 */
import { Link, useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { catalogMessages } from '@shop/shared/catalog/messages';
import { type ProductSort } from '@shop/shared/catalog/schemas';
import { buttonClasses } from '@/components/ui/button';
import { useProducts } from '../api/get-products';
import { ProductListing } from './product-listing';
import { readSort, searchSortOptions, SortSelect } from './sort-select';

export const SEARCH_RESULT_LIMIT = 48;
const DEFAULT_SORT: ProductSort = 'relevance';

export default function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get('q') ?? '').trim();
  const sort = readSort(searchParams.get('sort'), searchSortOptions, DEFAULT_SORT);

  function chooseSort(next: ProductSort) {
    const params = new URLSearchParams(searchParams);
    if (next === DEFAULT_SORT) params.delete('sort');
    else params.set('sort', next);
    setSearchParams(params, { preventScrollReset: true });
  }

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      {query ? (
        <SearchResults key={query} query={query} sort={sort} onSort={chooseSort} />
      ) : (
        <SearchPrompt />
      )}
    </section>
  );
}

function SearchPrompt() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center text-center">
      <title>Search | CircuitKart</title>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <Search aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Search products
      </h1>
      <p className="mt-3 text-slate-600">
        Type a product name, part number or brand in the search box above to find it.
      </p>
    </div>
  );
}

function SearchResults({
  query,
  sort,
  onSort,
}: {
  query: string;
  sort: ProductSort;
  onSort: (sort: ProductSort) => void;
}) {
  const products = useProducts({
    q: query,
    sort: sort === DEFAULT_SORT ? undefined : sort,
    limit: SEARCH_RESULT_LIMIT,
  });
  const heading = catalogMessages.searchResultsHeading(query);
  const list = products.data?.products ?? [];
  const total = products.data?.total ?? 0;

  return (
    <>
      <title>{`${heading} | CircuitKart`}</title>
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {heading}
          </h1>
          {products.isSuccess && list.length > 0 && (
            <p className="mt-2 text-slate-600" aria-live="polite">
              {total > list.length
                ? `Showing the ${sort === DEFAULT_SORT ? 'best' : 'first'} ${list.length} of ${total} matching products`
                : `${total} product${total === 1 ? '' : 's'} found`}
            </p>
          )}
        </div>
        <SortSelect value={sort} options={searchSortOptions} onChange={onSort} />
      </div>
      <ProductListing
        request={products}
        products={list}
        loadingLabel="Searching"
        emptyMessage={catalogMessages.searchNoResults(query)}
        emptyAction={
          <Link to="/shop" className={buttonClasses('primary')}>
            Browse all products
          </Link>
        }
      />
    </>
  );
}
