/**
 * The back office's Products screen (/admin/product and /admin/products): the products in every
 * status, newest first (or by stock), searched on the server (name, SKU, part number) and
 * filtered by status and stock level (both kept in the address), with their main picture, status
 * and stock level (in words), price, stock and category; add, edit and delete (after a
 * confirmation in the shop's own dialog); adjust a product's stock and read its history.
 */
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { Download, History, PackagePlus, Plus, Upload } from 'lucide-react';
import { productImportMessages as im } from '@shop/shared/catalog/product-import';
import { adminCatalogMessages as t } from '@shop/shared/admin/catalog-messages';
import { catalogMessages as m } from '@shop/shared/catalog/messages';
import { productStatuses, productStatusLabels } from '@shop/shared/catalog/product-status';
import {
  adminProductSorts,
  stockMessages as sm,
  type AdminProduct,
  type AdminProductSort,
} from '@shop/shared/catalog/stock-movements';
import { Button, buttonClasses } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/text-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBanner } from '@/components/ui/error-banner';
import { AdminListHeading } from '@/features/admin/components/admin-list-heading';
import { Spinner } from '@/components/ui/spinner';
import { logFailure } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { CatalogItemRow } from '@/features/admin/components/catalog-item-row';
import { AdminPager } from '@/features/admin/components/admin-pager';
import { AdminSearchBox } from '@/features/admin/components/admin-search-box';
import { useListParams } from '@/features/admin/components/use-list-params';
import { ADMIN_PRODUCTS_PAGE_SIZE, useAdminProducts } from '../api/get-admin-products';
import { useDeleteProduct } from '../api/delete-product';
import { readStatusFilter, readStockFilter, writeFilter } from '../product-status-filter';
import { ProductStatusBadge } from './product-status-badge';
import { AddProductDialog } from './add-product-dialog';
import { AdjustStockDialog } from './adjust-stock-dialog';
import { ImportProductsDialog } from './import-products-dialog';
import { ProductFormDialog } from './product-form-dialog';
import { StockHistoryDialog } from './stock-history-dialog';
import { StockLevelBadge } from './stock-level-badge';

const sortNames: Record<AdminProductSort, string> = {
  newest: sm.sortNewest,
  'stock-asc': sm.sortStockAsc,
  'stock-desc': sm.sortStockDesc,
};

type ProductsPageProps = { title?: string };

export default function ProductsPage({ title = t.productsHeading }: ProductsPageProps) {
  const { params, searchFor, showPage } = useListParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readStatusFilter(searchParams);
  const stock = readStockFilter(searchParams);
  const [sort, setSort] = useState<AdminProductSort>('newest');
  const products = useAdminProducts({ ...params, status, stock: stock || undefined, sort });
  const items = products.data?.items;
  const remove = useDeleteProduct();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const [adjusting, setAdjusting] = useState<AdminProduct | null>(null);
  const [viewingHistory, setViewingHistory] = useState<AdminProduct | null>(null);
  const ids = { status: useId(), stock: useId(), sort: useId() };

  // Another filter or order starts again at the first page.
  function firstPage() {
    if (params.page > 1) showPage(1);
  }

  useEffect(() => {
    if (products.isError) toast.error(t.productsLoadFailed, { toastId: 'products-load' });
  }, [products.isError]);

  async function confirmDelete(product: AdminProduct) {
    try {
      await remove.mutateAsync(product._id);
      toast.success(m.productDeleted);
    } catch (error) {
      // Only logged; the list is fetched again either way, so it shows what is really there.
      logFailure('Deleting a product failed', error);
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
        {/* A plain link: the admin cookie authorises the download, as the other CSV files. */}
        <a href="/api/admin/products.csv" download className={buttonClasses('secondary')}>
          <Download aria-hidden="true" className="size-4" />
          {im.exportCsv}
        </a>
        <Button variant="secondary" onClick={() => setImporting(true)}>
          <Upload aria-hidden="true" className="size-4" />
          {im.importCsv}
        </Button>
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
      <div className="flex flex-wrap gap-3">
        <div>
          <label htmlFor={ids.status} className="mb-1 block text-sm font-medium text-slate-700">
            {t.statusFilterLabel}
          </label>
          <select
            id={ids.status}
            value={status}
            onChange={(event) =>
              setSearchParams(writeFilter('status', event.target.value, searchParams), {
                replace: true,
              })
            }
            className={inputClasses}
          >
            <option value="">{t.allStatuses}</option>
            {productStatuses.map((value) => (
              <option key={value} value={value}>
                {productStatusLabels[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.stock} className="mb-1 block text-sm font-medium text-slate-700">
            {sm.stockFilterLabel}
          </label>
          <select
            id={ids.stock}
            value={stock}
            onChange={(event) =>
              setSearchParams(writeFilter('stock', event.target.value, searchParams), {
                replace: true,
              })
            }
            className={inputClasses}
          >
            <option value="">{sm.stockFilterAll}</option>
            <option value="low">{sm.stockFilterLow}</option>
            <option value="out">{sm.stockFilterOut}</option>
          </select>
        </div>
        <div>
          <label htmlFor={ids.sort} className="mb-1 block text-sm font-medium text-slate-700">
            {sm.sortLabel}
          </label>
          <select
            id={ids.sort}
            value={sort}
            onChange={(event) => {
              setSort(event.target.value as AdminProductSort);
              firstPage();
            }}
            className={inputClasses}
          >
            {adminProductSorts.map((value) => (
              <option key={value} value={value}>
                {sortNames[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {products.isPending && <Spinner label="Loading products" />}
      {products.isError && <ErrorBanner message={t.productsLoadFailed} />}
      {items?.length === 0 && (
        <p className="text-slate-700">
          {params.q || status || stock ? t.noProductsFound : t.noProducts}
        </p>
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
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <span>
                  {formatRupees(product.price)} · Qty: {product.quantity}
                </span>
                <StockLevelBadge status={product.stockStatus} />
              </p>
              <p className="truncate text-sm text-slate-600">
                {product.categoryName}
                {product.sku && ` · ${t.skuShort} ${product.sku}`}
              </p>
              <p className="mt-1 flex flex-wrap gap-3 text-sm">
                <Button
                  variant="link"
                  aria-label={sm.adjustStockFor(product.name)}
                  onClick={() => setAdjusting(product)}
                >
                  <PackagePlus aria-hidden="true" className="size-4" />
                  {sm.adjustStock}
                </Button>
                <Button
                  variant="link"
                  aria-label={sm.historyFor(product.name)}
                  onClick={() => setViewingHistory(product)}
                >
                  <History aria-hidden="true" className="size-4" />
                  {sm.history}
                </Button>
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
      {importing && <ImportProductsDialog onClose={() => setImporting(false)} />}
      {editing && <ProductFormDialog product={editing} onClose={() => setEditing(null)} />}
      {adjusting && <AdjustStockDialog product={adjusting} onClose={() => setAdjusting(null)} />}
      {viewingHistory && (
        <StockHistoryDialog product={viewingHistory} onClose={() => setViewingHistory(null)} />
      )}
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
