/**
 * The category form's state, checked with the server's own schema before sending and turned into
 * the multipart form the API reads. The server stays the judge; this only spares a round trip.
 */
import { isCategoryIcon } from '@shop/shared/catalog/category-icons';
import { categoryCreateSchema } from '@shop/shared/catalog/admin-schemas';
import { catalogMessages as m } from '@shop/shared/catalog/messages';
import type { Category } from '@shop/shared/catalog/schemas';
import { IMAGE_MAX_BYTES } from '@shop/shared/catalog/uploads';

export type CategoryFormValues = {
  CategoryName: string;
  description: string;
  icon: string;
  emoji: string;
  image: File | null;
};

export type CategoryFormErrors = Partial<Record<keyof CategoryFormValues, string>>;

export function emptyCategoryForm(): CategoryFormValues {
  return { CategoryName: '', description: '', icon: '', emoji: '', image: null };
}

/** Edit pre-fills the form with the category's values; its image stays unless a new one is chosen. */
export function categoryFormFrom(category: Category): CategoryFormValues {
  return {
    CategoryName: category.CategoryName,
    description: category.description,
    // An icon no longer in the list is shown as none, so saving does not trip over it.
    icon: isCategoryIcon(category.icon) ? category.icon : '',
    emoji: category.emoji,
    image: null,
  };
}

/** A chosen picture file: images only, less than 10 MB. */
export function categoryImageProblem(file: File): string | undefined {
  if (file.size > IMAGE_MAX_BYTES) return m.imageTooLarge;
  if (file.type && !file.type.startsWith('image/')) return m.notAnImage;
  return undefined;
}

export function validateCategoryForm(values: CategoryFormValues): CategoryFormErrors {
  const errors: CategoryFormErrors = {};
  const result = categoryCreateSchema.safeParse({
    CategoryName: values.CategoryName,
    description: values.description,
    icon: values.icon,
    emoji: values.emoji,
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof CategoryFormValues;
      errors[field] ??= issue.message;
    }
  }
  const imageProblem = values.image ? categoryImageProblem(values.image) : undefined;
  if (imageProblem) errors.image = imageProblem;
  return errors;
}

export function categoryFormData(values: CategoryFormValues): FormData {
  const form = new FormData();
  form.set('CategoryName', values.CategoryName.trim());
  form.set('description', values.description.trim());
  form.set('icon', values.icon.trim());
  form.set('emoji', values.emoji.trim());
  if (values.image) form.set('image', values.image);
  return form;
}
