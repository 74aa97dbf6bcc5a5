/**
 * How another module reads products in its own query (the cart and the wishlist join them to
 * their rows): through the catalogue's columns, and `toProduct` of the catalogue service turns
 * the record into the answer, so the product shape stays the catalogue's.
 */
import type { ProductStatus } from '@shop/shared/catalog/product-status';
import { discountedPaise } from '@shop/shared/promotions/schemas';
import { eq, sql, type SQL } from 'drizzle-orm';
import { categories, products, promotions } from '../../db/schema/index';

/** The columns a product answer needs (not the search text and vector). */
export const productColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  pricePaise: products.pricePaise,
  compareAtPaise: products.compareAtPaise,
  quantity: products.quantity,
  imageUrls: products.imageUrls,
  features: products.features,
  brand: products.brand,
  status: products.status,
  sku: products.sku,
  mpn: products.mpn,
  weightGrams: products.weightGrams,
  lengthMm: products.lengthMm,
  widthMm: products.widthMm,
  heightMm: products.heightMm,
  hsnCode: products.hsnCode,
  gstRate: products.gstRate,
  createdAt: products.createdAt,
  ratingCount: products.ratingCount,
  ratingTotal: products.ratingTotal,
  categoryId: categories.id,
  categoryName: categories.name,
  categorySlug: categories.slug,
};
/** Shoppers see a product only while it is on sale (docs/decisions/051). */
export const onSaleToShoppers = eq(products.status, 'ACTIVE');

export type ProductRecord = {
  id: string;
  name: string;
  slug: string;
  description: string;
  pricePaise: number;
  compareAtPaise: number | null;
  quantity: number;
  imageUrls: string[];
  features: string[];
  brand: string;
  status: ProductStatus;
  sku: string | null;
  mpn: string | null;
  weightGrams: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  hsnCode: string;
  gstRate: number;
  createdAt: Date;
  ratingCount: number;
  ratingTotal: number;
  categoryId: string;
  categoryName: string;
  categorySlug: string;
  /** The live promotion with the largest discount covering the product, for shoppers' reads. */
  promotionId?: string | null;
  promotionTitle?: string | null;
  promotionSlug?: string | null;
  promotionEndsAt?: Date | null;
  promotionPercent?: number | null;
};

/**
 * The live promotions (started, not ended, by the database's clock) that cover the products row
 * of the query around it: those listing it and those of its category. `lp` is the promotion.
 */
const coversProduct = sql`lp.starts_at <= now() AND lp.ends_at > now()
  AND (lp.category_id = ${products.categoryId}
    OR EXISTS (SELECT 1 FROM promotion_products AS lpp
      WHERE lpp.promotion_id = lp.id AND lpp.product_id = ${products.id}))`;

/** The live promotion a product's price comes from: the largest discount, then the soonest end. */
const bestLivePromotionId = sql`(SELECT lp.id FROM promotions AS lp WHERE ${coversProduct}
  ORDER BY lp.percent DESC, lp.ends_at ASC, lp.id ASC LIMIT 1)`;

/**
 * How a shopper's read joins the promotion its price comes from (left join: most products have
 * none). Staff reads join nothing: they read and write the list price.
 */
export const livePromotionJoin = (reader: 'shopper' | 'staff' = 'shopper'): SQL =>
  reader === 'shopper' ? sql`${promotions.id} = ${bestLivePromotionId}` : sql`false`;

/** The promotion columns of a shopper's read, joined by `livePromotionJoin`. */
export const promotionColumns = {
  promotionId: promotions.id,
  promotionTitle: promotions.title,
  promotionSlug: promotions.slug,
  promotionEndsAt: promotions.endsAt,
  promotionPercent: promotions.percent,
};

/** The largest live discount on the product, 0 when none: what sorting by price reads. */
const bestLivePercent = sql`coalesce((SELECT max(lp.percent) FROM promotions AS lp
  WHERE ${coversProduct}), 0)`;

/** What a shopper pays in paise, in SQL: the same rounding as `discountedPaise`. */
export const shopperPricePaise = sql`round(${products.pricePaise} * (100 - ${bestLivePercent}) / 100.0)::int`;

/** Whether a live promotion covers the product. */
export const underLivePromotion = sql`EXISTS (SELECT 1 FROM promotions AS lp WHERE ${coversProduct})`;

/**
 * A shopper's price of a record read with the promotion columns: discounted while a live
 * promotion covers it, else the list price.
 */
export function shopperPrice(row: ProductRecord): {
  pricePaise: number;
  compareAtPaise: number | null;
} {
  if (row.promotionId == null || row.promotionPercent == null) {
    return { pricePaise: row.pricePaise, compareAtPaise: row.compareAtPaise };
  }
  return {
    pricePaise: discountedPaise(row.pricePaise, row.promotionPercent),
    compareAtPaise: Math.max(row.pricePaise, row.compareAtPaise ?? 0),
  };
}
