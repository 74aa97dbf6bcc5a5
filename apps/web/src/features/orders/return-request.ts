/**
 * The Return items form of My Orders, without the page: what the customer chose (a quantity per
 * returnable product, a reason, details, photos), checked with the shared schema and the photo
 * limits before anything is sent, and the multipart body the API reads: the text fields first,
 * then the photos, so the server has checked the fields before it receives any file.
 */
import { IMAGE_MAX_BYTES } from '@shop/shared/catalog/uploads';
import { returnMessages as m } from '@shop/shared/returns/messages';
import {
  MAX_RETURN_IMAGES,
  returnRequestSchema,
  type Returnable,
  type ReturnRequest,
} from '@shop/shared/returns/schemas';
import { fieldErrorsOf, type FieldErrors } from '@/lib/request-form';

export type ReturnDraft = {
  /** Units chosen per product id; a product left out is 0. */
  quantities: Record<string, number>;
  reason: string;
  details: string;
  photos: File[];
};

export const emptyReturnDraft = (): ReturnDraft => ({
  quantities: {},
  reason: '',
  details: '',
  photos: [],
});

/** The choices of one quantity select: 0 up to the units still returnable. */
export const quantityChoices = (returnable: number): number[] =>
  Array.from({ length: Math.max(0, returnable) + 1 }, (_, units) => units);

/** Why the chosen photos cannot be sent, or null when they can. */
export function returnPhotosProblem(files: readonly Pick<File, 'type' | 'size'>[]): string | null {
  if (files.length > MAX_RETURN_IMAGES) return m.tooManyImages;
  if (files.some((file) => !file.type.startsWith('image/'))) return m.notAnImage;
  if (files.some((file) => file.size > IMAGE_MAX_BYTES)) return m.imageTooLarge;
  return null;
}

/** The request the draft makes: only the products with at least one unit chosen. */
export function toReturnInput(draft: ReturnDraft, items: Returnable['items']) {
  return {
    items: items
      .map((item) => ({ product: item.product, quantity: draft.quantities[item.product] ?? 0 }))
      .filter((line) => line.quantity > 0),
    reason: draft.reason || undefined,
    details: draft.details,
  };
}

export type ReturnCheck =
  { ok: true; request: ReturnRequest; photos: File[] } | { ok: false; errors: FieldErrors };

/**
 * The draft as the API takes it, or each field's problem (`items`, `reason`, `details`,
 * `images`): the shared schema's messages and the photo limits, all at once.
 */
export function checkReturnDraft(draft: ReturnDraft, items: Returnable['items']): ReturnCheck {
  const parsed = returnRequestSchema.safeParse(toReturnInput(draft, items));
  const photosProblem = returnPhotosProblem(draft.photos);
  if (parsed.success && !photosProblem) {
    return { ok: true, request: parsed.data, photos: draft.photos };
  }
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  if (photosProblem) errors.images = photosProblem;
  return { ok: false, errors };
}

/** The multipart body: items (as JSON text), reason and details, then each photo as `images`. */
export function returnFormData(request: ReturnRequest, photos: readonly File[]): FormData {
  const form = new FormData();
  form.append('items', JSON.stringify(request.items));
  form.append('reason', request.reason);
  form.append('details', request.details);
  for (const photo of photos) form.append('images', photo, photo.name);
  return form;
}

/** Whether Return items is offered: the window is open and some unit is still returnable. */
export const canRequestReturn = (returnable: Returnable | undefined): boolean =>
  Boolean(returnable?.open && returnable.items.some((item) => item.quantity > 0));
