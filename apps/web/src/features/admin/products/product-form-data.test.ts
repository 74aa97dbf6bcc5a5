import { describe, expect, it } from 'vitest';
import { catalogMessages as m } from '@shop/shared/catalog/messages';
import type { Product } from '@shop/shared/catalog/schemas';
import { catalogMessages } from '@shop/shared/catalog/messages';
import { gstMessages } from '@shop/shared/gst/messages';
import {
  addProductImages,
  canAddFeature,
  emptyProductForm,
  moveItem,
  productFormData,
  productFormFrom,
  validateProductForm,
  type ProductFormValues,
} from './product-form-data';

const png = (name: string, size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

const product: Product = {
  _id: 'p1',
  name: 'Arduino Uno',
  slug: 'arduino-uno',
  description: 'A board',
  price: 499.5,
  compareAtPrice: null,
  quantity: 7,
  imageUrls: ['/uploads/products/a.webp', '/uploads/products/b.webp', '/uploads/products/c.webp'],
  features: ['USB', 'ATmega328P'],
  brand: '',
  status: 'ACTIVE',
  sku: null,
  mpn: null,
  weightGrams: null,
  lengthMm: null,
  widthMm: null,
  heightMm: null,
  hsnCode: '8471',
  gstRate: 18,
  category: { _id: 'c1', name: 'Boards', slug: 'boards' },
  categoryName: 'Boards',
  createdAt: '2026-01-01T00:00:00.000Z',
  averageRating: null,
  reviewCount: 0,
};

const valid: ProductFormValues = {
  ...emptyProductForm(),
  name: 'Sensor',
  price: '120',
  quantity: '3',
  category: 'c1',
};

describe('the product form', () => {
  it('needs a name, a price, a quantity and a category, with the server’s messages', () => {
    expect(validateProductForm(emptyProductForm())).toMatchObject({
      name: 'Product name is required',
      price: 'Price is required',
      quantity: 'Quantity is required',
      category: 'Category is required',
    });
    expect(validateProductForm({ ...valid, quantity: '-1' }).quantity).toBe(
      'Quantity must be a whole number, 0 or more',
    );
    expect(validateProductForm(valid)).toEqual({});
  });

  it('allows at most 5 features', () => {
    const five = { ...valid, features: ['a', 'b', 'c', 'd', 'e'] };
    expect(canAddFeature(five)).toBe(false);
    expect(canAddFeature({ ...valid, features: ['a'] })).toBe(true);
    expect(validateProductForm({ ...five, features: [...five.features, 'f'] }).features).toBe(
      'Maximum 5 features allowed',
    );
  });

  it('keeps stored and new pictures apart and allows at most 4 in all', () => {
    const editing = productFormFrom(product);
    expect(editing.existingImages).toHaveLength(3);
    expect(editing.newImages).toEqual([]);
    const added = addProductImages(editing, [png('d.png'), png('e.png')]);
    expect(added.error).toBe('Maximum 4 images allowed');
    expect(added.values.newImages.map((file) => file.name)).toEqual(['d.png']);
    expect(added.values.existingImages).toEqual(product.imageUrls);
  });

  it('refuses a picture of 10 MB or more', () => {
    const added = addProductImages(valid, [png('big.png', 10_485_761), png('ok.png')]);
    expect(added.error).toBe('Image size should be less than 10MB');
    expect(added.values.newImages.map((file) => file.name)).toEqual(['ok.png']);
  });

  it('sends an edit with the pictures to keep and the new files', () => {
    const editing = productFormFrom(product);
    const values = {
      ...editing,
      price: '450',
      existingImages: [editing.existingImages[0]!, editing.existingImages[2]!],
      newImages: [png('n.png')],
      features: ['USB', '  ', 'Headers'],
    };
    const form = productFormData(values, editing, 'Boards');
    expect(form.get('price')).toBe('450');
    // The stock was not touched: orders placed meanwhile keep what they took.
    expect(form.has('quantity')).toBe(false);
    expect(form.get('category')).toBe('c1');
    expect(form.get('categoryName')).toBe('Boards');
    expect(JSON.parse(form.get('features') as string)).toEqual(['USB', 'Headers']);
    expect(JSON.parse(form.get('existingImages') as string)).toEqual([
      '/uploads/products/a.webp',
      '/uploads/products/c.webp',
    ]);
    expect(form.getAll('images').map((file) => (file as File).name)).toEqual(['n.png']);
  });

  it('sends a quantity the admin changed in an edit', () => {
    const editing = productFormFrom(product);
    const form = productFormData({ ...editing, quantity: '12' }, editing);
    expect(form.get('quantity')).toBe('12');
  });

  it('opens with the HSN code and GST rate, checks and sends them', () => {
    const editing = productFormFrom(product);
    expect(editing).toMatchObject({ hsnCode: '8471', gstRate: '18' });
    expect(emptyProductForm()).toMatchObject({ hsnCode: '8543', gstRate: '18' });
    expect(validateProductForm({ ...valid, gstRate: '15' }).gstRate).toBe(
      gstMessages.gstRateInvalid,
    );
    expect(validateProductForm({ ...valid, hsnCode: '12' }).hsnCode).toBe(gstMessages.hsnInvalid);
    const form = productFormData({ ...editing, hsnCode: ' 85423100 ', gstRate: '28' }, editing);
    expect(form.get('hsnCode')).toBe('85423100');
    expect(form.get('gstRate')).toBe('28');
  });

  it('opens with the low-stock threshold (5 for a new product), checks and sends it', () => {
    expect(emptyProductForm().lowStockThreshold).toBe('5');
    expect(productFormFrom({ ...product, lowStockThreshold: 2 }).lowStockThreshold).toBe('2');
    expect(validateProductForm({ ...valid, lowStockThreshold: '-1' }).lowStockThreshold).toBe(
      catalogMessages.lowStockThresholdInvalid,
    );
    expect(validateProductForm({ ...valid, lowStockThreshold: '0' }).lowStockThreshold).toBe(
      undefined,
    );
    const form = productFormData({ ...valid, lowStockThreshold: ' 12 ' }, undefined);
    expect(form.get('lowStockThreshold')).toBe('12');
  });

  it('sends no list of pictures to keep when adding', () => {
    const form = productFormData({ ...valid, newImages: [png('a.png'), png('b.png')] }, undefined);
    expect(form.has('existingImages')).toBe(false);
    expect(form.getAll('images')).toHaveLength(2);
    expect(form.get('compareAtPrice')).toBe('');
  });

  it('starts a new product as a draft and sends its status, brand, part numbers and measures', () => {
    const values = {
      ...emptyProductForm(),
      name: 'Relay',
      price: '120',
      quantity: '4',
      category: 'c1',
      brand: ' Songle ',
      sku: ' CK-RLY-1 ',
      mpn: 'SRD-05VDC',
      weightGrams: '18',
      lengthMm: '19',
      widthMm: '15',
      heightMm: '',
    };
    expect(values.status).toBe('DRAFT');
    expect(validateProductForm(values)).toEqual({});
    const form = productFormData(values, undefined);
    expect(form.get('status')).toBe('DRAFT');
    expect(form.get('brand')).toBe('Songle');
    expect(form.get('sku')).toBe('CK-RLY-1');
    expect(form.get('mpn')).toBe('SRD-05VDC');
    expect(form.get('weightGrams')).toBe('18');
    expect(form.get('heightMm')).toBe('');
    const opened = productFormFrom({ ...product, sku: 'A-1', weightGrams: 7, status: 'ARCHIVED' });
    expect(opened).toMatchObject({ sku: 'A-1', mpn: '', weightGrams: '7', status: 'ARCHIVED' });
  });

  it('says a price below ₹1 is too low, not that it is no number', () => {
    const values = { ...emptyProductForm(), name: 'X', quantity: '1', category: 'c1' };
    expect(validateProductForm({ ...values, price: '0' }).price).toBe(m.priceTooLow);
    expect(validateProductForm({ ...values, price: '-5' }).price).toBe(m.priceTooLow);
    expect(validateProductForm({ ...values, price: 'five' }).price).toBe(m.priceInvalid);
    expect(validateProductForm({ ...values, price: '1' }).price).toBeUndefined();
  });

  it('refuses to make a product active without a picture, a draft may have none', () => {
    const values = {
      ...emptyProductForm(),
      name: 'X',
      price: '10',
      quantity: '1',
      category: 'c1',
    };
    expect(validateProductForm(values)).toEqual({});
    expect(validateProductForm({ ...values, status: 'ACTIVE' }).newImages).toBe(
      m.activeNeedsPicture,
    );
    expect(validateProductForm({ ...values, status: 'ACTIVE', newImages: [png('a.png')] })).toEqual(
      {},
    );
    // Removing the last picture of an active product is refused too.
    const loaded = productFormFrom(product);
    expect(
      validateProductForm({ ...loaded, status: 'ACTIVE', existingImages: [] }, loaded).newImages,
    ).toBe(m.activeNeedsPicture);
  });

  it('moves a picture one place earlier or later, the first being the main one', () => {
    const pictures = ['a', 'b', 'c'];
    expect(moveItem(pictures, 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(pictures, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(pictures, 0, -1)).toEqual(pictures);
    expect(moveItem(pictures, 2, 1)).toEqual(pictures);
    const loaded = productFormFrom(product);
    const reordered = { ...loaded, existingImages: moveItem(loaded.existingImages, 1, -1) };
    expect(JSON.parse(productFormData(reordered, loaded).get('existingImages') as string)).toEqual([
      '/uploads/products/b.webp',
      '/uploads/products/a.webp',
      '/uploads/products/c.webp',
    ]);
  });
});
