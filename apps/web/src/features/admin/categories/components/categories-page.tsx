/**
 * The back office's Categories screen: every category with its slug, image and product count;
 * add, edit (pre-filled) and delete after a confirmation in the shop's own dialog.
 */
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { adminCatalogMessages as t } from '@shop/shared/admin/catalog-messages';
import { catalogMessages as m } from '@shop/shared/catalog/messages';
import type { Category } from '@shop/shared/catalog/schemas';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { AdminImage } from '@/features/admin/components/admin-image';
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
      console.error('Deleting a category failed', error);
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
            <li key={category._id} className="flex items-center gap-3 p-3 sm:gap-4 sm:p-4">
              <AdminImage
                path={category.image}
                alt={category.CategoryName}
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-slate-900">
                  {category.emoji && <span aria-hidden="true">{category.emoji} </span>}
                  {category.CategoryName}
                </p>
                <p className="truncate text-sm text-slate-600">/{category.slug}</p>
                <p className="text-sm text-slate-700">{t.productCount(category.productCount)}</p>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  variant="ghost"
                  aria-label={`Edit ${category.CategoryName}`}
                  onClick={() => setEditing({ mode: 'edit', category })}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Delete ${category.CategoryName}`}
                  onClick={() => setDeleting(category)}
                  className="text-red-700"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
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
