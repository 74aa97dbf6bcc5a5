/**
 * The back office's Categories screen: every category with its slug, image and product count;
 * add, edit (pre-filled) and delete after a confirmation in the shop's own dialog.
 */
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { Plus } from 'lucide-react';
import { adminCatalogMessages as t } from '@shop/shared/admin/catalog-messages';
import { catalogMessages as m } from '@shop/shared/catalog/messages';
import type { Category } from '@shop/shared/catalog/schemas';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, logFailure } from '@/lib/api-client';
import { CatalogItemRow } from '@/features/admin/components/catalog-item-row';
import { useAdminCategories } from '../api/get-admin-categories';
import { useDeleteCategory } from '../api/delete-category';
import { CategoryForm } from './category-form';

type Editing = { mode: 'add' } | { mode: 'edit'; category: Category } | null;

export default function CategoriesPage() {
  const categories = useAdminCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [deleteFailure, setDeleteFailure] = useState('');

  useEffect(() => {
    if (categories.isError) toast.error(t.categoriesLoadFailed, { toastId: 'categories-load' });
  }, [categories.isError]);

  async function confirmDelete(category: Category) {
    setDeleteFailure('');
    try {
      await remove.mutateAsync(category._id);
      toast.success(m.categoryDeleted);
    } catch (error) {
      logFailure('Deleting a category failed', error);
      const reason = errorMessage(error, '');
      setDeleteFailure(reason ? `${m.categoryDeleteFailed}: ${reason}` : m.categoryDeleteFailed);
      toast.error(m.categoryDeleteFailed, { role: 'status' });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <section className="space-y-4">
      <title>{`${t.categoriesHeading} | CircuitKart Admin`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t.categoriesHeading}</h1>
        <Button onClick={() => setEditing({ mode: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t.addCategory}
        </Button>
      </div>
      <ErrorBanner message={deleteFailure} />
      {categories.isPending && <Spinner label="Loading categories" />}
      {categories.isError && <ErrorBanner message={t.categoriesLoadFailed} />}
      {categories.data?.length === 0 && <p className="text-slate-700">{t.noCategories}</p>}
      {categories.data && categories.data.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {categories.data.map((category) => (
            <CatalogItemRow
              key={category._id}
              name={category.CategoryName}
              imagePath={category.image}
              onEdit={() => setEditing({ mode: 'edit', category })}
              onDelete={() => setDeleting(category)}
            >
              <p className="truncate font-semibold text-slate-900">
                {category.emoji && <span aria-hidden="true">{category.emoji} </span>}
                {category.CategoryName}
              </p>
              <p className="truncate text-sm text-slate-600">/{category.slug}</p>
              <p className="text-sm text-slate-700">{t.productCount(category.productCount)}</p>
            </CatalogItemRow>
          ))}
        </ul>
      )}
      {editing && (
        <CategoryForm
          category={editing.mode === 'edit' ? editing.category : undefined}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={m.categoryDeleteConfirm}
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
