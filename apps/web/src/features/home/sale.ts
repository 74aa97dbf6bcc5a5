/**
 * Which products are on sale and by how much (DECISIONS.md section 4: a product is on sale
 * when it has a compare-at price above its price).
 */
import type { Product } from '@shop/shared/catalog/schemas';

export type SaleProduct = Product & { compareAtPrice: number };

export function isOnSale(product: Product): product is SaleProduct {
  return product.compareAtPrice !== null && product.compareAtPrice > product.price;
}

/** Whole percent off the compare-at price, e.g. ₹800 instead of ₹1,000 → 20. */
export function discountPercent(price: number, compareAtPrice: number): number {
  if (!(compareAtPrice > 0) || price >= compareAtPrice) return 0;
  return Math.round(((compareAtPrice - price) / compareAtPrice) * 100);
}

/** Products on sale, the biggest discount first, at most `limit`. */
export function pickSaleProducts(products: readonly Product[], limit: number): SaleProduct[] {
  return products
    .filter(isOnSale)
    .map((product) => ({
      product,
      percent: discountPercent(product.price, product.compareAtPrice),
    }))
    .sort((a, b) => b.percent - a.percent)
    .slice(0, limit)
    .map(({ product }) => product);
}
