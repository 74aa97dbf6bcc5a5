/**
 * The GST rate table over HTTP and at checkout: a change applies from its day, an order copies
 * the rate in force when it is placed, and every bad change is refused with nothing written.
 * Also the migration's correction of the seeded tax data: products still carrying the earlier
 * seeded values are corrected, an owner's edit and the order lines are not touched.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Product } from '@shop/shared/catalog/schemas';
import {
  gstRateTableMessages as m,
  type GstRateRow,
  type GstRateSchedule,
} from '@shop/shared/gst/rate-table';
import { gstMessages } from '@shop/shared/gst/messages';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstRates, invoiceLines, invoices, orderItems, products } from '../../db/schema/index';
import { productTax } from '../../db/seed/catalog-data';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { placeOrder, statusBody } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { indianDay } from './gst-rates.repository';

let t: TestApp;
let admin: HttpClient;
let catalogue: Product[];
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
  catalogue = (await t.client().get<Product[]>('/api/products?limit=100')).body;
  await t.database.db.update(products).set({ quantity: 10_000 });
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 86_400_000;
const today = () => indianDay(new Date());
const dayAfter = (days: number) => indianDay(new Date(Date.now() + days * DAY_MS));
const bySlug = (slug: string) => catalogue.find((p) => p.slug === slug)!;

/** An HSN code no seeded product has, so each test's products are its own. */
async function productWithHsn(slug: string, hsnCode: string, gstRate = 18) {
  await t.database.db.update(products).set({ hsnCode, gstRate }).where(eq(products.slug, slug));
  return bySlug(slug);
}

async function linesOf(orderId: string) {
  return t.database.db
    .select({ hsnCode: orderItems.hsnCode, gstRate: orderItems.gstRate })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
}

const tableRows = () => t.database.db.select().from(gstRates);

describe('the rate table at checkout', () => {
  it('an order copies the rate in force on its day: the table over the product, a future change not yet', async () => {
    const product = await productWithHsn('hc-05-bluetooth-module', '85176290');
    // A rate that came in yesterday and a change from tomorrow, as the table would hold them.
    await t.database.db.insert(gstRates).values([
      { hsnCode: '85176290', rate: 12, validFrom: dayAfter(-1) },
      { hsnCode: '85176290', rate: 28, validFrom: dayAfter(1) },
    ]);
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, product);
    expect(await linesOf(order._id)).toEqual([{ hsnCode: '85176290', gstRate: 12 }]);

    const schedule = await admin.get<GstRateSchedule>('/api/gst/rates/85176290');
    expect(schedule.status).toBe(200);
    expect(schedule.body).toEqual({
      hsnCode: '85176290',
      today: today(),
      inForce: { hsnCode: '85176290', rate: 12, validFrom: dayAfter(-1) },
      next: { hsnCode: '85176290', rate: 28, validFrom: dayAfter(1) },
    });
  });

  it("without a row for its HSN code, the product's own rate applies", async () => {
    const product = await productWithHsn('hc-sr04-ultrasonic-sensor', '90318000', 5);
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, product);
    expect(await linesOf(order._id)).toEqual([{ hsnCode: '90318000', gstRate: 5 }]);
    const schedule = await admin.get<GstRateSchedule>('/api/gst/rates/90318000');
    expect(schedule.body).toMatchObject({ inForce: null, next: null });
  });

  it('a change set through the back office for today applies to the next order at once', async () => {
    const product = await productWithHsn('sg90-micro-servo', '85011019');
    const set = await admin.post<GstRateSchedule>('/api/gst/rates', {
      hsnCode: '85011019',
      rate: 5,
      validFrom: today(),
    });
    expect(set.status).toBe(201);
    expect(set.body.inForce).toEqual({ hsnCode: '85011019', rate: 5, validFrom: today() });
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, product);
    expect(await linesOf(order._id)).toEqual([{ hsnCode: '85011019', gstRate: 5 }]);
    // The product keeps its own rate; the table decides what is charged.
    const [row] = await t.database.db
      .select({ gstRate: products.gstRate })
      .from(products)
      .where(eq(products.slug, 'sg90-micro-servo'));
    expect(row!.gstRate).toBe(18);
  });

  it('an invoice is taxed at the rate in force on its own date, whatever the order carried', async () => {
    const product = await productWithHsn('l298n-motor-driver', '85049090', 18);
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, product);
    expect(await linesOf(order._id)).toEqual([{ hsnCode: '85049090', gstRate: 18 }]);
    // The rate changes between the order and its dispatch, the day the invoice is issued.
    const set = await admin.post('/api/gst/rates', {
      hsnCode: '85049090',
      rate: 5,
      validFrom: today(),
    });
    expect(set.status).toBe(201);
    for (const status of ['PROCESSING', 'SHIPPED']) {
      expect(
        (await admin.patch(`/api/orders/${order._id}/status`, statusBody(status))).status,
      ).toBe(200);
    }
    const lines = await t.database.db
      .select({ gstRate: invoiceLines.gstRate })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(eq(invoices.orderId, order._id));
    expect(lines).toEqual([{ gstRate: 5 }]);
    // The order line keeps what it was sold at.
    expect(await linesOf(order._id)).toEqual([{ hsnCode: '85049090', gstRate: 18 }]);
  });

  it('the same change sent twice at once is one row', async () => {
    const change = { hsnCode: '85414100', rate: 12, validFrom: dayAfter(30) };
    const answers = await Promise.all([
      admin.post('/api/gst/rates', change),
      admin.post('/api/gst/rates', change),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect((await tableRows()).filter((r) => r.hsnCode === '85414100')).toHaveLength(1);
    const list = await admin.get<GstRateRow[]>('/api/gst/rates');
    expect(list.body).toContainEqual(change);
  });
});

