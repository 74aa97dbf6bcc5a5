/**
 * Promotions over HTTP (docs/decisions/058): staff create, validate and end them; shoppers see
 * only live ones; the price a shopper pays is the discounted one in the product read, the cart,
 * the placed order (with the list price and promotion kept on its line) and the tax invoice, the
 * largest discount winning; staff reads and the CSV keep the list price; and kept catalogue
 * answers expire at a promotion's start and end, which nobody tells the cache.
 */
import type { Cart } from '@shop/shared/cart/schemas';
import type { Product } from '@shop/shared/catalog/schemas';
import type { AdminProduct } from '@shop/shared/catalog/stock-movements';
import type { Order } from '@shop/shared/orders/schemas';
import { promotionMessages as m } from '@shop/shared/promotions/messages';
import type {
  AdminPromotion,
  PromotionWithProducts,
  PublicPromotion,
} from '@shop/shared/promotions/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { payloadFromCart } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import {
  categories,
  invoiceLines,
  invoices,
  orderItems,
  products,
  promotionProducts,
  promotions,
} from '../../db/schema/index';

let t: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 60 * 60 * 1000;
const from = (ms: number) => new Date(Date.now() + ms).toISOString();

let made = 0;
/** A category of its own with one in-stock product at `pricePaise`, written straight to the tables. */
async function freshProduct(pricePaise = 10_000, compareAtPaise: number | null = null) {
  const n = ++made;
  const [category] = await t.database.db
    .insert(categories)
    .values({ name: `Promo Category ${n}`, slug: `promo-category-${n}` })
    .returning({ id: categories.id, slug: categories.slug });
  const [product] = await t.database.db
    .insert(products)
    .values({
      name: `Promo Product ${n}`,
      slug: `promo-product-${n}`,
      pricePaise,
      compareAtPaise,
      quantity: 50,
      categoryId: category!.id,
      imageUrls: ['/uploads/products/x.svg'],
    })
    .returning({ id: products.id, slug: products.slug, name: products.name });
  return { categoryId: category!.id, categorySlug: category!.slug, ...product! };
}

/** A promotion written straight to the table, at any dates (ended, upcoming, about to end). */
async function insertPromotion(values: {
  percent: number;
  startsAt: Date;
  endsAt: Date;
  categoryId?: string;
  productIds?: string[];
  slug?: string;
}) {
  const n = ++made;
  const [row] = await t.database.db
    .insert(promotions)
    .values({
      slug: values.slug ?? `direct-promotion-${n}`,
      title: `Direct Promotion ${n}`,
      badge: 'Hot',
      percent: values.percent,
      categoryId: values.categoryId ?? null,
      startsAt: values.startsAt,
      endsAt: values.endsAt,
    })
    .returning({ id: promotions.id, slug: promotions.slug });
  if (values.productIds?.length) {
    await t.database.db
      .insert(promotionProducts)
      .values(values.productIds.map((productId) => ({ promotionId: row!.id, productId })));
  }
  return row!;
}

const readProduct = async (slug: string) =>
  (await t.client().get<Product>(`/api/products/${slug}`)).body;

