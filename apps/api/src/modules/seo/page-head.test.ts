/**
 * The head a link preview reads: the page's own tags in place of the defaults, every value
 * escaped, and a product's JSON-LD that parses back to its price and availability whatever its
 * name holds.
 */
import type { Category, Product } from '@shop/shared/catalog/schemas';
import { describe, expect, it } from 'vitest';
import { imageSrcSet, PRODUCT_PAGE_IMAGE_SIZES } from '@shop/shared/catalog/uploads';
import { renderRobots, renderSitemap, renderSitemapIndex, sitemapFile } from './crawlers';
import {
  categoryHead,
  homeHead,
  jsonLdText,
  productHead,
  renderPageHead,
  summarise,
} from './page-head';

const TEMPLATE = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Default description."
    />
    <title>Default title</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const PUBLIC_URL = 'https://shop.example.in';

function product(overrides: Partial<Product> = {}): Product {
  return {
    _id: '6f1c2a3b-0000-4000-8000-000000000001',
    name: 'ESP32 DevKit',
    slug: 'esp32-devkit',
    description: 'Wi-Fi and Bluetooth board.',
    price: 649.5,
    compareAtPrice: null,
    quantity: 4,
    imageUrls: ['/uploads/products/a.webp', '/uploads/products/b.webp'],
    features: [],
    brand: 'Espressif',
    status: 'ACTIVE',
    sku: null,
    mpn: null,
    weightGrams: null,
    lengthMm: null,
    widthMm: null,
    heightMm: null,
    category: { _id: 'c1', name: 'Boards', slug: 'boards' },
    categoryName: 'Boards',
    createdAt: '2026-01-01T00:00:00.000Z',
    averageRating: null,
    reviewCount: 0,
    hsnCode: '8471',
    gstRate: 18,
    ...overrides,
  };
}

/** The documents's JSON-LD blocks, parsed. */
function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!),
  );
}

const metaContent = (html: string, property: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];