describe('bad changes', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a day before today', { hsnCode: '8504', rate: 5, validFrom: dayAfter(-1) }, m.validFromPast],
    [
      'a day that does not exist',
      { hsnCode: '8504', rate: 5, validFrom: '2027-02-30' },
      m.validFromInvalid,
    ],
    [
      'a day written otherwise',
      { hsnCode: '8504', rate: 5, validFrom: '30/01/2027' },
      m.validFromInvalid,
    ],
    ['a rate not in force', { hsnCode: '8504', rate: 15, validFrom: dayAfter(1) }, m.rateInvalid],
    ['a rate as text', { hsnCode: '8504', rate: '18', validFrom: dayAfter(1) }, m.rateInvalid],
    [
      'an HSN code of 5 digits',
      { hsnCode: '85044', rate: 18, validFrom: dayAfter(1) },
      gstMessages.hsnInvalid,
    ],
  ];
  for (const [what, body, message] of cases) {
    it(`refuses ${what} with 400 and writes nothing`, async () => {
      const before = await tableRows();
      const answer = await admin.post<{ message: string; code: string }>('/api/gst/rates', body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(answer.body.code).toEqual(expect.any(String));
      expect(await tableRows()).toEqual(before);
    });
  }

  it('is the back office only', async () => {
    const { client } = await signedInCustomer(t);
    const change = { hsnCode: '8504', rate: 5, validFrom: dayAfter(1) };
    expect((await client.post('/api/gst/rates', change)).status).toBe(403);
    expect((await t.client().post('/api/gst/rates', change)).status).toBe(401);
    expect((await client.get('/api/gst/rates')).status).toBe(403);
    expect((await tableRows()).filter((r) => r.hsnCode === '8504')).toEqual([]);
  });

  it('withdraws a change whose day has not come, never one in force', async () => {
    await admin.post('/api/gst/rates', { hsnCode: '85340000', rate: 12, validFrom: today() });
    await admin.post('/api/gst/rates', { hsnCode: '85340000', rate: 5, validFrom: dayAfter(10) });
    const inForce = await admin.delete<{ message: string }>(`/api/gst/rates/85340000/${today()}`);
    expect(inForce.status).toBe(409);
    expect(inForce.body.message).toBe(m.changeInForce);
    const unknown = await admin.delete<{ message: string }>(
      `/api/gst/rates/85340000/${dayAfter(11)}`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(m.changeNotFound);
    const future = await admin.delete<{ message: string }>(
      `/api/gst/rates/85340000/${dayAfter(10)}`,
    );
    expect(future.status).toBe(200);
    expect(future.body.message).toBe(m.changeWithdrawn);
    expect((await tableRows()).filter((r) => r.hsnCode === '85340000')).toEqual([
      expect.objectContaining({ rate: 12, validFrom: today() }),
    ]);
  });
});

