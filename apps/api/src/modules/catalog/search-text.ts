/** The text a product is found by in full-text search. Every product write stores it. */
export function productSearchText(product: {
  name: string;
  brand?: string;
  description: string;
  features: readonly string[];
}): string {
  return [product.name, product.brand ?? '', product.description, ...product.features]
    .filter(Boolean)
    .join('\n');
}