describe('staff write promotions', () => {
  it('creates, edits and ends a promotion; only staff may', async () => {
    const product = await freshProduct();
    const body = {
      title: 'Solder Week',
      description: 'Irons and tips.',
      badge: 'New',
      discountPercent: 10,
      startsAt: from(-HOUR),
      endsAt: from(48 * HOUR),
      productIds: [product.id],
    };
    expect((await t.client().post('/api/admin/promotions', body)).status).toBe(401);
    const customer = (await signedInCustomer(t)).client;
    expect((await customer.post('/api/admin/promotions', body)).status).toBe(403);
    expect((await customer.get('/api/admin/promotions')).status).toBe(403);

    const created = await admin.post<AdminPromotion>('/api/admin/promotions', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'solder-week',
      status: 'LIVE',
      discountPercent: 10,
      productIds: [product.id],
      category: null,
    });
    expect((await readProduct(product.slug)).price).toBe(90);

    const edited = await admin.put<AdminPromotion>(`/api/admin/promotions/${created.body._id}`, {
      ...body,
      discountPercent: 30,
    });
    expect(edited.status).toBe(200);
    expect((await readProduct(product.slug)).price).toBe(70);

    const ended = await admin.post<AdminPromotion>(
      `/api/admin/promotions/${created.body._id}/end`,
      {},
    );
    expect(ended.status).toBe(200);
    expect(ended.body.status).toBe('ENDED');
    expect((await readProduct(product.slug)).price).toBe(100);
    const again = await admin.post(`/api/admin/promotions/${created.body._id}/end`, {});
    expect(again.status).toBe(409);
    const listed = (await admin.get<AdminPromotion[]>('/api/admin/promotions')).body;
    expect(listed.find((p) => p._id === created.body._id)?.status).toBe('ENDED');
  });

  it('refuses bad input with the field named, changing nothing', async () => {
    const product = await freshProduct();
    const good = {
      title: 'Good Deal',
      badge: 'Hot',
      discountPercent: 20,
      startsAt: from(-HOUR),
      endsAt: from(HOUR),
      productIds: [product.id],
    };
    const before = (await admin.get<AdminPromotion[]>('/api/admin/promotions')).body.length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ discountPercent: 95 }, 'discountPercent', m.percentInvalid],
      [{ discountPercent: 12.5 }, 'discountPercent', m.percentInvalid],
      [{ badge: 'Cheap' }, 'badge', m.badgeInvalid],
      [{ title: '' }, 'title', m.titleRequired],
      [{ endsAt: from(-2 * HOUR) }, 'endsAt', m.endsBeforeStart],
      [{ startsAt: 'soon' }, 'startsAt', m.startsAtInvalid],
      [{ productIds: [] }, 'category', m.coverRequired],
      [{ category: 'no-such-category' }, 'category', m.coverBoth],
      [{ productIds: undefined, category: 'no-such-category' }, 'category', m.categoryUnknown],
      [{ productIds: ['7f1f3c1e-0000-4000-8000-000000000000'] }, 'productIds', m.productsUnknown],
      [{ productIds: ['not-an-id'] }, 'productIds', m.productsUnknown],
    ];
    for (const [change, field, message] of cases) {
      const answer = await admin.post<{ details?: Record<string, string[]> }>(
        '/api/admin/promotions',
        { ...good, ...change },
      );
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.details?.[field], JSON.stringify(answer.body)).toContain(message);
    }
    const after = (await admin.get<AdminPromotion[]>('/api/admin/promotions')).body.length;
    expect(after).toBe(before);
    expect((await readProduct(product.slug)).price).toBe(100);
  });
});

