/**
 * The back office's Products screen (/admin/product and /admin/products): the products in every
 * status, newest first, searched on the server (name, SKU, part number) and filtered by status,
 * with their main picture, status (in words), price, stock and category; add, edit and delete
 * (after a confirmation in the shop's own dialog).
 */
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Plus } from 'lucide-react';
import { adminCatalogMessages as t } from '@shop/shared/admin/catalog-messages';
import { catalogMessages as m } from '@shop/shared/catalog/messages';
import {
  productStatuses,
  productStatusLabels,
  type ProductStatus,
} from '@shop/shared/catalog/product-status';
import type { Product } from '@shop/shared/catalog/schemas';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/text-field';
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
import { readStatusFilter, writeStatusFilter } from '../product-status-filter';
import { ProductStatusBadge } from './product-status-badge';
import { AddProductDialog } from './add-product-dialog';
import { ProductFormDialog } from './product-form-dialog';

type ProductsPageProps = { title?: string };

export default function ProductsPage({ title = t.productsHeading }: ProductsPageProps) {
  const { params, searchFor, showPage } = useListParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatusFilter(searchParams);
  const statusFilterId = useId();
  const products = useAdminProducts({ ...params, status });
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
      <div className="flex items-center gap-2">
        <label htmlFor={statusFilterId} className="text-sm font-medium text-slate-700">
          {t.statusFilterLabel}
        </label>
        <select
          id={statusFilterId}
          value={status}
          onChange={(event) =>
            setSearchParams(
              writeStatusFilter(event.target.value as ProductStatus | '', searchParams),
              { replace: true },
            )
          }
          className={`${inputClasses} w-auto`}
        >
          <option value="">{t.allStatuses}</option>
          {productStatuses.map((value) => (
            <option key={value} value={value}>
              {productStatusLabels[value]}
            </option>
          ))}
        </select>
      </div>
      {products.isPending && <Spinner label="Loading products" />}
      {products.isError && <ErrorBanner message={t.productsLoadFailed} />}
      {items?.length === 0 && (
        <p className="text-slate-700">{params.q || status ? t.noProductsFound : t.noProducts}</p>
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
              <p className="flex min-w-0 items-center gap-2">
                <span className="truncate font-semibold text-slate-900">{product.name}</span>
                <ProductStatusBadge status={product.status} />
              </p>
              <p className="text-sm text-slate-700">
                {formatRupees(product.price)} · Qty: {product.quantity}
              </p>
              <p className="truncate text-sm text-slate-600">
                {product.categoryName}
                {product.sku && ` · ${t.skuShort} ${product.sku}`}
              </p>
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
