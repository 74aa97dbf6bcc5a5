/** The back-office dashboard's counts, read from the database. */
import type { DashboardStats } from '@shop/shared/admin/schemas';
import type { Category, Product } from '@shop/shared/catalog/schemas';
import type { OrderStatus } from '@shop/shared/orders/status';
import { count, eq, inArray, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, users } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import type { HttpClient } from '../../../test/http-client';
import { placeOrder, statusBody } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: HttpClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
});
afterAll(async () => {
  await t?.close();
});

const stats = async () => {
  const answer = await admin.get<DashboardStats>('/api/dashboard-stats');
  expect(answer.status).toBe(200);
  return answer.body;
};

/** Products at or below their own threshold, as the database holds them. */
const lowStockNow = async () => {
  const [low] = await t.database.db
    .select({ n: count() })
    .from(products)
    .where(lte(products.quantity, products.lowStockThreshold));
  return low!.n;
};

describe('the dashboard counts', () => {
  it('count customers, orders by state, products and categories as the database holds them', async () => {
    const catalogue = await t.client().get<Product[]>('/api/products?limit=1');
    const categories = await t.client().get<Category[]>('/api/categories');
    const before = await stats();
    const { countTrends, sales, salesByDay, ...counts } = before;
    // The sales figures and trends are dashboard-figures.test.ts's.
    expect([countTrends, sales.last30Days.orders, salesByDay.length]).toEqual([
      { userCount: null, orderCount: null, completedOrderCount: null },
      0,
      30,
    ]);
    expect(counts).toEqual({
      userCount: 0,
      orderCount: 0,
      pendingOrderCount: 0,
      completedOrderCount: 0,
      productCount: Number(catalogue.headers.get('x-total-count')),
      categoryCount: categories.body.length,
      // Nothing received yet: enquiries.test.ts counts enquiries and quote requests.
      enquiryCount: 0,
      // No refunds owed yet: money-trail.test.ts counts them.
      refundsOwedCount: 0,
      ordersOwingWithoutRefundCount: 0,
      failedMailCount: 0,
      returnsWaitingCount: 0,
      awaitingPaymentCount: 0,
      ordersToShipCount: 0,
      lowStockCount: await lowStockNow(),
    });
    expect(before.productCount).toBeGreaterThan(0);

    const product = (await t.client().get<Product[]>('/api/products')).body.find(
      (p) => p.quantity > 0,
    )!;
    await t.database.db
      .update(products)
      .set({ quantity: 1000 })
      .where(eq(products.id, product._id));
    // Another product runs low: the card counts it.
    const lowBefore = await lowStockNow();
    const plenty = (await t.client().get<Product[]>('/api/products?limit=100')).body.find(
      (p) => p._id !== product._id && p.quantity > 10,
    )!;
    await t.database.db.update(products).set({ quantity: 2 }).where(eq(products.id, plenty._id));
    expect((await stats()).lowStockCount).toBe(lowBefore + 1);
    const first = await signedInCustomer(t);
    const second = await signedInCustomer(t);
    await signedInCustomer(t);
    const steps: Array<[HttpClient, OrderStatus[]]> = [
      [first.client, []],
      [first.client, ['PROCESSING']],
      [second.client, ['PROCESSING', 'SHIPPED']],
      [second.client, ['PROCESSING', 'SHIPPED', 'DELIVERED']],
      [second.client, ['PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED']],
      [first.client, ['CANCELLED']],
    ];
    for (const [client, path] of steps) {
      const order = await placeOrder(client, product);
      for (const status of path) {
        expect(
          (await admin.patch(`/api/orders/${order._id}/status`, statusBody(status))).status,
        ).toBe(200);
      }
    }

    const { countTrends: _trends, sales: _sales, salesByDay: _days, ...after } = await stats();
    expect(after).toEqual({
      ...counts,
      userCount: 3,
      orderCount: 6,
      // Confirmed and not yet delivered: PROCESSING and SHIPPED; the PENDING one awaits payment.
      pendingOrderCount: 2,
      completedOrderCount: 2,
      awaitingPaymentCount: 1,
      ordersToShipCount: 1,
      lowStockCount: await lowStockNow(),
    });
    const [customers] = await t.database.db.select({ n: count() }).from(users);
    const [delivered] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.status, 'DELIVERED'));
    const [waiting] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(inArray(orders.status, ['PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY']));
    expect([after.userCount, after.completedOrderCount, after.pendingOrderCount]).toEqual([
      customers!.n,
      delivered!.n,
      waiting!.n,
    ]);
  });

  it('is declared in the OpenAPI document', async () => {
    const doc = await t
      .client()
      .get<{ paths: Record<string, Record<string, unknown>> }>('/api/openapi.json');
    expect(doc.body.paths['/api/dashboard-stats']?.get).toBeDefined();
    expect(doc.body.paths['/api/admin/users']?.get).toBeDefined();
  });
});