describe('the migration gst_rate_table', () => {
  const migrationsDir = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../db/migrations',
  );
  const migration = readFileSync(
    path.join(
      migrationsDir,
      readdirSync(migrationsDir).find((f) => f.endsWith('_gst_rate_table.sql'))!,
    ),
    'utf8',
  );
  const corrections = migration
    .split('--> statement-breakpoint')
    .filter((statement) => statement.includes('UPDATE "products"'));

  it('never writes order lines', () => {
    expect(corrections).toHaveLength(2);
    expect(migration).not.toMatch(/order_items/);
  });

  it("corrects products still carrying the earlier seeded values, not an owner's edit nor an order line", async () => {
    const slugs = {
      adapter: '12v-2a-dc-power-adapter',
      buck: 'lm2596-buck-converter',
      battery: 'hw-9v-battery-with-snap',
      kit: '2wd-robot-car-chassis-kit',
      starterKit: 'arduino-starter-kit-uno-r3',
      arm: '4-dof-robotic-arm-kit',
    };
    // An order of the adapter placed while it still carried the old seeded data.
    const { db } = t.database;
    await db
      .update(products)
      .set({ hsnCode: '8507', gstRate: 18 })
      .where(eq(products.slug, slugs.adapter));
    const { client } = await signedInCustomer(t);
    const order = await placeOrder(client, bySlug(slugs.adapter));
    // As a database from before the migration has them: the earlier seeded values...
    await db
      .update(products)
      .set({ hsnCode: '8507' })
      .where(inArray(products.slug, [slugs.adapter, slugs.battery]));
    await db
      .update(products)
      .set({ hsnCode: '9503', gstRate: 12 })
      .where(inArray(products.slug, [slugs.kit, slugs.starterKit]));
    // ...and the owner's own choices, which stay.
    await db.update(products).set({ hsnCode: '85044030' }).where(eq(products.slug, slugs.buck));
    await db
      .update(products)
      .set({ hsnCode: '9503', gstRate: 5 })
      .where(eq(products.slug, slugs.arm));

    for (const statement of corrections) await db.execute(sql.raw(statement));

    const rows = await db
      .select({ slug: products.slug, hsnCode: products.hsnCode, gstRate: products.gstRate })
      .from(products)
      .where(inArray(products.slug, Object.values(slugs)));
    const after = Object.fromEntries(rows.map((r) => [r.slug, [r.hsnCode, r.gstRate]]));
    expect(after).toEqual({
      [slugs.adapter]: ['8504', 18],
      [slugs.battery]: ['8506', 18],
      [slugs.kit]: ['9503', 18],
      [slugs.starterKit]: ['8543', 18],
      [slugs.buck]: ['85044030', 18],
      [slugs.arm]: ['9503', 5],
    });
    expect(await linesOf(order._id)).toEqual([{ hsnCode: '8507', gstRate: 18 }]);
  });

  it('leaves a seeded database as the seed has it', async () => {
    // The test database was migrated then seeded; every product untouched above carries the
    // seed's data, so the corrections and the seed agree.
    const rows = await t.database.db
      .select({ slug: products.slug, hsnCode: products.hsnCode, gstRate: products.gstRate })
      .from(products)
      .where(eq(products.slug, 'dt830d-digital-multimeter'));
    expect(rows).toEqual([{ slug: 'dt830d-digital-multimeter', hsnCode: '9030', gstRate: 18 }]);
    expect(productTax['dt830d-digital-multimeter']).toEqual(['9030', 18]);
  });
});
