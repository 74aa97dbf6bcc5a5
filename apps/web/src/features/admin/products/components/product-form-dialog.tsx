/**
 * Add or edit one product in the shop's modal: its status (a new one is a draft), brand, part
 * numbers and measures. Stored pictures and newly chosen ones (previewed) are listed apart, each
 * removable and moved earlier or later with buttons, at most 4 in all, the first being the main
 * one; up to 5 features. The server's schema checks the fields first; the save button reads
 * 'Saving...' and is disabled meanwhile.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { Plus, X } from 'lucide-react';
import { adminCatalogMessages as t } from '@shop/shared/admin/catalog-messages';
import { catalogMessages as m } from '@shop/shared/catalog/messages';
import { productStatuses, productStatusLabels } from '@shop/shared/catalog/product-status';
import type { Product } from '@shop/shared/catalog/schemas';
import { stockMessages } from '@shop/shared/catalog/stock-movements';
import { GST_RATES } from '@shop/shared/gst/schemas';
import { MAX_PRODUCT_IMAGES } from '@shop/shared/catalog/uploads';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Modal } from '@/components/ui/modal';
import { inputClasses, TextField } from '@/components/ui/text-field';
import { showSaveFailure } from '@/lib/save-failure';
import { AdminImage } from '@/features/admin/components/admin-image';
import { useProductCategories } from '../api/get-product-categories';
import { useSaveProduct } from '../api/save-product';
import { GstRateInForce } from './gst-rate-in-force';
import { PictureTile } from './picture-tile';
import {
  addProductImages,
  canAddFeature,
  emptyProductForm,
  moveItem,
  productFormData,
  productFormFrom,
  validateProductForm,
  type ProductFormErrors,
  type ProductFormValues,
} from '../product-form-data';

type ProductFormDialogProps = {
  product?: Product & { lowStockThreshold?: number };
  onClose: () => void;
  onSaved?: (product: Product) => void;
};

function NewImagePreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? (
    <img src={url} alt={`New image ${file.name}`} className="size-full object-cover" />
  ) : null;
}

const fieldError = (id: string, message?: string) =>
  message ? (
    <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-600">
      {message}
    </p>
  ) : null;

export function ProductFormDialog({ product, onClose, onSaved }: ProductFormDialogProps) {
  const [loaded] = useState(() => (product ? productFormFrom(product) : undefined));
  const [values, setValues] = useState<ProductFormValues>(() => loaded ?? emptyProductForm());
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const [failure, setFailure] = useState('');
  const categories = useProductCategories();
  const save = useSaveProduct();
  const busy = save.isPending;
  const ids = {
    description: useId(),
    status: useId(),
    category: useId(),
    gstRate: useId(),
    rateInForce: useId(),
    images: useId(),
    features: useId(),
  };
  const imageCount = values.existingImages.length + values.newImages.length;

  useEffect(() => {
    if (categories.isError) toast.error(t.categoriesLoadFailed, { toastId: 'categories-load' });
  }, [categories.isError]);

  function set<K extends keyof ProductFormValues>(field: K, value: ProductFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function chooseImages(files: File[]) {
    const added = addProductImages(values, files);
    setValues(added.values);
    setErrors((current) => ({ ...current, newImages: added.error }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = validateProductForm(values, loaded);
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setFailure('');
    const categoryName =
      categories.data?.find((category) => category._id === values.category)?.CategoryName ?? '';
    try {
      const saved = await save.mutateAsync({
        id: product?._id,
        form: productFormData(values, loaded, categoryName),
      });
      toast.success(product ? m.productUpdated : m.productCreated);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      // The server names the pictures sent `images`; the form, its new pictures.
      showSaveFailure(error, m.productSaveFailed, {
        setErrors,
        setFailure,
        rename: { images: 'newImages' },
      });
    }
  }

  return (
    <Modal title={product ? t.editProduct : t.addProduct} onClose={onClose} busy={busy} size="lg">
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <ErrorBanner message={failure} />
        <TextField
          label="Product name"
          required
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <div>
          <label htmlFor={ids.status} className="mb-1 block text-sm font-medium text-slate-700">
            {t.statusField}
          </label>
          <select
            id={ids.status}
            value={values.status}
            aria-describedby={`${ids.status}-hint`}
            onChange={(event) => set('status', event.target.value as ProductFormValues['status'])}
            className={inputClasses}
          >
            {productStatuses.map((status) => (
              <option key={status} value={status}>
                {productStatusLabels[status]}
              </option>
            ))}
          </select>
          <p id={`${ids.status}-hint`} className="mt-1 text-xs text-slate-600">
            {t.statusHint}
          </p>
          {fieldError(ids.status, errors.status)}
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t.brandField}
            value={values.brand}
            error={errors.brand}
            onChange={(event) => set('brand', event.target.value)}
          />
          <TextField
            label={t.skuField}
            value={values.sku}
            error={errors.sku}
            onChange={(event) => set('sku', event.target.value)}
          />
          <TextField
            label={t.mpnField}
            value={values.mpn}
            error={errors.mpn}
            onChange={(event) => set('mpn', event.target.value)}
          />
        </div>
        <div>
          <label
            htmlFor={ids.description}
            className="mb-1 block text-sm font-medium text-slate-700"
          >
            Description
          </label>
          <textarea
            id={ids.description}
            rows={3}
            value={values.description}
            aria-invalid={errors.description ? true : undefined}
            onChange={(event) => set('description', event.target.value)}
            className={inputClasses}
          />
          {fieldError(ids.description, errors.description)}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Price (₹)"
            inputMode="decimal"
            required
            value={values.price}
            error={errors.price}
            onChange={(event) => set('price', event.target.value)}
          />
          <TextField
            label="Compare-at price (₹, optional)"
            inputMode="decimal"
            value={values.compareAtPrice}
            error={errors.compareAtPrice}
            onChange={(event) => set('compareAtPrice', event.target.value)}
          />
          <TextField
            label="Quantity"
            type="number"
            min={0}
            required
            value={values.quantity}
            error={errors.quantity}
            onChange={(event) => set('quantity', event.target.value)}
          />
          <TextField
            label={stockMessages.thresholdLabel}
            hint={stockMessages.thresholdHint}
            type="number"
            min={0}
            inputMode="numeric"
            value={values.lowStockThreshold}
            error={errors.lowStockThreshold}
            onChange={(event) => set('lowStockThreshold', event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={ids.category} className="mb-1 block text-sm font-medium text-slate-700">
            Category
          </label>
          <select
            id={ids.category}
            required
            value={values.category}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? `${ids.category}-error` : undefined}
            onChange={(event) => set('category', event.target.value)}
            className={inputClasses}
          >
            <option value="">{t.chooseCategory}</option>
            {categories.data?.map((category) => (
              <option key={category._id} value={category._id}>
                {category.CategoryName}
              </option>
            ))}
          </select>
          {fieldError(ids.category, errors.category)}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="HSN code"
            inputMode="numeric"
            required
            maxLength={8}
            value={values.hsnCode}
            error={errors.hsnCode}
            onChange={(event) => set('hsnCode', event.target.value)}
          />
          <div>
            <label htmlFor={ids.gstRate} className="mb-1 block text-sm font-medium text-slate-700">
              GST rate (included in the price)
            </label>
            <select
              id={ids.gstRate}
              value={values.gstRate}
              aria-invalid={errors.gstRate ? true : undefined}
              aria-describedby={errors.gstRate ? `${ids.gstRate}-error` : undefined}
              onChange={(event) => set('gstRate', event.target.value)}
              className={inputClasses}
            >
              {GST_RATES.map((rate) => (
                <option key={rate} value={String(rate)}>
                  {rate}%
                </option>
              ))}
            </select>
            {fieldError(ids.gstRate, errors.gstRate)}
          </div>
          <GstRateInForce hsnCode={values.hsnCode} id={ids.rateInForce} />
        </div>
        <div className="grid gap-4 sm:grid-cols-4">
          <TextField
            label={t.weightField}
            inputMode="numeric"
            value={values.weightGrams}
            error={errors.weightGrams}
            onChange={(event) => set('weightGrams', event.target.value)}
          />
          <TextField
            label={t.lengthField}
            inputMode="numeric"
            value={values.lengthMm}
            error={errors.lengthMm}
            onChange={(event) => set('lengthMm', event.target.value)}
          />
          <TextField
            label={t.widthField}
            inputMode="numeric"
            value={values.widthMm}
            error={errors.widthMm}
            onChange={(event) => set('widthMm', event.target.value)}
          />
          <TextField
            label={t.heightField}
            inputMode="numeric"
            value={values.heightMm}
            error={errors.heightMm}
            onChange={(event) => set('heightMm', event.target.value)}
          />
        </div>
        <fieldset aria-describedby={`${ids.features}-hint`}>
          <legend className="mb-1 text-sm font-medium text-slate-700">Features</legend>
          <p id={`${ids.features}-hint`} className="mb-2 text-xs text-slate-600">
            {t.maxFeatures}
          </p>
          <div className="space-y-2">
            {values.features.map((feature, index) => (
              <div key={index} className="flex gap-2">
                <TextField
                  label={`Feature ${index + 1}`}
                  hideLabel
                  className="flex-1"
                  value={feature}
                  onChange={(event) =>
                    set(
                      'features',
                      values.features.map((item, i) => (i === index ? event.target.value : item)),
                    )
                  }
                />
                <Button
                  variant="ghost"
                  aria-label={`Remove feature ${index + 1}`}
                  onClick={() =>
                    set(
                      'features',
                      values.features.filter((_, i) => i !== index),
                    )
                  }
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </div>
            ))}
          </div>
          {canAddFeature(values) && (
            <Button
              variant="link"
              className="mt-2"
              onClick={() => set('features', [...values.features, ''])}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t.addFeature}
            </Button>
          )}
          {fieldError(ids.features, errors.features)}
        </fieldset>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-700">
            Images ({imageCount}/{MAX_PRODUCT_IMAGES})
          </legend>
          <ul className="mb-2 flex flex-wrap gap-2">
            {values.existingImages.map((path, index) => (
              <PictureTile
                key={path}
                position={index + 1}
                main={index === 0}
                isFirst={index === 0}
                isLast={index === values.existingImages.length - 1}
                removeLabel={`Remove current image ${index + 1}`}
                onMove={(step) =>
                  set('existingImages', moveItem(values.existingImages, index, step))
                }
                onRemove={() =>
                  set(
                    'existingImages',
                    values.existingImages.filter((item) => item !== path),
                  )
                }
              >
                <AdminImage
                  path={path}
                  alt={`Current image ${index + 1}`}
                  className="size-full object-cover"
                />
              </PictureTile>
            ))}
            {values.newImages.map((file, index) => (
              <PictureTile
                key={`${file.name}-${index}`}
                isNew
                position={values.existingImages.length + index + 1}
                main={values.existingImages.length === 0 && index === 0}
                isFirst={index === 0}
                isLast={index === values.newImages.length - 1}
                removeLabel={`Remove new image ${file.name}`}
                onMove={(step) => set('newImages', moveItem(values.newImages, index, step))}
                onRemove={() =>
                  set(
                    'newImages',
                    values.newImages.filter((_, i) => i !== index),
                  )
                }
              >
                <NewImagePreview file={file} />
              </PictureTile>
            ))}
          </ul>
          <label htmlFor={ids.images} className="mb-1 block text-sm text-slate-700">
            Add images
          </label>
          <input
            id={ids.images}
            type="file"
            accept="image/*"
            multiple
            disabled={imageCount >= MAX_PRODUCT_IMAGES}
            aria-invalid={errors.newImages ? true : undefined}
            aria-describedby={`${ids.images}-hint${errors.newImages ? ` ${ids.images}-error` : ''}`}
            onChange={(event) => {
              chooseImages(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
          />
          <p id={`${ids.images}-hint`} className="mt-1 text-xs text-slate-600">
            {t.maxImages}. {t.picturesHint}.
          </p>
          {fieldError(ids.images, errors.newImages)}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t.saving : product ? t.saveProductChanges : t.saveNewProduct}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
