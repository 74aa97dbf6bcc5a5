import { describe, expect, it } from 'vitest';
import { productSpecifications } from './product-specifications';

const none = {
  brand: '',
  sku: null,
  mpn: null,
  weightGrams: null,
  lengthMm: null,
  widthMm: null,
  heightMm: null,
};

describe("a product page's specifications", () => {
  it('lists what the product has, in words and units', () => {
    expect(
      productSpecifications({
        brand: 'Bosch',
        sku: 'CK-BME280',
        mpn: 'BME280',
        weightGrams: 12,
        lengthMm: 25,
        widthMm: 15,
        heightMm: 3,
      }),
    ).toEqual([
      { label: 'Brand', value: 'Bosch' },
      { label: 'SKU', value: 'CK-BME280' },
      { label: 'Manufacturer part number', value: 'BME280' },
      { label: 'Weight', value: '12 g' },
      { label: 'Dimensions (L × W × H)', value: '25 × 15 × 3 mm' },
    ]);
  });

  it('leaves out what is unknown, and dimensions unless all three are known', () => {
    expect(productSpecifications(none)).toEqual([]);
    expect(productSpecifications({ ...none, lengthMm: 25, widthMm: 15 })).toEqual([]);
    expect(productSpecifications({ ...none, weightGrams: 40 })).toEqual([
      { label: 'Weight', value: '40 g' },
    ]);
  });
});
