/**
 * Add or edit one category (edit pre-fills), in the shop's modal. The server's schema checks the
 * fields first; the save button reads 'Saving...' and is disabled while the request runs.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { adminCatalogMessages as t } from '@shop/shared/admin/catalog-messages';
import { catalogMessages as m } from '@shop/shared/catalog/messages';
import type { Category } from '@shop/shared/catalog/schemas';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Modal } from '@/components/ui/modal';
import { inputClasses, TextField } from '@/components/ui/text-field';
import { showSaveFailure } from '@/lib/save-failure';
import { AdminImage } from '@/features/admin/components/admin-image';
import { useSaveCategory } from '../api/save-category';
import {
  categoryFormData,
  categoryFormFrom,
  emptyCategoryForm,
  validateCategoryForm,
  type CategoryFormErrors,
  type CategoryFormValues,
} from '../category-form-data';
import { CategoryIconPicker } from './category-icon-picker';

type CategoryFormProps = { category?: Category; onClose: () => void };

export function CategoryForm({ category, onClose }: CategoryFormProps) {
  const [values, setValues] = useState<CategoryFormValues>(() =>
    category ? categoryFormFrom(category) : emptyCategoryForm(),
  );
  const [errors, setErrors] = useState<CategoryFormErrors>({});
  const [failure, setFailure] = useState('');
  const save = useSaveCategory();
  const descriptionId = useId();
  const imageId = useId();
  const busy = save.isPending;

  function set<K extends keyof CategoryFormValues>(field: K, value: CategoryFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = validateCategoryForm(values);
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setFailure('');
    try {
      await save.mutateAsync({ id: category?._id, form: categoryFormData(values) });
      toast.success(category ? m.categoryUpdated : m.categoryAdded);
      onClose();
    } catch (error) {
      showSaveFailure(error, m.categorySaveFailed, { setErrors, setFailure });
    }
  }

  return (
    <Modal title={category ? t.editCategory : t.addCategory} onClose={onClose} busy={busy}>
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <ErrorBanner message={failure} />
        <TextField
          label="Category name"
          name="CategoryName"
          required
          value={values.CategoryName}
          error={errors.CategoryName}
          onChange={(event) => set('CategoryName', event.target.value)}
        />
        <div>
          <label htmlFor={descriptionId} className="mb-1 block text-sm font-medium text-slate-700">
            Description
          </label>
          <textarea
            id={descriptionId}
            rows={3}
            value={values.description}
            aria-invalid={errors.description ? true : undefined}
            onChange={(event) => set('description', event.target.value)}
            className={inputClasses}
          />
          {errors.description && (
            <p className="mt-1 text-xs font-medium text-red-600">{errors.description}</p>
          )}
        </div>
        <CategoryIconPicker
          value={values.icon}
          error={errors.icon}
          onChange={(icon) => set('icon', icon)}
        />
        <TextField
          label="Emoji"
          value={values.emoji}
          error={errors.emoji}
          onChange={(event) => set('emoji', event.target.value)}
        />
        <div>
          <label htmlFor={imageId} className="mb-1 block text-sm font-medium text-slate-700">
            Image
          </label>
          {category?.image && !values.image && (
            <AdminImage
              path={category.image}
              alt={`Current image of ${category.CategoryName}`}
              className="mb-2 size-20 rounded-lg object-cover ring-1 ring-slate-200"
            />
          )}
          <input
            id={imageId}
            type="file"
            accept="image/*"
            aria-invalid={errors.image ? true : undefined}
            aria-describedby={errors.image ? `${imageId}-error` : undefined}
            onChange={(event) => set('image', event.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
          />
          {errors.image && (
            <p id={`${imageId}-error`} className="mt-1 text-xs font-medium text-red-600">
              {errors.image}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t.saving : category ? t.saveCategoryChanges : t.saveNewCategory}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