describe('shoppers see live promotions only', () => {
  it('lists live promotions with their true end and buyable count; others are 404', async () => {
    const product = await freshProduct();
    const soldOut = await freshProduct();
    await t.database.db.update(products).set({ quantity: 0 }).where(eq(products.id, soldOut.id));
    const endsAt = new Date(Date.now() + 5 * 24 * HOUR);
    const live = await insertPromotion({
      percent: 15,
      startsAt: new Date(Date.now() - HOUR),
      endsAt,
      productIds: [product.id, soldOut.id],
    });
    const upcoming = await insertPromotion({
      percent: 40,
      startsAt: new Date(Date.now() + HOUR),
      endsAt: new Date(Date.now() + 2 * HOUR),
      productIds: [product.id],
    });
    const ended = await insertPromotion({
      percent: 50,
      startsAt: new Date(Date.now() - 2 * HOUR),
      endsAt: new Date(Date.now() - HOUR),
      productIds: [product.id],
    });

    const listed = (await t.client().get<PublicPromotion[]>('/api/promotions')).body;
    const slugs = listed.map((p) => p.slug);
    expect(slugs).toContain(live.slug);
    expect(slugs).not.toContain(upcoming.slug);
    expect(slugs).not.toContain(ended.slug);
    expect(listed.find((p) => p.slug === live.slug)).toMatchObject({
      discountPercent: 15,
      endsAt: endsAt.toISOString(),
      productCount: 1,
    });

    const page = await t.client().get<PromotionWithProducts>(`/api/promotions/${live.slug}`);
    expect(page.status).toBe(200);
    const shown = page.body.products.find((p) => p._id === product.id)!;
    expect(shown).toMatchObject({ price: 85, compareAtPrice: 100 });
    expect(shown.promotion).toMatchObject({ slug: live.slug, endsAt: endsAt.toISOString() });
    expect((await t.client().get(`/api/promotions/${upcoming.slug}`)).status).toBe(404);
    expect((await t.client().get(`/api/promotions/${ended.slug}`)).status).toBe(404);
    expect((await t.client().get('/api/promotions/never-was')).status).toBe(404);
  });
});

