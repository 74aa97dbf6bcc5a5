/** The stock the cart reads: quantity, else the other field names stock may come under. */
export function stockOf(product: Record<string, unknown> | null | undefined): number | undefined {
  if (!product) return undefined;
  for (const key of ['quantity', 'stock', 'available', 'availableQty', 'qty']) {
    const value = product[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return undefined;
}
