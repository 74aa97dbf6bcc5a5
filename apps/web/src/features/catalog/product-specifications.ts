/**
 * The rows of a product page's Specifications: brand, SKU, manufacturer part number, weight and
 * dimensions, each only when the product has it (dimensions only when all three are known).
 */
import { catalogMessages as m } from '@shop/shared/catalog/messages';
import type { Product } from '@shop/shared/catalog/schemas';

export type SpecificationRow = { label: string; value: string };

export function productSpecifications(
  product: Pick<
    Product,
    'brand' | 'sku' | 'mpn' | 'weightGrams' | 'lengthMm' | 'widthMm' | 'heightMm'
  >,
): SpecificationRow[] {
  const rows: SpecificationRow[] = [];
  if (product.brand) rows.push({ label: m.brand, value: product.brand });
  if (product.sku) rows.push({ label: m.sku, value: product.sku });
  if (product.mpn) rows.push({ label: m.mpn, value: product.mpn });
  if (product.weightGrams) rows.push({ label: m.weight, value: m.grams(product.weightGrams) });
  if (product.lengthMm && product.widthMm && product.heightMm) {
    rows.push({
      label: m.dimensions,
      value: m.millimetres(product.lengthMm, product.widthMm, product.heightMm),
    });
  }
  return rows;
}
