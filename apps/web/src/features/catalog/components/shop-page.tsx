/**
 * /shop: every product, filtered by category, sorted and paged. The choices live in the URL
 * (?category=&sort=&page=), so links, reloads and Back keep them.
 */
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { type ProductSort } from '@shop/shared/catalog/schemas';
import { MAX_PAGE_DEPTH } from '@shop/shared/http/page-depth';
import { inputClasses } from '@/components/ui/text-field';
import { useCategories } from '../api/get-categories';
import { useProducts } from '../api/get-products';
import { Pagination } from './pagination';
import { ProductListing } from './product-listing';
import { listingSortOptions, readSort, SortSelect } from './sort-select';

export const SHOP_PAGE_SIZE = 24;
/** The server pages no deeper (docs/decisions/033-bounded-collections-and-reads.md). */
const DEEPEST_PAGE = Math.floor(MAX_PAGE_DEPTH / SHOP_PAGE_SIZE);

const DEFAULT_SORT: ProductSort = 'newest';

function readPage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

export default function ShopPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = searchParams.get('category') ?? '';
  const sort = readSort(searchParams.get('sort'), listingSortOptions, DEFAULT_SORT);
  const page = readPage(searchParams.get('page'));
  const categorySelectId = useId();

  const categories = useCategories();
  const products = useProducts({
    category: category || undefined,
    sort,
    page,
    limit: SHOP_PAGE_SIZE,
  });

  /** The URL for a set of choices; defaults are left out so plain /shop stays plain. */
  function searchFor(next: { category?: string; sort?: ProductSort; page?: number }) {
    const params = new URLSearchParams();
    const nextCategory = next.category ?? category;
    const nextSort = next.sort ?? sort;
    const nextPage = next.page ?? page;
    if (nextCategory) params.set('category', nextCategory);
    if (nextSort !== DEFAULT_SORT) params.set('sort', nextSort);
    if (nextPage > 1) params.set('page', String(nextPage));
    return params;
  }

  // A new filter or order starts again at page 1; the filters stay in view (no scroll reset).
  function choose(next: { category?: string; sort?: ProductSort }) {
    setSearchParams(searchFor({ ...next, page: 1 }), { preventScrollReset: true });
  }

  const total = products.data?.total ?? 0;
  const pageCount = Math.max(1, Math.min(Math.ceil(total / SHOP_PAGE_SIZE), DEEPEST_PAGE));
  const list = products.data?.products ?? [];
  const first = (page - 1) * SHOP_PAGE_SIZE + 1;
  const last = first + list.length - 1;
  const categoryName = categories.data?.find((c) => c.slug === category)?.CategoryName;

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{`${categoryName ? `${categoryName} | ` : ''}Shop | CircuitKart`}</title>
      <div className="mb-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Shop</h1>
        <p className="mt-2 text-slate-600">
          Development boards, sensors, components and IoT devices, shipped from Hyderabad.
        </p>
      </div>

      <div className="mb-6 flex flex-col gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-4 sm:grid-cols-2 sm:gap-6">
          <div>
            <label
              htmlFor={categorySelectId}
              className="mb-1 block text-sm font-medium text-slate-700"
            >
              Category
            </label>
            <select
              id={categorySelectId}
              value={category}
              onChange={(event) => choose({ category: event.target.value })}
              className={`${inputClasses} sm:w-64`}
            >
              <option value="">All categories</option>
              {categories.data?.map((c) => (
                <option key={c._id} value={c.slug}>
                  {c.CategoryName}
                </option>
              ))}
              {/* A category named in the URL that the list does not (yet) hold stays selectable. */}
              {category && categories.data && !categoryName && (
                <option value={category}>{category}</option>
              )}
            </select>
          </div>
          <SortSelect
            value={sort}
            options={listingSortOptions}
            onChange={(next) => choose({ sort: next })}
          />
        </div>
        {products.data && total > 0 && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {list.length > 0
              ? `Showing ${first}–${last} of ${total} product${total === 1 ? '' : 's'}`
              : `${total} product${total === 1 ? '' : 's'}`}
          </p>
        )}
      </div>

      <ProductListing
        request={products}
        products={list}
        emptyMessage={
          page > 1 && total > 0 ? 'There are no products on this page.' : 'No products found.'
        }
      />

      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => {
          const query = searchFor({ page: target }).toString();
          return query ? `/shop?${query}` : '/shop';
        }}
      />
    </section>
  );
}
