/**
 * The promotion form's values and their checks: the shared schema (the server's) read against
 * what was typed, dates in the browser's own time zone as a `datetime-local` input holds them.
 */
import { promotionInputSchema, type AdminPromotion } from '@shop/shared/promotions/schemas';
import type { PromotionPayload } from './api/save-promotion';

export type CoverKind = 'category' | 'products';

export type PromotionFormValues = {
  title: string;
  description: string;
  badge: string;
  discountPercent: string;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone. */
  startsAt: string;
  endsAt: string;
  cover: CoverKind;
  category: string;
  products: Array<{ _id: string; name: string }>;
};

export type PromotionFormErrors = Partial<Record<keyof PromotionFormValues | 'productIds', string>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a `datetime-local` input shows it, in the browser's time zone. */
export function toLocalInput(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an instant; empty or unreadable stays as typed for the check. */
function fromLocalInput(value: string): string {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date.toISOString() : value;
}

export function emptyPromotionForm(now = new Date()): PromotionFormValues {
  const week = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000);
  return {
    title: '',
    description: '',
    badge: 'Hot',
    discountPercent: '',
    startsAt: toLocalInput(now),
    endsAt: toLocalInput(week),
    cover: 'category',
    category: '',
    products: [],
  };
}

export function promotionFormFrom(promotion: AdminPromotion): PromotionFormValues {
  return {
    title: promotion.title,
    description: promotion.description,
    badge: promotion.badge,
    discountPercent: String(promotion.discountPercent),
    startsAt: toLocalInput(promotion.startsAt),
    endsAt: toLocalInput(promotion.endsAt),
    cover: promotion.category ? 'category' : 'products',
    category: promotion.category?._id ?? '',
    products: promotion.products,
  };
}

export function promotionPayload(values: PromotionFormValues): PromotionPayload {
  return {
    title: values.title,
    description: values.description,
    badge: values.badge,
    discountPercent: Number(values.discountPercent === '' ? Number.NaN : values.discountPercent),
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
    ...(values.cover === 'category'
      ? { category: values.category || undefined }
      : { productIds: values.products.map((p) => p._id) }),
  };
}

/** The first message of each field the shared schema refuses. */
export function validatePromotionForm(values: PromotionFormValues): PromotionFormErrors {
  const result = promotionInputSchema.safeParse(promotionPayload(values));
  if (result.success) return {};
  const errors: PromotionFormErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'title') as keyof PromotionFormErrors;
    // What the promotion covers is one choice on the form, whichever list it is.
    const shown = field === 'category' && values.cover === 'products' ? 'productIds' : field;
    errors[shown] ??= issue.message;
  }
  return errors;
}