describe('the price a shopper pays', () => {
  it('is discounted in the product, the list, the cart, the order line and the invoice', async () => {
    const product = await freshProduct(11_800);
    const promotion = await insertPromotion({
      percent: 15,
      startsAt: new Date(Date.now() - HOUR),
      endsAt: new Date(Date.now() + HOUR),
      categoryId: product.categoryId,
    });
    const shown = await readProduct(product.slug);
    // 118.00 less 15 % = 100.30
    expect(shown).toMatchObject({ price: 100.3, compareAtPrice: 118 });
    expect(shown.promotion?._id).toBe(promotion.id);
    const listed = (
      await t.client().get<Product[]>(`/api/products?category=${product.categorySlug}`)
    ).body;
    expect(listed[0]).toMatchObject({ price: 100.3, compareAtPrice: 118 });
    const onSale = (await t.client().get<Product[]>('/api/products?onSale=true&limit=100')).body;
    expect(onSale.map((p) => p._id)).toContain(product.id);

    const { client } = await signedInCustomer(t);
    expect(
      (await client.post('/api/cart/add', { productId: product.id, quantity: 2 })).status,
    ).toBe(200);
    const cart = (await client.get<Cart>('/api/cart')).body;
    expect(cart.totalAmount).toBe(200.6);
    expect(cart.items[0]!.product.price).toBe(100.3);

    const placed = await client.post<Order>('/api/orders', await payloadFromCart(client));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.totalAmount).toBe(200.6);
    expect(placed.body.orderItems[0]).toMatchObject({ price: 100.3, listPrice: 118 });
    const [line] = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.body._id));
    expect(line).toMatchObject({
      pricePaise: 10_030,
      listPricePaise: 11_800,
      promotionId: promotion.id,
    });

    // Cash on delivery, shipped: the tax invoice is computed from the line's paid price.
    const cod = await client.patch(`/api/orders/${placed.body._id}/status`, {
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      status: 'PROCESSING',
    });
    expect(cod.status, JSON.stringify(cod.body)).toBe(200);
    const shipped = await admin.patch(`/api/orders/${placed.body._id}/status`, {
      status: 'SHIPPED',
      courier: 'DELHIVERY',
      trackingNumber: placed.body._id.slice(-12),
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const [invoiceLine] = await t.database.db
      .select({ unit: invoiceLines.unitPricePaise, taxable: invoiceLines.taxablePaise })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(eq(invoices.orderId, placed.body._id));
    expect(invoiceLine!.unit).toBe(10_030);
    // 2 × ₹100.30 including 18 % GST: ₹170.00 taxable.
    expect(invoiceLine!.taxable).toBe(17_000);
  });

  it('orders lists by the price a shopper pays', async () => {
    const promoted = await freshProduct(12_000);
    const [plain] = await t.database.db
      .insert(products)
      .values({
        name: `Promo Plain ${++made}`,
        slug: `promo-plain-${made}`,
        pricePaise: 10_000,
        quantity: 5,
        categoryId: promoted.categoryId,
      })
      .returning({ id: products.id });
    await insertPromotion({
      percent: 50,
      startsAt: new Date(Date.now() - HOUR),
      endsAt: new Date(Date.now() + HOUR),
      productIds: [promoted.id],
    });
    const order = async (sort: string) =>
      (
        await t
          .client()
          .get<Product[]>(`/api/products?category=${promoted.categorySlug}&sort=${sort}`)
      ).body.map((p) => [p._id, p.price]);
    expect(await order('price-asc')).toEqual([
      [promoted.id, 60],
      [plain!.id, 100],
    ]);
    expect(await order('price-desc')).toEqual([
      [plain!.id, 100],
      [promoted.id, 60],
    ]);
  });

  it('takes the largest discount of overlapping promotions', async () => {
    const product = await freshProduct(20_000, 25_000);
    const window = { startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + HOUR) };
    await insertPromotion({ percent: 10, ...window, productIds: [product.id] });
    const best = await insertPromotion({ percent: 30, ...window, categoryId: product.categoryId });
    await insertPromotion({ percent: 20, ...window, productIds: [product.id] });
    const shown = await readProduct(product.slug);
    // Its own higher compare-at price stays the struck price.
    expect(shown).toMatchObject({ price: 140, compareAtPrice: 250 });
    expect(shown.promotion?._id).toBe(best.id);
  });

  it('never reaches the list price in staff reads, the product form or the CSV', async () => {
    const product = await freshProduct(12_345);
    await insertPromotion({
      percent: 50,
      startsAt: new Date(Date.now() - HOUR),
      endsAt: new Date(Date.now() + HOUR),
      productIds: [product.id],
    });
    expect((await readProduct(product.slug)).price).toBe(61.73);
    const rows = (
      await admin.get<AdminProduct[]>(`/api/admin/products?q=${encodeURIComponent(product.name)}`)
    ).body;
    const staffRow = rows.find((p) => p._id === product.id);
    expect(staffRow?.price).toBe(123.45);
    // A staff edit of another field writes the list price back unchanged.
    const form = new FormData();
    form.append('description', 'Edited while on promotion');
    const edited = await admin.request<Product>('PUT', `/api/products/${product.id}`, {
      body: form,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.price).toBe(123.45);
    const [stored] = await t.database.db
      .select({ price: products.pricePaise })
      .from(products)
      .where(eq(products.id, product.id));
    expect(stored!.price).toBe(12_345);
    const csv = await admin.get<string>('/api/admin/products.csv');
    const row = String(csv.body)
      .split('\n')
      .find((r) => r.includes(product.name));
    expect(row).toContain('123.45');
    expect(row).not.toContain('61.73');
  });
});

describe('kept catalogue answers', () => {
  it('expire at a promotion boundary that nobody tells', async () => {
    const ending = await freshProduct();
    const starting = await freshProduct();
    const soon = Date.now() + 2_500;
    await insertPromotion({
      percent: 20,
      startsAt: new Date(Date.now() - HOUR),
      endsAt: new Date(soon),
      productIds: [ending.id],
    });
    await insertPromotion({
      percent: 20,
      startsAt: new Date(soon),
      endsAt: new Date(soon + HOUR),
      productIds: [starting.id],
    });
    // Read twice: the second answer comes from memory.
    for (let i = 0; i < 2; i++) {
      expect((await readProduct(ending.slug)).price).toBe(80);
      expect((await readProduct(starting.slug)).price).toBe(100);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, soon - Date.now()) + 300));
    expect((await readProduct(ending.slug)).price).toBe(100);
    expect((await readProduct(starting.slug)).price).toBe(80);
  });
});
