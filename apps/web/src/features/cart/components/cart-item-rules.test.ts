import { describe, expect, it } from 'vitest';
import {
  cartItemProductId,
  describeCartItem,
  lineTotal,
  planQuantityChange,
  toCartLine,
  type LooseCartItem,
} from './cart-item-rules';

const fullProduct = {
  _id: 'p-1',
  name: 'ESP32 DevKit V1',
  description: 'Wi-Fi and Bluetooth board',
  price: 449.5,
  quantity: 7,
  imageUrls: ['', '/uploads/products/esp32.jpg'],
};

function item(product: LooseCartItem['product'], quantity = 2): LooseCartItem {
  return { _id: 'ci-1', quantity, product };
}

describe('describeCartItem', () => {
  it('is full when the product has a name and a price', () => {
    expect(describeCartItem(item(fullProduct))).toBe('full');
  });

  it('is full for a free product (price 0)', () => {
    expect(describeCartItem(item({ ...fullProduct, price: 0 }))).toBe('full');
  });

  it('is loading when the product is only an id', () => {
    expect(describeCartItem(item('p-1'))).toBe('loading');
  });

  it('is incomplete without a price', () => {
    const { price: _price, ...withoutPrice } = fullProduct;
    expect(describeCartItem(item(withoutPrice))).toBe('incomplete');
    expect(describeCartItem(item({ ...fullProduct, price: Number.NaN }))).toBe('incomplete');
  });

  it('is incomplete without a name', () => {
    const { name: _name, ...withoutName } = fullProduct;
    expect(describeCartItem(item(withoutName))).toBe('incomplete');
    expect(describeCartItem(item({ ...fullProduct, name: '   ' }))).toBe('incomplete');
  });

  it('is incomplete when the product is missing', () => {
    expect(describeCartItem(item(null))).toBe('incomplete');
    expect(describeCartItem(item(undefined))).toBe('incomplete');
  });
});

describe('cartItemProductId', () => {
  it('reads _id, then id, then the bare id string', () => {
    expect(cartItemProductId(item(fullProduct))).toBe('p-1');
    expect(cartItemProductId(item({ id: 'p-2', price: 10 }))).toBe('p-2');
    expect(cartItemProductId(item('p-3'))).toBe('p-3');
  });

  it('is undefined when there is no usable id', () => {
    expect(cartItemProductId(item({ name: 'No id', price: 10 }))).toBeUndefined();
    expect(cartItemProductId(item(''))).toBeUndefined();
    expect(cartItemProductId(item(null))).toBeUndefined();
  });
});

describe('toCartLine', () => {
  it('builds a full row with the first non-empty image, the stock and the line total', () => {
    expect(toCartLine(item(fullProduct, 3), 0)).toEqual({
      kind: 'full',
      key: 'ci-1',
      productId: 'p-1',
      name: 'ESP32 DevKit V1',
      description: 'Wi-Fi and Bluetooth board',
      imageUrl: '/uploads/products/esp32.jpg',
      price: 449.5,
      quantity: 3,
      stock: 7,
      lineTotal: 1348.5,
    });
  });

  it('falls back to the other stock fields', () => {
    const { quantity: _stock, ...rest } = fullProduct;
    const line = toCartLine(item({ ...rest, availableQty: 4 }), 0);
    expect(line.kind === 'full' && line.stock).toBe(4);
  });

  it('builds a placeholder row that still knows the id to remove by', () => {
    expect(toCartLine({ quantity: 1, product: 'p-9' }, 4)).toEqual({
      kind: 'loading',
      key: 'p-9',
      productId: 'p-9',
      quantity: 1,
    });
    expect(toCartLine({ quantity: 1, product: { _id: 'p-8' } }, 5)).toMatchObject({
      kind: 'incomplete',
      productId: 'p-8',
    });
    expect(toCartLine({ quantity: 1, product: null }, 6)).toMatchObject({
      kind: 'incomplete',
      key: 'item-6',
      productId: undefined,
    });
  });
});

describe('lineTotal', () => {
  it('multiplies in paise', () => {
    expect(lineTotal(0.1, 3)).toBe(0.3);
    expect(lineTotal(1299.99, 2)).toBe(2599.98);
  });
});

describe('planQuantityChange', () => {
  const line = { productId: 'p-1', stock: 5 };

  it('ignores a quantity below 1', () => {
    expect(planQuantityChange(line, 0)).toEqual({ kind: 'ignore' });
    expect(planQuantityChange(line, -3)).toEqual({ kind: 'ignore' });
  });

  it('refuses a quantity above the known stock', () => {
    expect(planQuantityChange(line, 6)).toEqual({ kind: 'above-stock', stock: 5 });
  });

  it('allows up to the stock, and anything when the stock is unknown', () => {
    expect(planQuantityChange(line, 5)).toEqual({ kind: 'update', productId: 'p-1', quantity: 5 });
    expect(planQuantityChange({ productId: 'p-1', stock: undefined }, 50)).toEqual({
      kind: 'update',
      productId: 'p-1',
      quantity: 50,
    });
  });

  it('refuses more units than a line may hold, pointing to a business enquiry', () => {
    const plenty = { productId: 'p-1', stock: 1000 };
    expect(planQuantityChange(plenty, 200)).toEqual({
      kind: 'update',
      productId: 'p-1',
      quantity: 200,
    });
    expect(planQuantityChange(plenty, 201)).toEqual({ kind: 'above-limit', limit: 200 });
    expect(planQuantityChange(plenty, 6, 5)).toEqual({ kind: 'above-limit', limit: 5 });
  });

  it('needs a product id', () => {
    expect(planQuantityChange({ productId: undefined, stock: 5 }, 2)).toEqual({
      kind: 'no-product',
    });
  });
});
