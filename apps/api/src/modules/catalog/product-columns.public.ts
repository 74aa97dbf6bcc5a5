/**
 * How another module reads products in its own query (the cart and the wishlist join them to
 * their rows): through the catalogue's columns, and `toProduct` of the catalogue service turns
 * the record into the answer, so the product shape stays the catalogue's.
 */
import type { ProductStatus } from '@shop/shared/catalog/product-status';
import { eq } from 'drizzle-orm';
import { categories, products } from '../../db/schema/index';

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
};
