/**
 * When a product is on sale and by how much: a compare-at price above the price
 * (docs/decisions/004-catalogue-search-cache-cart.md). Zod-free, for every page that shows a price.
 */
export type SaleFields = { price: number; compareAtPrice: number | null };
export type OnSale<T extends SaleFields> = T & { compareAtPrice: number };

export function isOnSale<T extends SaleFields>(product: T): product is OnSale<T> {
  return product.compareAtPrice !== null && product.compareAtPrice > product.price;
}

/** Whole percent off the compare-at price, e.g. ₹800 instead of ₹1,000 → 20. */
export function discountPercent(price: number, compareAtPrice: number): number {
  if (!(compareAtPrice > 0) || price >= compareAtPrice) return 0;
  return Math.round(((compareAtPrice - price) / compareAtPrice) * 100);
}
