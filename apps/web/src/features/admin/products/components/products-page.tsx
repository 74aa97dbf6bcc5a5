/**
 * The back office's Products screen (/admin/product and /admin/products): the products, newest
 * first and searched on the server, with their first picture, price, stock and category; add,
 * edit and delete (after a confirmation in the shop's own dialog).
 */
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { Plus } from 'lucide-react';
import { adminCatalogMessages as t } from '@shop/shared/admin/catalog-messages';
import { catalogMessages as m } from '@shop/shared/catalog/messages';
import type { Product } from '@shop/shared/catalog/schemas';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBanner } from '@/components/ui/error-banner';
import { AdminListHeading } from '@/features/admin/components/admin-list-heading';
import { Spinner } from '@/components/ui/spinner';
import { formatRupees } from '@/lib/format';
import { CatalogItemRow } from '@/features/admin/components/catalog-item-row';
import { AdminPager } from '@/features/admin/components/admin-pager';
import { AdminSearchBox } from '@/features/admin/components/admin-search-box';
import { useListParams } from '@/features/admin/components/use-list-params';
import { ADMIN_PRODUCTS_PAGE_SIZE, useAdminProducts } from '../api/get-admin-products';
import { useDeleteProduct } from '../api/delete-product';
import { AddProductDialog } from './add-product-dialog';
import { ProductFormDialog } from './product-form-dialog';

type ProductsPageProps = { title?: string };

export default function ProductsPage({ title = t.productsHeading }: ProductsPageProps) {
  const { params, searchFor, showPage } = useListParams();
  const products = useAdminProducts(params);
  const items = products.data?.items;
  const remove = useDeleteProduct();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  useEffect(() => {
    if (products.isError) toast.error(t.productsLoadFailed, { toastId: 'products-load' });
  }, [products.isError]);

  async function confirmDelete(product: Product) {
    try {
      await remove.mutateAsync(product._id);
      toast.success(m.productDeleted);
    } catch (error) {
      // Only logged; the list is fetched again either way, so it shows what is really there.
      console.error('Deleting a product failed', error);
    } finally {
      setDeleting(null);
    }
  }

  return (
    <section className="space-y-4">
      <title>{`${title} | CircuitKart Admin`}</title>
      <AdminListHeading
        heading={title}
        count={products.data?.total ?? 0}
        countSuffix={t.productsCountSuffix}
      >
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t.addProduct}
        </Button>
      </AdminListHeading>
      <AdminSearchBox
        id="products-search"
        label={t.searchProductsLabel}
        placeholder={t.searchProductsPlaceholder}
        initial={params.q}
        onSearch={searchFor}
      />
      {products.isPending && <Spinner label="Loading products" />}
      {products.isError && <ErrorBanner message={t.productsLoadFailed} />}
      {items?.length === 0 && (
        <p className="text-slate-700">{params.q ? t.noProductsFound : t.noProducts}</p>
      )}
      {items && items.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {items.map((product) => (
            <CatalogItemRow
              key={product._id}
              name={product.name}
              imagePath={product.imageUrls[0]}
              onEdit={() => setEditing(product)}
              onDelete={() => setDeleting(product)}
            >
              <p className="truncate font-semibold text-slate-900">{product.name}</p>
              <p className="text-sm text-slate-700">
                {formatRupees(product.price)} · Qty: {product.quantity}
              </p>
              <p className="truncate text-sm text-slate-600">{product.categoryName}</p>
            </CatalogItemRow>
          ))}
        </ul>
      )}
      <AdminPager
        page={params.page}
        total={products.data?.total ?? 0}
        pageSize={ADMIN_PRODUCTS_PAGE_SIZE}
        onPage={showPage}
      />
      {adding && <AddProductDialog onClose={() => setAdding(false)} />}
      {editing && <ProductFormDialog product={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={m.productDeleteConfirm}
          confirmLabel={t.confirmDelete}
          cancelLabel={t.cancel}
          tone="danger"
          busy={remove.isPending}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