describe('renderPageHead', () => {
  it('replaces the default title and description, keeping the rest of the document', () => {
    const html = renderPageHead(TEMPLATE, productHead(product(), PUBLIC_URL));
    expect(html).not.toContain('Default title');
    expect(html).not.toContain('Default description.');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toMatch(/\n\s*\n/);
    expect(html).toContain('<title>ESP32 DevKit | CircuitKart</title>');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
    );
    expect(html).toContain('<div id="root"></div>');
  });

  it('gives absolute canonical, og:url and og:image from the public URL', () => {
    const html = renderPageHead(
      TEMPLATE,
      productHead(product(), PUBLIC_URL, 'esp32-devkit', '/uploads/share/products-a.jpg'),
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://shop.example.in/product/esp32-devkit" />',
    );
    expect(metaContent(html, 'og:url')).toBe('https://shop.example.in/product/esp32-devkit');
    // The share picture, a JPEG of the size previews show, not the WebP the page shows.
    expect(metaContent(html, 'og:image')).toBe(
      'https://shop.example.in/uploads/share/products-a.jpg',
    );
    expect(metaContent(html, 'og:image:type')).toBe('image/jpeg');
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:title')).toBe('ESP32 DevKit | CircuitKart');
    expect(metaContent(html, 'product:price:amount')).toBe('649.50');
  });

  it('escapes a name that tries to close the script, the title or an attribute', () => {
    const name = `</script><script>alert(1)</script> "quoted" & 'single' </title>\u2028$& $1`;
    const html = renderPageHead(
      TEMPLATE,
      productHead(product({ name, description: name }), PUBLIC_URL),
    );
    // Nothing the name holds becomes markup: one script element besides the app's own.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('alert(1)</script>');
    expect(html.match(/<\/title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &#39;single&#39; &lt;/title&gt;\u2028$&amp; $1 | CircuitKart</title>',
    );
    // `$&` stays text rather than repeating the matched title.
    expect(html).not.toContain('Default title');
    const [data] = jsonLdOf(html) as Array<{ name: string }>;
    expect(data!.name).toBe(name);
    const block = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1]!;
    expect(block).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('inserts before </head> when the template has no title', () => {
    const html = renderPageHead('<html><head></head><body></body></html>', homeHead(PUBLIC_URL));
    expect(html).toMatch(/<head><title>CircuitKart \| [^<]+<\/title>[\s\S]*<\/head><body>/);
  });
});

describe('jsonLdText', () => {
  it('escapes <, >, & and the line separators so the text parses back as the same data', () => {
    const data = { text: '</script><!-- & \u2028\u2029' };
    const text = jsonLdText(data);
    expect(text).toBe('{"text":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028\\u2029"}');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('productHead', () => {
  it("names the product's own SKU, not its id, and none when it has none", () => {
    const withSku = productHead(product({ sku: 'CK-ESP32-DK' }), PUBLIC_URL).jsonLd;
    expect(withSku).toMatchObject({ sku: 'CK-ESP32-DK', productID: product()._id });
    expect(productHead(product(), PUBLIC_URL).jsonLd).not.toHaveProperty('sku');
  });

  it('is a schema.org Product with its price in INR, brand, pictures and an in-stock offer', () => {
    const head = productHead(product(), PUBLIC_URL);
    expect(head.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'ESP32 DevKit',
      description: 'Wi-Fi and Bluetooth board.',
      image: [
        'https://shop.example.in/uploads/products/a.webp',
        'https://shop.example.in/uploads/products/b.webp',
      ],
      productID: '6f1c2a3b-0000-4000-8000-000000000001',
      brand: { '@type': 'Brand', name: 'Espressif' },
      category: 'Boards',
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example.in/product/esp32-devkit',
        price: '649.50',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: 'CircuitKart' },
      },
    });
  });

  it('says OutOfStock at no stock; no brand, picture or rating when there is none', () => {
    const head = productHead(product({ quantity: 0, brand: '', imageUrls: [] }), PUBLIC_URL);
    const data = head.jsonLd as Record<string, unknown> & { offers: { availability: string } };
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('aggregateRating');
    expect(head.image).toBeUndefined();
    expect(head.openGraph).toContainEqual(['product:availability', 'out of stock']);
  });

  it('carries the rating once the product has reviews', () => {
    const head = productHead(product({ averageRating: 4.5, reviewCount: 2 }), PUBLIC_URL);
    expect((head.jsonLd as Record<string, unknown>).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
    });
  });

  it('describes a product without a description by its name and price', () => {
    expect(productHead(product({ description: '  ' }), PUBLIC_URL).description).toBe(
      'ESP32 DevKit at CircuitKart, Hyderabad: ₹649.50.',
    );
  });
});

describe('categoryHead', () => {
  const category: Category = {
    _id: 'c1',
    CategoryName: 'Sensors & Modules',
    slug: 'sensors-modules',
    description: '',
    image: '/uploads/categories/s.webp',
    icon: '',
    emoji: '',
    productCount: 12,
    isNew: false,
  };

  it("is a website page with the web app's title, the category's picture and canonical URL", () => {
    const head = categoryHead(category, PUBLIC_URL, '/uploads/share/categories-s.jpg');
    expect(head).toMatchObject({
      title: 'Sensors & Modules Products | CircuitKart',
      canonicalUrl: 'https://shop.example.in/category/sensors-modules',
      image: 'https://shop.example.in/uploads/share/categories-s.jpg',
      type: 'website',
    });
    expect(head.description).toContain('12 products');
    expect(head.jsonLd).toBeUndefined();
    const html = renderPageHead(TEMPLATE, head);
    expect(html).toContain('<title>Sensors &amp; Modules Products | CircuitKart</title>');
  });
});

describe('preloads', () => {
  const preloads = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];

  it("starts a product page's answer, asked as the page asks, and its first picture", () => {
    const html = renderPageHead(
      TEMPLATE,
      productHead(product({ imageUrls: ['/uploads/products/x.svg'] }), PUBLIC_URL, 'Uno R3'),
    );
    expect(preloads(html)).toEqual([
      '<link rel="preload" href="/api/products/Uno%20R3" as="fetch" crossorigin="use-credentials" />',
      '<link rel="preload" href="/uploads/products/x.svg" as="image" fetchpriority="high" />',
    ]);
  });

  it("names an uploaded picture's widths and the sizes the page shows it at", () => {
    const upload = '/uploads/products/6f1c2a3b-0000-4000-8000-000000000009.webp';
    const html = renderPageHead(
      TEMPLATE,
      productHead(product({ imageUrls: [upload] }), PUBLIC_URL),
    );
    expect(preloads(html)[1]).toBe(
      `<link rel="preload" href="${upload}" as="image" imagesrcset="${imageSrcSet(upload)}" imagesizes="${PRODUCT_PAGE_IMAGE_SIZES}" fetchpriority="high" />`,
    );
  });

  it("starts the home and category pages' lists and escapes what it names", () => {
    expect(preloads(renderPageHead(TEMPLATE, homeHead(PUBLIC_URL, '/uploads/c/"a".svg')))).toEqual([
      '<link rel="preload" href="/api/categories" as="fetch" crossorigin="use-credentials" />',
      '<link rel="preload" href="/uploads/c/&quot;a&quot;.svg" as="image" fetchpriority="high" />',
    ]);
    const category = { _id: 'c/1', CategoryName: 'Boards', slug: 'boards' } as Category;
    expect(preloads(renderPageHead(TEMPLATE, categoryHead(category, PUBLIC_URL)))).toEqual([
      '<link rel="preload" href="/api/categories" as="fetch" crossorigin="use-credentials" />',
      '<link rel="preload" href="/api/products/category/c%2F1" as="fetch" crossorigin="use-credentials" />',
    ]);
  });
});

