/** Pure checks on the seed catalogue data and its committed images. */
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { slugify } from '@shop/shared/catalog/paths';
import { isGstRate, HSN_PATTERN } from '@shop/shared/gst/schemas';
import { productTax, seedCategories, seedProducts } from './catalog-data';

const imagePath = (file: string) => fileURLToPath(new URL(`./images/${file}`, import.meta.url));

describe('seed catalogue data', () => {
  it('has enough categories and products', () => {
    expect(seedCategories.length).toBeGreaterThanOrEqual(8);
    expect(seedProducts.length).toBeGreaterThanOrEqual(60);
  });

  it('uses unique slugs and names', () => {
    const categorySlugs = seedCategories.map((c) => c.slug);
    expect(new Set(categorySlugs).size).toBe(categorySlugs.length);
    expect(new Set(seedCategories.map((c) => c.name)).size).toBe(seedCategories.length);
    const productSlugs = seedProducts.map((p) => p.slug);
    expect(new Set(productSlugs).size).toBe(productSlugs.length);
  });

  it('derives category slugs from names and uses valid product slugs', () => {
    for (const c of seedCategories) expect(c.slug).toBe(slugify(c.name));
    for (const p of seedProducts) expect(p.slug).toBe(slugify(p.slug));
  });

  it('puts every product in an existing category, with at least 4 per category', () => {
    const slugs = new Set(seedCategories.map((c) => c.slug));
    for (const p of seedProducts) expect(slugs.has(p.categorySlug), p.slug).toBe(true);
    for (const c of seedCategories) {
      const count = seedProducts.filter((p) => p.categorySlug === c.slug).length;
      expect(count, c.slug).toBeGreaterThanOrEqual(4);
    }
  });

  it('has an existing, small SVG image for every product and category', () => {
    for (const item of [...seedProducts, ...seedCategories]) {
      expect(item.image.endsWith('.svg'), item.image).toBe(true);
      const file = imagePath(item.image);
      expect(existsSync(file), item.image).toBe(true);
      expect(statSync(file).size, item.image).toBeLessThan(8 * 1024);
    }
  });

  it('has 1 to 5 features per product', () => {
    for (const p of seedProducts) {
      expect(p.features.length, p.slug).toBeGreaterThanOrEqual(1);
      expect(p.features.length, p.slug).toBeLessThanOrEqual(5);
    }
  });

  it('uses positive integer prices and higher compare-at prices', () => {
    for (const p of seedProducts) {
      expect(Number.isInteger(p.pricePaise) && p.pricePaise > 0, p.slug).toBe(true);
      if (p.compareAtPaise !== undefined) {
        expect(Number.isInteger(p.compareAtPaise), p.slug).toBe(true);
        expect(p.compareAtPaise, p.slug).toBeGreaterThan(p.pricePaise);
      }
    }
    expect(
      seedProducts.filter((p) => p.compareAtPaise !== undefined).length,
    ).toBeGreaterThanOrEqual(10);
  });

  it('has realistic stock levels', () => {
    for (const p of seedProducts) {
      expect(Number.isInteger(p.quantity) && p.quantity >= 0 && p.quantity <= 250, p.slug).toBe(
        true,
      );
    }
    expect(seedProducts.filter((p) => p.quantity === 0)).toHaveLength(2);
  });

  it('gives every product an HSN code and a GST rate of its own', () => {
    expect(Object.keys(productTax).sort()).toEqual(seedProducts.map((p) => p.slug).sort());
    for (const p of seedProducts) {
      expect(HSN_PATTERN.test(p.hsnCode), p.slug).toBe(true);
      expect(isGstRate(p.gstRate), p.slug).toBe(true);
    }
  });

  it('classifies the goods one category code got wrong', () => {
    const hsn = (slug: string) => seedProducts.find((p) => p.slug === slug)!.hsnCode;
    expect(hsn('12v-2a-dc-power-adapter')).toBe('8504');
    expect(hsn('lm2596-buck-converter')).toBe('8504');
    expect(hsn('mt3608-boost-converter')).toBe('8504');
    expect(hsn('18650-li-ion-cell-2600mah')).toBe('8507');
    expect(hsn('hw-9v-battery-with-snap')).toBe('8506');
    expect(hsn('5mm-led-assortment-100-pcs')).toBe('8541');
    expect(hsn('1n4007-diode-pack-of-25')).toBe('8541');
    expect(hsn('ceramic-capacitor-kit-300-pcs')).toBe('8532');
    expect(hsn('electrolytic-capacitor-kit-120-pcs')).toBe('8532');
    expect(hsn('resistor-kit-600-pcs')).toBe('8533');
    expect(hsn('soldering-iron-60w-adjustable')).toBe('8515');
    expect(hsn('dt830d-digital-multimeter')).toBe('9030');
    expect(hsn('solder-wire-63-37-50g')).toBe('8311');
    // The starter kit is a board with parts, not a toy.
    expect(hsn('arduino-starter-kit-uno-r3')).not.toBe('9503');
  });

  it('taxes the robotics kits at 18%, as every other product', () => {
    const kits = seedProducts.filter((p) => p.categorySlug === 'robotics-kits');
    expect(kits.length).toBeGreaterThanOrEqual(4);
    for (const p of seedProducts) expect(p.gstRate, p.slug).toBe(18);
  });
});
