/** The catalogue contract: categories and products as the pages read them. */
import { z } from 'zod';
import { MAX_PAGE_DEPTH } from '../http/page-depth';
import { withinPageDepth } from '../http/paging';
import { catalogMessages } from './messages';
import { productStatuses } from './product-status';

export const categorySchema = z.object({
  _id: z.string(),
  CategoryName: z.string(),
  slug: z.string(),
  description: z.string(),
  image: z.string(),
  icon: z.string(),
  emoji: z.string(),
  productCount: z.number().int(),
  isNew: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** Rupees, at most 2 decimals. */
  price: z.number(),
  /** The price before the sale, when the product is on sale. */
  compareAtPrice: z.number().nullable(),
  quantity: z.number().int(),
  imageUrls: z.array(z.string()),
  features: z.array(z.string()),
  brand: z.string(),
  /** Shoppers only ever see ACTIVE products; staff see all three (docs/decisions/051). */
  status: z.enum(productStatuses),
  /** Stock-keeping unit and manufacturer part number, null when not given. */
  sku: z.string().nullable(),
  mpn: z.string().nullable(),
  /** Shipping weight in grams and size in millimetres, null when not given. */
  weightGrams: z.number().int().nullable(),
  lengthMm: z.number().int().nullable(),
  widthMm: z.number().int().nullable(),
  heightMm: z.number().int().nullable(),
  /** GST: the goods' HSN code and the rate (percent) included in the price. */
  hsnCode: z.string(),
  gstRate: z.number().int(),
  category: z.object({ _id: z.string(), name: z.string(), slug: z.string() }),
  categoryName: z.string(),
  createdAt: z.string(),
  /** The mean of its reviews' ratings to one decimal; null until it has a review. */
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  /**
   * The live promotion the price comes from (its largest discount), when one covers the
   * product: `price` is then the discounted price and `compareAtPrice` the list price or higher.
   */
  promotion: z
    .object({ _id: z.string(), title: z.string(), slug: z.string(), endsAt: z.string() })
    .nullable()
    .optional(),
});
export type Product = z.infer<typeof productSchema>;

export const productSorts = [
  'newest',
  'price-asc',
  'price-desc',
  'name',
  'relevance',
  /** Biggest discount off the compare-at price first. */
  'discount',
] as const;
export type ProductSort = (typeof productSorts)[number];
export const DEFAULT_PRODUCT_LIMIT = 100;
export const MAX_PRODUCT_LIMIT = 100;
/**
 * A product search shorter than this (after trimming) is no search: it answers the unfiltered
 * list, since one character matches most of the catalogue at the cost of reading all of it
 * (docs/decisions/033-bounded-collections-and-reads.md).
 */
export const MIN_SEARCH_LENGTH = 2;

/** Optional q, category, sort, page, limit; newest 100 without them. */
export const productListQuerySchema = z
  .object({
    q: z.string().trim().max(100, catalogMessages.searchTooLong).optional(),
    category: z.string().trim().max(100).optional(),
    sort: z.enum(productSorts).optional(),
    /** Only products on sale: a compare-at price above the price. */
    onSale: z.stringbool().optional(),
    page: z.coerce.number().int().min(1).max(MAX_PAGE_DEPTH).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_PRODUCT_LIMIT).optional(),
  })
  .superRefine(withinPageDepth(DEFAULT_PRODUCT_LIMIT));
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

