/**
 * What a link preview or a search engine gets over HTTP, without running the web app: product,
 * category and home pages with their own head, products added in the back office showing at once
 * (escaped, whatever their name), the sitemap following adds and deletes, and robots.txt.
 */
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Category, Product } from '@shop/shared/catalog/schemas';
import { imageSrcSet, PRODUCT_PAGE_IMAGE_SIZES } from '@shop/shared/catalog/uploads';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index';
import { adminClient } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { PAGE_MODULES } from './seo.routes';

/** A built index.html in miniature: the generic head the pages' own replaces. */
const INDEX_HTML = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Generic shop description." />
    <title>Generic shop title</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
/** The build's manifest in miniature: the product page's chunk, a chunk it shares, the entry. */
const MANIFEST = {
  'index.html': { file: 'assets/index-test.js', isEntry: true },
  [PAGE_MODULES.product]: {
    file: 'assets/product-page-test.js',
    imports: ['index.html', '_price-test.js'],
    css: ['assets/product-page-test.css'],
  },
  '_price-test.js': { file: 'assets/price-test.js', imports: ['index.html'] },
};
const PUBLIC_URL = 'https://shop.example.in';
const HTML = { accept: 'text/html,application/xhtml+xml' };

let t: TestApp;
let admin: HttpClient;
let category: Category;

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'circuitkart-seo-web-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'index-test.js'), 'export {};\n');
  t = await startTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL });
  admin = await adminClient(t);
  const categories = (await t.client().get<Category[]>('/api/categories')).body;
  category = categories.find((c) => c.productCount > 0)!;
});
afterAll(async () => {
  await t?.close();
});

describe('the built app', () => {
  it('lets a browser keep a hashed script for good; the page itself is asked for again', async () => {
    const script = await fetch(`${t.url}/assets/index-test.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${t.url}/`, { headers: HTML });
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
});

async function addProduct(fields: Record<string, string>): Promise<Product> {
  const form = new FormData();
  const all = {
    description: 'A board for tests.',
    price: '649.50',
    quantity: '7',
    status: 'ACTIVE',
    ...fields,
  };
  for (const [name, value] of Object.entries({ category: category._id, ...all })) {
    form.append(name, value);
  }
  const picture = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 8, g: 122, b: 151 } },
  })
    .png()
    .toBuffer();
  form.append('images', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'board.png');
  const answer = await admin.request<Product>('POST', '/api/products', { body: form });
  if (answer.status !== 201) throw new Error(`add answered ${answer.status}`);
  return answer.body;
}

async function page(url: string) {
  const answer = await t.client().get<string>(url, HTML);
  return { ...answer, html: answer.body };
}

const metaContent = (html: string, property: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1];

/** The parts of the Product JSON-LD the tests read. */
interface ProductData {
  name: string;
  offers: { price: string; availability: string };
}

function jsonLd(html: string): ProductData[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as ProductData,
  );
}

