/**
 * The promotions contract: what shoppers read of a live promotion, what staff read and write
 * (docs/decisions/058). A promotion takes a whole percent off the list price of the products it
 * covers, a list of products or one category, from its start to its end.
 */
import { z } from 'zod';
import { productSchema } from '../catalog/schemas';
import { slugify } from '../catalog/paths';
import { promotionMessages as m } from './messages';

export const promotionBadges = ['New', 'Hot', 'Popular'] as const;
export type PromotionBadge = (typeof promotionBadges)[number];
export const MIN_PROMOTION_PERCENT = 1;
export const MAX_PROMOTION_PERCENT = 90;
export const MAX_PROMOTION_PRODUCTS = 200;

/**
 * What a shopper pays in paise under a promotion of `percent`: the list price less the percent,
 * rounded to the nearest paisa (the database computes the same for sorting and checkout).
 */
export function discountedPaise(listPricePaise: number, percent: number): number {
  return Math.round((listPricePaise * (100 - percent)) / 100);
}

/** A live promotion as the Hot Deals page shows it. */
export const publicPromotionSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  badge: z.enum(promotionBadges),
  discountPercent: z.number().int(),
  endsAt: z.string(),
  /** Products covered that a shopper can buy now (on sale and in stock). */
  productCount: z.number().int(),
});
export type PublicPromotion = z.infer<typeof publicPromotionSchema>;

export const promotionWithProductsSchema = publicPromotionSchema.extend({
  products: z.array(productSchema),
});
export type PromotionWithProducts = z.infer<typeof promotionWithProductsSchema>;

export const promotionStatuses = ['LIVE', 'UPCOMING', 'ENDED'] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

/** A promotion as staff read it, whatever its status. */
export const adminPromotionSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  badge: z.enum(promotionBadges),
  discountPercent: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(promotionStatuses),
  category: z.object({ _id: z.string(), name: z.string() }).nullable(),
  productIds: z.array(z.string()),
  /** The products it lists, with their names (none when it covers a category). */
  products: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

/** The years a promotion's dates may fall in: any real one, none the database cannot store. */
const EARLIEST_YEAR = 2000;
const LATEST_YEAR = 9999;

/** An instant as ISO 8601 text (the form sends its local time as one). */
const dateTime = (message: string) =>
  z
    .string({ error: message })
    .max(40, message)
    .transform((value, ctx) => {
      const date = new Date(value);
      const year = date.getUTCFullYear();
      if (
        value === '' ||
        Number.isNaN(date.getTime()) ||
        year < EARLIEST_YEAR ||
        year > LATEST_YEAR
      ) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return date;
    });

const promotionFields = z.object({
  title: z
    .string({ error: m.titleRequired })
    .trim()
    .min(1, m.titleRequired)
    .max(80, m.titleTooLong),
  description: z.string().trim().max(300, m.descriptionTooLong).optional(),
  badge: z.enum(promotionBadges, { error: m.badgeInvalid }),
  discountPercent: z.coerce
    .number({ error: m.percentInvalid })
    .int(m.percentInvalid)
    .min(MIN_PROMOTION_PERCENT, m.percentInvalid)
    .max(MAX_PROMOTION_PERCENT, m.percentInvalid),
  startsAt: dateTime(m.startsAtInvalid),
  endsAt: dateTime(m.endsAtInvalid),
  /** One category (id or slug) … */
  category: z.string().trim().max(200).optional(),
  /** … or a list of product ids. */
  productIds: z
    .array(z.string().trim().min(1).max(200))
    .max(MAX_PROMOTION_PRODUCTS, m.tooManyProducts)
    .optional(),
  slug: z
    .string()
    .trim()
    .max(200, m.slugInvalid)
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const slug = slugify(value);
      if (!slug) {
        ctx.addIssue({ code: 'custom', message: m.slugInvalid });
        return z.NEVER;
      }
      return slug;
    }),
});

/** Create and edit send the whole promotion: what it covers, and when, are read together. */
export const promotionInputSchema = promotionFields.superRefine((value, ctx) => {
  if (value.endsAt <= value.startsAt) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: m.endsBeforeStart });
  }
  const listed = (value.productIds ?? []).length > 0;
  if (value.category && listed) {
    ctx.addIssue({ code: 'custom', path: ['category'], message: m.coverBoth });
  } else if (!value.category && !listed) {
    ctx.addIssue({ code: 'custom', path: ['category'], message: m.coverRequired });
  }
});
export type PromotionInput = z.infer<typeof promotionInputSchema>;
/** What the form holds before it is parsed (dates as typed). */
export type PromotionFormValues = z.input<typeof promotionInputSchema>;
