/**
 * Create or edit one promotion (edit pre-fills), in the shop's modal: title, description,
 * badge, discount, start and end, and what it covers (one category, or products found by name).
 * The shared schema checks the fields first; the server's field messages show beside them.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { promotionMessages as m } from '@shop/shared/promotions/messages';
import { promotionBadges, type AdminPromotion } from '@shop/shared/promotions/schemas';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { SelectField, TextAreaField } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { inputClasses, TextField } from '@/components/ui/text-field';
import { showSaveFailure } from '@/lib/save-failure';
import { usePromotionCategories, usePromotionProductSearch } from '../api/get-promotion-choices';
import { useSavePromotion } from '../api/save-promotion';
import {
  emptyPromotionForm,
  promotionFormFrom,
  promotionPayload,
  validatePromotionForm,
  type PromotionFormErrors,
  type PromotionFormValues,
} from '../promotion-form-data';

type PromotionFormProps = { promotion?: AdminPromotion; onClose: () => void };

export function PromotionForm({ promotion, onClose }: PromotionFormProps) {
  const [values, setValues] = useState<PromotionFormValues>(() =>
    promotion ? promotionFormFrom(promotion) : emptyPromotionForm(),
  );
  const [errors, setErrors] = useState<PromotionFormErrors>({});
  const [failure, setFailure] = useState('');
  const [search, setSearch] = useState('');
  const save = useSavePromotion();
  const categories = usePromotionCategories();
  const found = usePromotionProductSearch(search);
  const ids = {
    description: useId(),
    badge: useId(),
    category: useId(),
    cover: useId(),
    products: useId(),
  };
  const busy = save.isPending;

  function set<K extends keyof PromotionFormValues>(field: K, value: PromotionFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, productIds: undefined }));
  }

  function toggleProduct(product: { _id: string; name: string }, chosen: boolean) {
    set(
      'products',
      chosen
        ? [...values.products.filter((p) => p._id !== product._id), product]
        : values.products.filter((p) => p._id !== product._id),
    );
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = validatePromotionForm(values);
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setFailure('');
    try {
      await save.mutateAsync({ id: promotion?._id, payload: promotionPayload(values) });
      toast.success(promotion ? m.saved : m.created);
      onClose();
    } catch (error) {
      showSaveFailure(error, m.saveFailed, { setErrors, setFailure });
    }
  }

  const categoryOptions = (categories.data ?? []).map((c) => c._id);
  const categoryName = new Map((categories.data ?? []).map((c) => [c._id, c.CategoryName]));
  const chosen = new Set(values.products.map((p) => p._id));

  return (
    <Modal
      title={promotion ? m.editPromotion : m.newPromotion}
      onClose={onClose}
      busy={busy}
      size="lg"
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <ErrorBanner message={failure} />
        <TextField
          label="Title"
          name="title"
          required
          value={values.title}
          error={errors.title}
          onChange={(event) => set('title', event.target.value)}
        />
        <TextAreaField
          id={ids.description}
          label="Description"
          rows={2}
          value={values.description}
          error={errors.description}
          onChange={(event) => set('description', event.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            id={ids.badge}
            label="Badge"
            options={promotionBadges}
            placeholder="Choose a badge"
            value={values.badge}
            error={errors.badge}
            onChange={(event) => set('badge', event.target.value)}
          />
          <TextField
            label="Discount (%)"
            name="discountPercent"
            type="number"
            inputMode="numeric"
            min={1}
            max={90}
            step={1}
            required
            value={values.discountPercent}
            error={errors.discountPercent}
            onChange={(event) => set('discountPercent', event.target.value)}
          />
          <TextField
            label="Starts"
            name="startsAt"
            type="datetime-local"
            required
            value={values.startsAt}
            error={errors.startsAt}
            onChange={(event) => set('startsAt', event.target.value)}
          />
          <TextField
            label="Ends"
            name="endsAt"
            type="datetime-local"
            required
            value={values.endsAt}
            error={errors.endsAt}
            onChange={(event) => set('endsAt', event.target.value)}
          />
        </div>
        <fieldset className="space-y-3">
          <legend className="mb-1 text-sm font-medium text-slate-700">Covers</legend>
          <div className="flex flex-wrap gap-4 text-sm text-slate-800">
            <label className="inline-flex items-center gap-2">
              <input
                type="radio"
                name={ids.cover}
                checked={values.cover === 'category'}
                onChange={() => set('cover', 'category')}
                className="accent-brand-600"
              />
              One category
            </label>
            <label className="inline-flex items-center gap-2">
              <input
                type="radio"
                name={ids.cover}
                checked={values.cover === 'products'}
                onChange={() => set('cover', 'products')}
                className="accent-brand-600"
              />
              Chosen products
            </label>
          </div>
          {values.cover === 'category' ? (
            <SelectField
              id={ids.category}
              label="Category"
              options={categoryOptions}
              optionLabel={(id) => categoryName.get(id) ?? id}
              placeholder="Choose a category"
              value={values.category}
              error={errors.category}
              onChange={(event) => set('category', event.target.value)}
            />
          ) : (
            <div className="space-y-2">
              <label htmlFor={ids.products} className="block text-sm font-medium text-slate-700">
                Find products
              </label>
              <input
                id={ids.products}
                type="search"
                value={search}
                placeholder="Name, SKU or part number"
                aria-invalid={errors.productIds ? true : undefined}
                aria-describedby={errors.productIds ? `${ids.products}-error` : undefined}
                onChange={(event) => setSearch(event.target.value)}
                className={inputClasses}
              />
              {errors.productIds && (
                <p id={`${ids.products}-error`} className="text-xs font-medium text-red-600">
                  {errors.productIds}
                </p>
              )}
              <ul className="max-h-48 space-y-1 overflow-y-auto" aria-label="Products">
                {[
                  ...values.products,
                  ...(search.trim().length >= 2 ? (found.data ?? []) : []).filter(
                    (p) => !chosen.has(p._id),
                  ),
                ].map((product) => (
                  <li key={product._id}>
                    <label className="flex items-center gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        checked={chosen.has(product._id)}
                        onChange={(event) =>
                          toggleProduct(
                            { _id: product._id, name: product.name },
                            event.target.checked,
                          )
                        }
                        className="size-4 accent-brand-600"
                      />
                      {product.name}
                    </label>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : promotion ? 'Save promotion' : 'Create promotion'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