describe('product pages', () => {
  it("carry the product's title, absolute picture and a Product with the server's price", async () => {
    const product = await addProduct({
      name: 'SEO Test ESP32 Board',
      brand: 'Espressif',
      sku: 'SEO-ESP32-01',
    });
    const { status, headers, html } = await page(`/product/${product.slug}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<title>SEO Test ESP32 Board | CircuitKart</title>');
    expect(html).not.toContain('Generic shop title');
    expect(metaContent(html, 'description')).toBe('A board for tests.');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/product/${product.slug}" />`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/product/${product.slug}`);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-test.js">');

    const [data] = jsonLd(html);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'SEO Test ESP32 Board',
      sku: 'SEO-ESP32-01',
      productID: product._id,
      brand: { name: 'Espressif' },
      image: [`${PUBLIC_URL}${product.imageUrls[0]}`],
      offers: {
        price: '649.50',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: `${PUBLIC_URL}/product/${product.slug}`,
      },
    });
    expect(Number(data!.offers.price)).toBe(product.price);

    // By id too, with the slug's URL as the canonical one; the price is the server's current.
    await admin.request('PUT', `/api/products/${product._id}`, {
      body: (() => {
        const form = new FormData();
        form.append('price', '599');
        return form;
      })(),
    });
    const byId = await page(`/product/${product._id}`);
    expect(byId.status).toBe(200);
    expect(metaContent(byId.html, 'og:url')).toBe(`${PUBLIC_URL}/product/${product.slug}`);
    expect(jsonLd(byId.html)[0]!.offers.price).toBe('599.00');
  });

  it('start the answer, the picture and the chunks the page needs, beside the entry', async () => {
    const product = await addProduct({ name: 'SEO Test Preloaded Board' });
    const { html } = await page(`/product/${product._id}`);
    const preloads = html.match(/<link rel="(?:module)?preload"[^>]*>/g);
    const picture = product.imageUrls[0]!;
    expect(preloads).toEqual([
      `<link rel="preload" href="/api/products/${product._id}" as="fetch" crossorigin="use-credentials" />`,
      `<link rel="preload" href="${picture}" as="image" imagesrcset="${imageSrcSet(picture)}" imagesizes="${PRODUCT_PAGE_IMAGE_SIZES}" fetchpriority="high" />`,
      '<link rel="modulepreload" href="/assets/product-page-test.js" crossorigin />',
      '<link rel="preload" href="/assets/product-page-test.css" as="style" crossorigin />',
      '<link rel="modulepreload" href="/assets/price-test.js" crossorigin />',
    ]);
  });

  it("name modules the web app has (else a page's chunks start late)", () => {
    const webRoot = path.resolve(import.meta.dirname, '../../../../web');
    for (const source of Object.values(PAGE_MODULES)) {
      expect(existsSync(path.join(webRoot, source)), source).toBe(true);
    }
  });

  it('say OutOfStock for a product without stock', async () => {
    const product = await addProduct({ name: 'SEO Test Sold Out Sensor', quantity: '0' });
    const { html } = await page(`/product/${product.slug}`);
    expect(jsonLd(html)[0]!.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('keep a malicious name as text, in the title, the tags and the JSON-LD', async () => {
    const name = `</script><script>alert(1)</script> "Hack" & 'co' </title><b>`;
    const product = await addProduct({ name, description: name });
    const { status, headers, html } = await page(`/product/${product._id}`);
    expect(status).toBe(200);
    // The JSON-LD is data, not run: the page's policy still allows only the shop's own scripts.
    expect(headers.get('content-security-policy')).toContain("script-src 'self';");
    // The app's own module script and the JSON-LD block: nothing more.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>');
    expect(html.match(/<\/title>/g)).toHaveLength(1);
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(metaContent(html, 'og:title')).toContain('&quot;Hack&quot; &amp; &#39;co&#39;');
    expect(jsonLd(html)[0]!.name).toBe(product.name);
  });

  it('send the generic head with a 404 for a product that does not exist', async () => {
    for (const url of [
      '/product/no-such-product',
      '/product/00000000-0000-4000-8000-000000000000',
      '/product/%3Cscript%3E',
    ]) {
      const { status, headers, html } = await page(url);
      expect(status, url).toBe(404);
      expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(html).toBe(INDEX_HTML);
    }
  });
});

/** The share picture a page's og:image names, read back from the server. */
async function sharePicture(html: string) {
  const url = metaContent(html, 'og:image');
  expect(url, 'og:image').toBeDefined();
  expect(url!.startsWith(`${PUBLIC_URL}/uploads/share/`), url).toBe(true);
  expect(metaContent(html, 'og:image:type')).toBe('image/jpeg');
  expect(metaContent(html, 'og:image:width')).toBe('1200');
  expect(metaContent(html, 'og:image:height')).toBe('630');
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  const answer = await fetch(`${t.url}${new URL(url!).pathname}`);
  expect(answer.status, url).toBe(200);
  const bytes = Buffer.from(await answer.arrayBuffer());
  // A JPEG by its first bytes, whatever the name or the declared type say.
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const { format, width = 0, height = 0 } = await sharp(bytes).metadata();
  expect(format).toBe('jpeg');
  expect(Math.min(width, height)).toBeGreaterThanOrEqual(600);
  return { url: url!, path: new URL(url!).pathname, headers: answer.headers };
}

describe('link previews', () => {
  it("show a product's first picture as a JPEG a preview app can render", async () => {
    const product = await addProduct({ name: 'SEO Test Previewed Board' });
    const { html } = await page(`/product/${product.slug}`);
    const picture = await sharePicture(html);
    // Named after the picture it shows, so a browser or preview app may keep it for good.
    expect(picture.path).toBe(
      `/uploads/share/products-${product.imageUrls[0]!.split('/').pop()!.replace('.webp', '')}.jpg`,
    );
    expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("follow the product's first picture when it changes, and go with it", async () => {
    const product = await addProduct({ name: 'SEO Test Repictured Board' });
    const before = await sharePicture((await page(`/product/${product.slug}`)).html);
    const form = new FormData();
    form.append('existingImages', '[]');
    const red = await sharp({
      create: { width: 700, height: 700, channels: 3, background: { r: 200, g: 20, b: 20 } },
    })
      .jpeg()
      .toBuffer();
    form.append('images', new Blob([new Uint8Array(red)], { type: 'image/jpeg' }), 'red.jpg');
    const edited = await admin.request<Product>('PUT', `/api/products/${product._id}`, {
      body: form,
    });
    expect(edited.status).toBe(200);
    const after = await sharePicture((await page(`/product/${product.slug}`)).html);
    expect(after.url).not.toBe(before.url);
    const { data } = await sharp(
      Buffer.from(await (await fetch(`${t.url}${after.path}`)).arrayBuffer()),
    )
      .extract({ left: 600, top: 315, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[1]).toBeLessThan(80);
    // The dropped picture's share picture went with it.
    expect((await fetch(`${t.url}${before.path}`)).status).toBe(404);
  });

  it("make the seed's drawings, a category's picture and the shop's own into JPEGs", async () => {
    const seeded = (await t.client().get<Product[]>('/api/products?limit=100')).body.find((p) =>
      p.imageUrls[0]?.endsWith('.svg'),
    )!;
    expect(seeded).toBeDefined();
    await sharePicture((await page(`/product/${seeded.slug}`)).html);
    await sharePicture((await page(`/category/${category.slug}`)).html);
    const home = await sharePicture((await page('/')).html);
    expect(home.path).toBe('/uploads/share/shop.jpg');
  });

  it('fall back to the shop picture for a product without one', async () => {
    const product = await addProduct({ name: 'SEO Test Bare Board' });
    // A product from before pictures were required for sale, or imported without one.
    await t.database.db.update(products).set({ imageUrls: [] }).where(eq(products.id, product._id));
    const picture = await sharePicture((await page(`/product/${product.slug}`)).html);
    expect(picture.path).toBe('/uploads/share/shop.jpg');
  });
});

/** The server's block of a page's essentials, shown without JavaScript. */
function serverPage(html: string): string {
  const block = /<div id="root"><div data-server-page>([\s\S]*?)<\/div><\/div>/.exec(html);
  expect(block, 'the essentials inside #root').not.toBeNull();
  return block![1]!;
}

describe('pages without JavaScript', () => {
  it("a product's name, price, availability, picture, description and links are in its HTML", async () => {
    const product = await addProduct({
      name: 'SEO Test Plain Board',
      price: '1249.50',
      description: 'A board read without script.',
    });
    const body = serverPage((await page(`/product/${product.slug}`)).html);
    expect(body).toContain('<h1>SEO Test Plain Board</h1>');
    expect(body).toContain('<p>₹1,249.50</p>');
    expect(body).toContain('<p>In Stock</p>');
    expect(body).toMatch(
      new RegExp(
        `<img src="${product.imageUrls[0]}"[^>]* alt="SEO Test Plain Board" width="400" height="400" />`,
      ),
    );
    expect(body).toContain('<p>A board read without script.</p>');
    expect(body).toContain('<a href="/">Home</a>');
    expect(body).toContain(`<a href="/category/${category.slug}">${category.CategoryName}</a>`);

    const soldOut = await addProduct({ name: 'SEO Test Plain Sold Out', quantity: '0' });
    expect(serverPage((await page(`/product/${soldOut.slug}`)).html)).toContain(
      '<p>Out of Stock</p>',
    );
  });

  it('a name with markup in it stays text', async () => {
    const name = `<script>alert("x")</script> 'Quoted' & "more"`;
    const product = await addProduct({ name, description: `${name} <img src=x onerror=alert(1)>` });
    const { html } = await page(`/product/${product._id}`);
    const body = serverPage(html);
    expect(body).not.toContain('<script');
    expect(body).not.toContain('<img src=x');
    expect(body).toContain(
      '<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#39;Quoted&#39; &amp; &quot;more&quot;</h1>',
    );
    expect(body).toContain(
      'alt="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#39;Quoted&#39;',
    );
    const seen = await page(`/category/${category.slug}`);
    expect(serverPage(seen.html)).toContain(
      `>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &#39;Quoted&#39; &amp; &quot;more&quot;</a> ₹649.50</li>`,
    );
    expect(seen.html.match(/<script/g)).toHaveLength(1);
  });

  it("a category's name and its products' names, prices and links are in its HTML", async () => {
    const products = (await t.client().get<Product[]>(`/api/products/category/${category._id}`))
      .body;
    const body = serverPage((await page(`/category/${category.slug}`)).html);
    expect(body).toContain(`<h1>${category.CategoryName} Products</h1>`);
    for (const product of products.slice(0, 60)) {
      expect(body).toContain(`<a href="/product/${product.slug}">`);
    }
    expect(body).toContain(
      `₹${products[0]!.price.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
  });

  it("the home page has the shop's name, the categories and the featured products with links", async () => {
    const categories = (await t.client().get<Category[]>('/api/categories')).body;
    const onSale = (
      await t.client().get<Product[]>('/api/products?onSale=true&sort=discount&limit=8')
    ).body;
    expect(onSale.length).toBeGreaterThan(0);
    const body = serverPage((await page('/')).html);
    expect(body).toContain('<h1>CircuitKart: ');
    for (const c of categories) {
      expect(body).toContain(
        `<li><a href="/category/${c.slug}">${c.CategoryName.replace(/&/g, '&amp;')}</a></li>`,
      );
    }
    expect(body).toContain('<h2>Featured Products on Sale</h2>');
    for (const p of onSale) expect(body).toContain(`<a href="/product/${p.slug}">`);
  });
});

describe('unknown paths', () => {
  it('answer 404 with the web app, which shows its own not-found page', async () => {
    for (const url of ['/no-such-page', '/shop/extra/segments', '/produkt/esp32', '/category']) {
      const { status, headers, html } = await page(url);
      expect(status, url).toBe(404);
      expect(headers.get('content-type'), url).toMatch(/^text\/html/);
      expect(html, url).toBe(INDEX_HTML);
    }
  });

  it("answer 200 for the app's own pages, whatever their case or trailing slash", async () => {
    for (const url of [
      '/shop',
      '/shop/',
      '/Shop?q=esp32',
      '/search?q=relay',
      '/services/pcb',
      '/deals/diwali-sale',
      '/checkout',
      '/admin',
      '/admin/products',
      '/admin/anything-of-the-back-office',
      '/admin-login',
      '/newsletter/confirm?token=abc',
    ]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html, url).toBe(INDEX_HTML);
    }
  });

  it('under /api, /uploads and /assets keep their own 404 answer', async () => {
    for (const url of ['/api/no-such-thing', '/uploads/products/none.webp', '/assets/none.js']) {
      const { status, headers } = await page(url);
      expect(status, url).toBe(404);
      expect(headers.get('content-type'), url).toMatch(/^application\/json/);
    }
  });
});

describe('category and home pages', () => {
  it("carry the category's title, canonical URL and picture", async () => {
    const { status, html } = await page(`/category/${category.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${category.CategoryName} Products | CircuitKart</title>`);
    expect(html).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/category/${category.slug}" />`,
    );
    expect(metaContent(html, 'og:type')).toBe('website');
    // Named after the category's picture.
    const picture = await sharePicture(html);
    expect(picture.path).toBe(
      `/uploads/share/categories-${category.image
        .split('/')
        .pop()!
        .replace(/\.\w+$/, '')}.jpg`,
    );
    expect(jsonLd(html)).toEqual([]);
    // By id, the same page.
    const byId = await page(`/category/${category._id}`);
    expect(metaContent(byId.html, 'og:url')).toBe(`${PUBLIC_URL}/category/${category.slug}`);
    const unknown = await page('/category/no-such-category');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toBe(INDEX_HTML);
    // The order a shopper chose on the page (?sort=) leaves its head as it is.
    const sorted = await page(`/category/${category.slug}?sort=price-asc&page=2`);
    expect(sorted.status).toBe(200);
    expect(sorted.html).toBe(html);
  });

  it('the home page has the shop title and its canonical URL', async () => {
    const { status, headers, html } = await page('/');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain(
      '<title>CircuitKart | Electronic Components, Development Boards &amp; IoT Devices</title>',
    );
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(jsonLd(html)).toEqual([]);
  });

  it('other paths still get the web app as built', async () => {
    const { status, html } = await page('/checkout');
    expect(status).toBe(200);
    expect(html).toBe(INDEX_HTML);
  });
});

describe('sitemap and robots.txt', () => {
  it('list every category and product, following adds and deletes at once', async () => {
    const kept = await addProduct({ name: 'SEO Test Listed Relay' });
    const gone = await addProduct({ name: 'SEO Test Deleted Relay' });
    const before = await t.client().get<string>('/sitemap.xml');
    expect(before.body).toContain(`<loc>${PUBLIC_URL}/product/${gone.slug}</loc>`);
    expect((await admin.delete(`/api/products/${gone._id}`)).status).toBe(200);

    const { status, headers, body } = await t.client().get<string>('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(body).toContain(`<url><loc>${PUBLIC_URL}/</loc></url>`);
    expect(body).toMatch(
      new RegExp(
        `<url><loc>${PUBLIC_URL}/product/${kept.slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod></url>`,
      ),
    );
    expect(body).not.toContain(`/product/${gone.slug}<`);
    const categories = (await t.client().get<Category[]>('/api/categories')).body;
    for (const c of categories)
      expect(body).toContain(`<loc>${PUBLIC_URL}/category/${c.slug}</loc>`);
    const products = (await t.client().get<Product[]>('/api/products?limit=100')).body;
    for (const p of products) expect(body).toContain(`<loc>${PUBLIC_URL}/product/${p.slug}</loc>`);
  });

  it('builds the sitemap once and keeps it until the catalogue is told of a change', async () => {
    const product = await addProduct({ name: 'SEO Test Kept Relay' });
    // The products trigger's NOTIFY of that add reaches this instance a moment after the commit
    // on PostgreSQL, and drops what is kept; the build below must come after it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const first = await t.client().get<string>('/sitemap.xml');
    expect(first.body).toContain(`<loc>${PUBLIC_URL}/product/${product.slug}</loc>`);

    // A rename the catalogue is not told of (its triggers off): only a new build would show it.
    const renamed = `${product.slug}-untold`;
    await t.database.db.execute(sql`alter table products disable trigger user`);
    try {
      await t.database.db
        .update(products)
        .set({ slug: renamed })
        .where(eq(products.id, product._id));
    } finally {
      await t.database.db.execute(sql`alter table products enable trigger user`);
    }
    expect((await t.client().get<string>('/sitemap.xml')).body).toBe(first.body);

    // A change the catalogue is told of: the next request builds it again.
    await addProduct({ name: 'SEO Test Told Relay' });
    const rebuilt = await t.client().get<string>('/sitemap.xml');
    expect(rebuilt.body).toContain(`<loc>${PUBLIC_URL}/product/${renamed}</loc>`);
  });

  it('sends a browser asking for /favicon.ico to the shop’s icon', async () => {
    const { status, headers } = await t.client().get<string>('/favicon.ico');
    expect(status).toBe(301);
    expect(headers.get('location')).toBe('/favicon.svg');
  });

  it('robots.txt keeps crawlers out of private pages and names the sitemap', async () => {
    const { status, headers, body } = await t.client().get<string>('/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(body).toBe(
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /admin-login',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /payment',
        'Disallow: /orders',
        'Disallow: /order-success',
        'Disallow: /profile',
        'Disallow: /wishlist',
        'Disallow: /track-order',
        'Disallow: /orders-tracking',
        'Disallow: /auth',
        'Disallow: /newsletter',
        '',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('a catalogue too big for one sitemap file', () => {
  it('gets a sitemap index whose files together list every page once, none over the limit', async () => {
    const perFile = 10;
    const big = await startTestApp({ PUBLIC_URL, SITEMAP_URLS_PER_FILE: String(perFile) });
    try {
      const client = big.client();
      const categories = (await client.get<Category[]>('/api/categories')).body;
      const products = (await client.get<Product[]>('/api/products?limit=100')).body;
      const expected = [
        `${PUBLIC_URL}/`,
        ...categories.map((c) => `${PUBLIC_URL}/category/${c.slug}`),
        ...products.map((p) => `${PUBLIC_URL}/product/${p.slug}`),
      ];
      const files = Math.ceil(expected.length / perFile);
      expect(files).toBeGreaterThan(2);

      const index = await client.get<string>('/sitemap.xml');
      expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
      const fileUrls = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map(
        (match) => match[1]!,
      );
      expect(fileUrls).toEqual(
        Array.from({ length: files }, (_, i) => `${PUBLIC_URL}/sitemap-${i + 1}.xml`),
      );

      const listed: string[] = [];
      for (let n = 1; n <= files; n++) {
        const file = await client.get<string>(`/sitemap-${n}.xml`);
        expect(file.status).toBe(200);
        expect(file.body).toMatch(/<urlset /);
        const urls = [...file.body.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
        expect(urls.length).toBeLessThanOrEqual(perFile);
        listed.push(...urls);
      }
      expect(listed).toHaveLength(expected.length);
      expect(new Set(listed)).toEqual(new Set(expected));
      expect(listed[0]).toBe(`${PUBLIC_URL}/`);

      for (const missing of [0, files + 1]) {
        expect((await client.get(`/sitemap-${missing}.xml`)).status).toBe(404);
      }
    } finally {
      await big.close();
    }
  });
});

describe('without a built web app', () => {
  it('answers the API alone: no pages, but robots.txt and the sitemap', async () => {
    const bare = await startTestApp();
    try {
      const client = bare.client();
      const product = await client.get('/product/anything', HTML);
      expect(product.status).toBe(404);
      expect(product.body).toMatchObject({ code: 'NOT_FOUND' });
      expect((await client.get('/')).status).toBe(404);
      expect((await client.get<string>('/robots.txt')).body).toContain(
        `Sitemap: ${bare.config.publicUrl}/sitemap.xml`,
      );
      expect((await client.get('/sitemap.xml')).status).toBe(200);
      // The whole catalogue fits in /sitemap.xml: there are no numbered files.
      expect((await client.get('/sitemap-1.xml')).status).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
