/**
 * The back office's catalogue forms: a category and a product as their multipart forms send
 * them (every value text). The server validates the assembled fields with these schemas and the
 * admin form can check them before sending. Pictures travel as file parts beside the fields and
 * are checked on their own (see ./uploads).
 */
import { z } from 'zod';
import { DEFAULT_GST_RATE, gstRateTextSchema, hsnCodeSchema } from '../gst/schemas';
import { catalogMessages as m } from './messages';
import { categoryIconNames } from './category-icons';
import { slugify } from './paths';
import { NEW_PRODUCT_STATUS, productStatuses } from './product-status';
import { isOnSale } from './sale';
import { MAX_PRODUCT_IMAGES } from './uploads';

export const MAX_FEATURES = 5;
export const MAX_PRICE_RUPEES = 10_000_000;
export const MAX_STOCK = 1_000_000;

/** Optional free text: trimmed, at most `max` characters. */
const optionalText = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).optional();

/**
 * An address name set by hand (`/category/<slug>`, `/product/<slug>`). Empty means "not set":
 * the server makes one from the name and keeps it when the name changes.
 */
const optionalSlug = z
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
  });

/** The lowest price a product sells at: the payment provider takes no less than ₹1. */
export const MIN_PRICE_RUPEES = 1;

/**
 * Rupees as typed: digits with at most 2 decimals, never in exponent form, at least ₹1. A
 * number below ₹1 (0, or negative) is told it is too low, not that it is no number.
 */
const rupees = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .superRefine((text, ctx) => {
      if (/^-\s*\d+(\.\d+)?$/.test(text) || /^0+(\.0*)?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: m.priceTooLow });
      } else if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: invalid });
      }
    })
    .transform(Number)
    .refine((value) => value >= MIN_PRICE_RUPEES, m.priceTooLow)
    .refine((value) => value <= MAX_PRICE_RUPEES, m.priceTooHigh);

/**
 * A stock-keeping unit or manufacturer part number: optional, trimmed; empty clears it (null).
 * Unique among products whatever the letter case (the database's index says so).
 */
const partNumber = (invalid: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null))
    .pipe(
      z
        .string()
        .max(64, invalid)
        .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, invalid)
        .nullable()
        .optional(),
    );

/** An optional measure in whole grams or millimetres, 1 or more; empty clears it (null). */
const measure = (invalid: string) =>
  z
    .string()
    .trim()
    .optional()
    .superRefine((value, ctx) => {
      if (value && !/^[1-9]\d{0,6}$/.test(value))
        ctx.addIssue({ code: 'custom', message: invalid });
    })
    .transform((value) => (value === undefined ? undefined : value ? Number(value) : null));

export const productStatusSchema = z.enum(productStatuses, { error: m.statusInvalid });

/** A JSON array of texts, as the form sends `features` and `existingImages`. */
const jsonTextArray = (invalid: string) =>
  z.string().transform((text, ctx) => {
    let parsed: unknown;
    try {
      parsed = text.trim() === '' ? [] : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === 'string')) {
      ctx.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    }
    return (parsed as string[]).map((item) => item.trim()).filter(Boolean);
  });

const categoryName = z
  .string({ error: m.categoryNameRequired })
  .trim()
  .min(1, m.categoryNameRequired)
  .max(100, m.categoryNameTooLong);

const categoryFields = {
  description: optionalText(5000, m.descriptionTooLong),
  /** One of the shop's category icons (see ./category-icons), or empty for none. */
  icon: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (categoryIconNames as string[]).includes(value),
      m.iconInvalid,
    )
    .optional(),
  emoji: optionalText(16, m.emojiTooLong),
  slug: optionalSlug,
};

/** A new category: the name is required, the rest optional (the image is a file part). */
export const categoryCreateSchema = z.object({ CategoryName: categoryName, ...categoryFields });
/** A category's edit: a field left out keeps its value; the slug changes only when sent. */
export const categoryUpdateSchema = z.object({
  CategoryName: categoryName.optional(),
  ...categoryFields,
});
export type CategoryCreateInput = z.infer<typeof categoryCreateSchema>;
export type CategoryUpdateInput = z.infer<typeof categoryUpdateSchema>;

