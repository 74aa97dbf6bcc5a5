/**
 * The text a product is found by in full-text search (its part numbers too): what `products.search_text` holds, the
 * column its vector is generated from. Every product write stores it, the catalogue service's
 * and the seed's alike, so it sits with the data rather than in either.
 */
export function productSearchText(product: {
  name: string;
  brand?: string;
  description: string;
  features: readonly string[];
  sku?: string | null;
  mpn?: string | null;
}): string {
  return [
    product.name,
    product.brand ?? '',
    product.sku ?? '',
    product.mpn ?? '',
    product.description,
    ...product.features,
  ]
    .filter(Boolean)
    .join('\n');
}
