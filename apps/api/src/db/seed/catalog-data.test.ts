/** Pure checks on the seed catalogue data and its committed images. */
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { slugify } from '@shop/shared/catalog/paths';
import { seedCategories, seedProducts } from './catalog-data';

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
});
