/**
 * The product form's state and its rules: pictures already stored and pictures newly chosen are
 * kept apart (an edit sends the stored ones to keep, in their order, then the new files), at most
 * 4 in all, each less than 10 MB, the first being the main one; an active product needs one; at
 * most 5 features. The fields are checked with the server's own schema before sending; the
 * server stays the judge.
 */
import {
  DEFAULT_HSN_CODE,
  MAX_FEATURES,
  productCreateSchema,
} from '@shop/shared/catalog/admin-schemas';
import { DEFAULT_GST_RATE } from '@shop/shared/gst/schemas';
import { catalogMessages as m } from '@shop/shared/catalog/messages';
import { NEW_PRODUCT_STATUS, type ProductStatus } from '@shop/shared/catalog/product-status';
import type { Product } from '@shop/shared/catalog/schemas';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@shop/shared/catalog/stock-movements';
import { IMAGE_MAX_BYTES, MAX_PRODUCT_IMAGES } from '@shop/shared/catalog/uploads';

export type ProductFormValues = {
  /** Draft, Active or Archived: only active products are on sale. */
  status: ProductStatus;
  name: string;
  brand: string;
  sku: string;
  mpn: string;
  /** Grams and millimetres as typed; empty when unknown. */
  weightGrams: string;
  lengthMm: string;
  widthMm: string;
  heightMm: string;
  description: string;
  price: string;
  compareAtPrice: string;
  quantity: string;
  /** At or below this many units the list shows the product as low on stock. */
  lowStockThreshold: string;
  category: string;
  /** GST: the HSN code and the rate (percent, one of the rates in force) the price includes. */
  hsnCode: string;
  gstRate: string;
  features: string[];
  /** Stored pictures the product keeps, in the order to show them. */
  existingImages: string[];
  /** Pictures chosen in this form, sent as file parts after the kept ones. */
  newImages: File[];
};

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

export function emptyProductForm(): ProductFormValues {
  return {
    status: NEW_PRODUCT_STATUS,
    name: '',
    brand: '',
    sku: '',
    mpn: '',
    weightGrams: '',
    lengthMm: '',
    widthMm: '',
    heightMm: '',
    description: '',
    price: '',
    compareAtPrice: '',
    quantity: '',
    lowStockThreshold: String(DEFAULT_LOW_STOCK_THRESHOLD),
    category: '',
    hsnCode: DEFAULT_HSN_CODE,
    gstRate: String(DEFAULT_GST_RATE),
    features: [''],
    existingImages: [],
    newImages: [],
  };
}

/** The back office's list gives the threshold; a product read elsewhere has the default. */
export function productFormFrom(
  product: Product & { lowStockThreshold?: number },
): ProductFormValues {
  const measure = (value: number | null) => (value === null ? '' : String(value));
  return {
    status: product.status,
    name: product.name,
    brand: product.brand,
    sku: product.sku ?? '',
    mpn: product.mpn ?? '',
    weightGrams: measure(product.weightGrams),
    lengthMm: measure(product.lengthMm),
    widthMm: measure(product.widthMm),
    heightMm: measure(product.heightMm),
    description: product.description,
    price: String(product.price),
    compareAtPrice: product.compareAtPrice === null ? '' : String(product.compareAtPrice),
    quantity: String(product.quantity),
    lowStockThreshold: String(product.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD),
    category: product.category._id,
    hsnCode: product.hsnCode,
    gstRate: String(product.gstRate),
    features: product.features.length > 0 ? [...product.features] : [''],
    existingImages: [...product.imageUrls],
    newImages: [],
  };
}

/**
 * Adds chosen files to the new pictures. A file of 10 MB or more, or one past the fourth picture,
 * is refused with the reason; the ones that fit are kept.
 */
export function addProductImages(
  values: ProductFormValues,
  files: File[],
): { values: ProductFormValues; error?: string } {
  let error: string | undefined;
  const newImages = [...values.newImages];
  for (const file of files) {
    if (file.size > IMAGE_MAX_BYTES) {
      error ??= m.imageTooLarge;
    } else if (values.existingImages.length + newImages.length >= MAX_PRODUCT_IMAGES) {
      error ??= m.tooManyImages;
    } else {
      newImages.push(file);
    }
  }
  return { values: { ...values, newImages }, error };
}