describe('summarise', () => {
  it('keeps a short text on one line and cuts a long one at a word', () => {
    expect(summarise('  two\n\nlines ')).toBe('two lines');
    const long = summarise('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
  });
});

describe('sitemap and robots', () => {
  it('lists each URL escaped with its last change', () => {
    const xml = renderSitemap([
      { url: 'https://shop.example.in/' },
      {
        url: 'https://shop.example.in/product/a&b',
        lastModified: new Date('2026-03-01T10:00:00Z'),
      },
    ]);
    expect(xml).toContain('<url><loc>https://shop.example.in/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://shop.example.in/product/a&amp;b</loc><lastmod>2026-03-01T10:00:00.000Z</lastmod></url>',
    );
  });

  it('splits the home page, the categories and the products into files of at most the limit', () => {
    const layout = { perFile: 10, fixed: 3, products: 25 };
    expect(sitemapFile(1, layout)).toEqual({ fixed: [0, 3], products: [0, 7] });
    expect(sitemapFile(2, layout)).toEqual({ fixed: [3, 3], products: [7, 17] });
    expect(sitemapFile(3, layout)).toEqual({ fixed: [3, 3], products: [17, 25] });
    for (const n of [0, 4, 1.5]) expect(sitemapFile(n, layout)).toBeUndefined();
    expect(sitemapFile(1, { perFile: 10, fixed: 3, products: 0 })).toEqual({
      fixed: [0, 3],
      products: [0, 0],
    });
  });

  it('indexes the files, escaped', () => {
    expect(renderSitemapIndex(['https://shop.example.in/sitemap-1.xml?a&b'])).toContain(
      '<sitemap><loc>https://shop.example.in/sitemap-1.xml?a&amp;b</loc></sitemap>',
    );
  });

  it('keeps crawlers out of private pages and names the sitemap', () => {
    const robots = renderRobots(PUBLIC_URL);
    expect(robots).toContain('Disallow: /checkout\n');
    expect(robots).toContain('Sitemap: https://shop.example.in/sitemap.xml');
  });
});
