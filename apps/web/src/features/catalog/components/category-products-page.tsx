/**
 * /category/{categoryId}: the category's products in a grid, newest first or in the order chosen
 * (?sort=, kept in the URL). An unknown category toasts 'Category not found' and replaces the
 * page with the home page.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ArrowLeft } from 'lucide-react';
import { MAX_PRODUCT_LIMIT, type Category, type ProductSort } from '@shop/shared/catalog/schemas';
import { MAX_PAGE_DEPTH } from '@shop/shared/http/page-depth';
import { catalogMessages } from '@shop/shared/catalog/messages';
import { Button } from '@/components/ui/button';
import { useCategoryProducts } from '../api/get-category-products';
import { useProducts } from '../api/get-products';
import { useRouteCategory } from '../hooks/use-route-category';
import { ErrorState, LoadingState } from './page-states';
import { Pagination } from './pagination';
import { ProductListing } from './product-listing';
import { listingSortOptions, readSort, SortSelect } from './sort-select';

const DEFAULT_SORT: ProductSort = 'newest';
/** A sorted category is read in pages of the API's largest; the server pages no deeper. */
const SORTED_PAGE_SIZE = MAX_PRODUCT_LIMIT;
const DEEPEST_PAGE = Math.floor(MAX_PAGE_DEPTH / SORTED_PAGE_SIZE);

function readPage(value: string | null): number {
  const page = Number.parseInt(value ?? '', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

export default function CategoryProductsPage() {
  const { categoryId = '' } = useParams();
  const navigate = useNavigate();
  const routeCategory = useRouteCategory(categoryId);

  useEffect(() => {
    if (routeCategory.status !== 'not-found') return;
    // toastId keeps a single toast when the effect runs twice (StrictMode, quick re-renders).
    toast.error(catalogMessages.categoryNotFound, { toastId: 'category-not-found' });
    void navigate('/', { replace: true });
  }, [routeCategory.status, navigate]);

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      {routeCategory.status === 'found' ? (
        <CategoryProducts category={routeCategory.category} />
      ) : routeCategory.status === 'error' ? (
        <ErrorState message={catalogMessages.productsLoadFailed}>
          <GoBackHomeButton />
        </ErrorState>
      ) : (
        <LoadingState label="Loading category" />
      )}
    </section>
  );
}

function GoBackHomeButton() {
  const navigate = useNavigate();
  return <Button onClick={() => void navigate('/')}>{catalogMessages.goBackHome}</Button>;
}

function CategoryProducts({ category }: { category: Category }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = readSort(searchParams.get('sort'), listingSortOptions, DEFAULT_SORT);
  const page = readPage(searchParams.get('page'));
  const sorted = sort !== DEFAULT_SORT;
  // Newest first is the category's own list (the one the server's page preloads); another order
  // is asked of the product list, which sorts the whole category, a page at a time.
  const newest = useCategoryProducts(sorted ? undefined : category._id);
  const ordered = useProducts(
    { category: category._id, sort, page, limit: SORTED_PAGE_SIZE },
    { enabled: sorted },
  );
  const request = sorted ? ordered : newest;
  const list = (sorted ? ordered.data?.products : newest.data) ?? [];
  const total = ordered.data?.total ?? 0;
  const pageCount = Math.max(1, Math.min(Math.ceil(total / SORTED_PAGE_SIZE), DEEPEST_PAGE));
  const heading = catalogMessages.categoryProductsHeading(category.CategoryName);

  /** The URL's query for an order and a page; the defaults are left out. */
  function searchFor(next: { sort: ProductSort; page: number }) {
    const params = new URLSearchParams();
    if (next.sort !== DEFAULT_SORT) params.set('sort', next.sort);
    if (next.page > 1) params.set('page', String(next.page));
    return params;
  }

  return (
    <>
      <title>{`${heading} | CircuitKart`}</title>
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          {category.emoji && (
            <span aria-hidden="true" className="mb-2 block text-3xl">
              {category.emoji}
            </span>
          )}
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {heading}
          </h1>
          {category.description && (
            <p className="mt-2 max-w-3xl text-sm text-slate-600 sm:text-base">
              {category.description}
            </p>
          )}
        </div>
        <Button
          variant="secondary"
          className="shrink-0 self-start sm:self-auto"
          onClick={() => void navigate('/categories')}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {catalogMessages.backToAllCategories}
        </Button>
      </div>

      <div className="mb-6 flex justify-end">
        <SortSelect
          value={sort}
          options={listingSortOptions}
          onChange={(next) =>
            setSearchParams(searchFor({ sort: next, page: 1 }), { preventScrollReset: true })
          }
        />
      </div>

      <ProductListing
        request={request}
        products={list}
        emptyMessage={catalogMessages.categoryEmpty}
        errorAction={<GoBackHomeButton />}
      />

      {sorted && (
        <Pagination
          page={page}
          pageCount={pageCount}
          hrefFor={(target) => {
            const query = searchFor({ sort, page: target }).toString();
            return query ? `${pathname}?${query}` : pathname;
          }}
        />
      )}
    </>
  );
}