/**
 * The list with the item at `index` moved one place earlier (-1) or later (+1); unchanged at
 * either end. Pictures are put in order this way, the first being the main one.
 */
export function moveItem<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const moved = [...list];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/**
 * Whether saving would leave an active product without a picture. An active product from before
 * pictures were required may stay so; publishing one, or removing its last picture, may not.
 */
export function needsPicture(values: ProductFormValues, loaded?: ProductFormValues): boolean {
  if (values.status !== 'ACTIVE') return false;
  if (values.existingImages.length + values.newImages.length > 0) return false;
  return !(loaded?.status === 'ACTIVE' && loaded.existingImages.length === 0);
}

export function canAddFeature(values: ProductFormValues): boolean {
  return values.features.length < MAX_FEATURES;
}

function filledFeatures(values: ProductFormValues): string[] {
  return values.features.map((feature) => feature.trim()).filter(Boolean);
}

export function validateProductForm(
  values: ProductFormValues,
  loaded?: ProductFormValues,
): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const result = productCreateSchema.safeParse({
    status: values.status,
    name: values.name,
    brand: values.brand,
    sku: values.sku,
    mpn: values.mpn,
    weightGrams: values.weightGrams,
    lengthMm: values.lengthMm,
    widthMm: values.widthMm,
    heightMm: values.heightMm,
    description: values.description,
    price: values.price,
    compareAtPrice: values.compareAtPrice,
    quantity: values.quantity,
    lowStockThreshold: values.lowStockThreshold,
    category: values.category,
    hsnCode: values.hsnCode,
    gstRate: values.gstRate,
    features: JSON.stringify(filledFeatures(values)),
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof ProductFormValues;
      errors[field] ??= issue.message;
    }
  }
  if (values.existingImages.length + values.newImages.length > MAX_PRODUCT_IMAGES) {
    errors.newImages = m.tooManyImages;
  } else if (values.newImages.some((file) => file.size > IMAGE_MAX_BYTES)) {
    errors.newImages = m.imageTooLarge;
  } else if (needsPicture(values, loaded)) {
    errors.newImages = m.activeNeedsPicture;
  }
  return errors;
}

/**
 * The multipart form of POST /api/products (add) or PUT /api/products/{id} (edit, with `loaded`,
 * the values the form opened with). An edit sends the quantity only when it was changed: orders
 * placed while the form was open have taken stock since, and saving a new price must not put
 * those units back on sale.
 */
export function productFormData(
  values: ProductFormValues,
  loaded: ProductFormValues | undefined,
  categoryName = '',
): FormData {
  const form = new FormData();
  form.set('status', values.status);
  form.set('name', values.name.trim());
  form.set('brand', values.brand.trim());
  form.set('sku', values.sku.trim());
  form.set('mpn', values.mpn.trim());
  form.set('weightGrams', values.weightGrams.trim());
  form.set('lengthMm', values.lengthMm.trim());
  form.set('widthMm', values.widthMm.trim());
  form.set('heightMm', values.heightMm.trim());
  form.set('description', values.description.trim());
  form.set('price', values.price.trim());
  form.set('compareAtPrice', values.compareAtPrice.trim());
  if (!loaded || values.quantity.trim() !== loaded.quantity.trim()) {
    form.set('quantity', values.quantity.trim());
  }
  form.set('lowStockThreshold', values.lowStockThreshold.trim());
  form.set('category', values.category);
  if (categoryName) form.set('categoryName', categoryName);
  form.set('hsnCode', values.hsnCode.trim());
  form.set('gstRate', values.gstRate);
  form.set('features', JSON.stringify(filledFeatures(values)));
  if (loaded) form.set('existingImages', JSON.stringify(values.existingImages));
  for (const file of values.newImages) form.append('images', file);
  return form;
}
