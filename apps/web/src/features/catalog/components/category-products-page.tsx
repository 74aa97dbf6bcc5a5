/**
 * /category/{categoryId}: the category's products in a grid. An unknown category toasts
 * 'Category not found' and replaces the page with the home page.
 */
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ArrowLeft } from 'lucide-react';
import { type Category } from '@shop/shared/catalog/schemas';
import { catalogMessages } from '@shop/shared/catalog/messages';
import { Button } from '@/components/ui/button';
import { useCategoryProducts } from '../api/get-category-products';
import { useRouteCategory } from '../hooks/use-route-category';
import { ErrorState, LoadingState } from './page-states';
import { ProductListing } from './product-listing';

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
  const products = useCategoryProducts(category._id);
  const heading = catalogMessages.categoryProductsHeading(category.CategoryName);

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

      <ProductListing
        request={products}
        products={products.data ?? []}
        emptyMessage={catalogMessages.categoryEmpty}
        errorAction={<GoBackHomeButton />}
      />
    </>
  );
}