const productFields = {
  description: optionalText(5000, m.descriptionTooLong),
  brand: optionalText(100, m.brandTooLong),
  sku: partNumber(m.skuInvalid),
  mpn: partNumber(m.mpnInvalid),
  weightGrams: measure(m.weightInvalid),
  lengthMm: measure(m.dimensionInvalid),
  widthMm: measure(m.dimensionInvalid),
  heightMm: measure(m.dimensionInvalid),
  /** The price before the sale: empty for none. */
  compareAtPrice: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null))
    .pipe(rupees(m.compareAtInvalid, m.compareAtInvalid).nullable().optional()),
  features: jsonTextArray(m.featuresInvalid)
    .pipe(z.array(z.string().max(200, m.featureTooLong)).max(MAX_FEATURES, m.tooManyFeatures))
    .optional(),
  slug: optionalSlug,
};

const productName = z
  .string({ error: m.productNameRequired })
  .trim()
  .min(1, m.productNameRequired)
  .max(200, m.productNameTooLong);
const price = rupees(m.priceRequired, m.priceInvalid);
const quantity = z
  .string({ error: m.quantityRequired })
  .trim()
  .min(1, m.quantityRequired)
  .regex(/^\d{1,9}$/, m.quantityInvalid)
  .transform(Number)
  .refine((value) => value <= MAX_STOCK, m.quantityTooHigh);
/** At or below this many units the back office shows the product as low on stock. */
const lowStockThreshold = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, m.lowStockThresholdInvalid)
  .transform(Number)
  .refine((value) => value <= MAX_STOCK, m.lowStockThresholdTooHigh);
/** The category's id (or slug). The form's `categoryName` is not needed: the id says it all. */
const category = z
  .string({ error: m.categoryRequired })
  .trim()
  .min(1, m.categoryRequired)
  .max(200, m.categoryUnknown);

/** The compare-at price, when there is one, must be above the price: that is what a sale is. */
export function compareAtProblem(values: {
  price: number;
  compareAtPrice: number | null;
}): string | undefined {
  return values.compareAtPrice !== null && !isOnSale(values) ? m.compareAtNotHigher : undefined;
}

/** A new product's tax: the most common class of electronic goods (18%) unless given. */
export const DEFAULT_HSN_CODE = '8543';

export const productCreateSchema = z
  .object({
    name: productName,
    price,
    quantity,
    category,
    lowStockThreshold: lowStockThreshold.optional(),
    hsnCode: hsnCodeSchema.optional().default(DEFAULT_HSN_CODE),
    gstRate: gstRateTextSchema.optional().default(DEFAULT_GST_RATE),
    /** A new product is a draft unless staff publish it at once (docs/decisions/051). */
    status: productStatusSchema.optional().default(NEW_PRODUCT_STATUS),
    ...productFields,
  })
  .superRefine((values, ctx) => {
    const problem = compareAtProblem({
      price: values.price,
      compareAtPrice: values.compareAtPrice ?? null,
    });
    if (problem) ctx.addIssue({ code: 'custom', path: ['compareAtPrice'], message: problem });
  });

/**
 * A product's edit: a field left out keeps its value. `existingImages` lists the pictures to
 * keep (in the order to show them), new ones come as file parts after them; left out, every
 * current picture stays.
 */
export const productUpdateSchema = z.object({
  name: productName.optional(),
  price: price.optional(),
  quantity: quantity.optional(),
  lowStockThreshold: lowStockThreshold.optional(),
  category: category.optional(),
  hsnCode: hsnCodeSchema.optional(),
  gstRate: gstRateTextSchema.optional(),
  status: productStatusSchema.optional(),
  ...productFields,
  existingImages: jsonTextArray(m.existingImagesInvalid)
    .pipe(z.array(z.string()).max(MAX_PRODUCT_IMAGES, m.tooManyImages))
    .optional(),
});
export type ProductCreateInput = z.infer<typeof productCreateSchema>;
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;

/**
 * The fields a product CSV import may change, each checked as the form checks it
 * (docs/decisions/055): the cells are text, as form fields are.
 */
export const productImportFieldSchemas = {
  price,
  quantity,
  lowStockThreshold,
  compareAtPrice: rupees(m.compareAtInvalid, m.compareAtInvalid),
};
