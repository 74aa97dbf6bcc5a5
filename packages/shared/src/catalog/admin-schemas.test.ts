import { describe, expect, it } from 'vitest';
import {
  categoryCreateSchema,
  categoryUpdateSchema,
  productCreateSchema,
  productUpdateSchema,
} from './admin-schemas';
import { gstMessages } from '../gst/messages';
import { catalogMessages as m } from './messages';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const product = {
  name: ' Arduino Nano ',
  price: '349.5',
  quantity: '10',
  category: 'development-boards',
  features: '["USB-C", " ", "ATmega328P"]',
};

describe('the category form', () => {
  it('trims the name and requires it', () => {
    expect(categoryCreateSchema.parse({ CategoryName: '  Sensors ' })).toEqual({
      CategoryName: 'Sensors',
    });
    expect(firstMessage(categoryCreateSchema.safeParse({ CategoryName: '  ' }))).toBe(
      m.categoryNameRequired,
    );
    expect(firstMessage(categoryCreateSchema.safeParse({}))).toBe(m.categoryNameRequired);
  });

  it('slugifies a slug set by hand, and leaves an empty one unset', () => {
    expect(categoryUpdateSchema.parse({ slug: 'Dev Boards!' }).slug).toBe('dev-boards');
    expect(categoryUpdateSchema.parse({ slug: '' }).slug).toBeUndefined();
    expect(firstMessage(categoryUpdateSchema.safeParse({ slug: '***' }))).toBe(m.slugInvalid);
  });
});

describe('the product form', () => {
  it('reads rupees, stock and the features array from text', () => {
    expect(productCreateSchema.parse(product)).toEqual({
      name: 'Arduino Nano',
      price: 349.5,
      quantity: 10,
      category: 'development-boards',
      features: ['USB-C', 'ATmega328P'],
      hsnCode: '8543',
      gstRate: 18,
      status: 'DRAFT',
    });
  });

  it('reads the HSN code and a GST rate in force, and refuses any other rate', () => {
    expect(
      productCreateSchema.parse({ ...product, hsnCode: ' 85423100 ', gstRate: '5' }),
    ).toMatchObject({
      hsnCode: '85423100',
      gstRate: 5,
    });
    for (const gstRate of ['15', '-5', '18.5', 'abc', '100']) {
      const answer = productUpdateSchema.safeParse({ gstRate });
      expect(answer.error?.issues[0]?.message, gstRate).toBe(gstMessages.gstRateInvalid);
    }
    expect(productUpdateSchema.safeParse({ hsnCode: '85A2' }).error?.issues[0]?.message).toBe(
      gstMessages.hsnInvalid,
    );
  });

  it.each([
    [{ price: 'abc' }, m.priceInvalid],
    [{ price: '-1' }, m.priceTooLow],
    [{ price: '0' }, m.priceTooLow],
    [{ price: '0.99' }, m.priceTooLow],
    [{ status: 'LIVE' }, m.statusInvalid],
    [{ sku: 'has space' }, m.skuInvalid],
    [{ mpn: 'x'.repeat(65) }, m.mpnInvalid],
    [{ weightGrams: '0' }, m.weightInvalid],
    [{ widthMm: '-3' }, m.dimensionInvalid],
    [{ price: '1e3' }, m.priceInvalid],
    [{ price: '10.999' }, m.priceInvalid],
    [{ price: '' }, m.priceRequired],
    [{ price: '10000001' }, m.priceTooHigh],
    [{ quantity: '-1' }, m.quantityInvalid],
    [{ quantity: '1.5' }, m.quantityInvalid],
    [{ quantity: undefined }, m.quantityRequired],
    [{ features: '["a","b","c","d","e","f"]' }, m.tooManyFeatures],
    [{ features: '{"a":1}' }, m.featuresInvalid],
    [{ features: 'a, b' }, m.featuresInvalid],
    [{ category: ' ' }, m.categoryRequired],
    [{ compareAtPrice: '300' }, m.compareAtNotHigher],
    [{ compareAtPrice: 'lots' }, m.compareAtInvalid],
  ])('refuses %o', (change, message) => {
    expect(firstMessage(productCreateSchema.safeParse({ ...product, ...change }))).toBe(message);
  });

  it('takes a compare-at price above the price; empty means none', () => {
    expect(productCreateSchema.parse({ ...product, compareAtPrice: '399' }).compareAtPrice).toBe(
      399,
    );
    expect(productUpdateSchema.parse({ compareAtPrice: '' }).compareAtPrice).toBeNull();
    expect(productUpdateSchema.parse({}).compareAtPrice).toBeUndefined();
  });

  it('reads part numbers trimmed and measures as whole numbers; empty clears them', () => {
    expect(
      productCreateSchema.parse({ ...product, sku: ' CK-1 ', mpn: '', weightGrams: '250' }),
    ).toMatchObject({ sku: 'CK-1', mpn: null, weightGrams: 250 });
    expect(productUpdateSchema.parse({ lengthMm: '' }).lengthMm).toBeNull();
    expect(productUpdateSchema.parse({}).sku).toBeUndefined();
    expect(productCreateSchema.parse({ ...product, price: '1' }).price).toBe(1);
  });

  it('edits: every field optional, existingImages a JSON array of at most 4', () => {
    expect(productUpdateSchema.parse({ quantity: '0' })).toEqual({ quantity: 0 });
    expect(productUpdateSchema.parse({ existingImages: '[]' }).existingImages).toEqual([]);
    expect(
      firstMessage(productUpdateSchema.safeParse({ existingImages: '["a","b","c","d","e"]' })),
    ).toBe(m.tooManyImages);
  });
});
