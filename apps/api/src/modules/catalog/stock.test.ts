/**
 * Stock management over HTTP: staff's adjustments with each reason, the history they leave, the
 * stock never below zero, parallel adjustments all counted, a received return's restock in the
 * ledger, the back office's list by stock level, the live stock on a product page, and the daily
 * low-stock e-mail sent once a day (docs/decisions/050).
 */
import type { Product } from '@shop/shared/catalog/schemas';
import {
  stockMessages as m,
  type AdminProduct,
  type StockAdjustmentAnswer,
  type StockMovement,
} from '@shop/shared/catalog/stock-movements';
import type { Order } from '@shop/shared/orders/schemas';
import { realtimeEvents, realtimeRequests } from '@shop/shared/realtime/events';
import type { AdminReturn, OrderReturn } from '@shop/shared/returns/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { products, stockAlertDays, stockMovements } from '../../db/schema/index';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import { insertProducts } from '../../../test/catalog-helpers';
import type { HttpClient } from '../../../test/http-client';
import { deliverOrder, payloadFromCart } from '../../../test/orders-helpers';
import { SocketPool, barrier } from '../../../test/sockets';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createStockService } from './stock.service';

let t: TestApp;
let admin: HttpClient;
const sockets = new SocketPool();

beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
});
afterEach(() => sockets.closeAll());
afterAll(async () => {
  await t?.close();
});

let made = 0;
/** A product of its own with this stock and threshold. */
async function newProduct(quantity: number, lowStockThreshold = 5): Promise<string> {
  const [id] = await insertProducts(t, 1, `Stock Test ${++made} ${Date.now()}`);
  await t.database.db
    .update(products)
    .set({ quantity, lowStockThreshold })
    .where(eq(products.id, id!));
  return id!;
}

const adjust = (id: string, body: Record<string, unknown>) =>
  admin.post<StockAdjustmentAnswer>(`/api/products/admin/${id}/stock-adjustments`, body);
const historyOf = (id: string, query = '') =>
  admin.get<StockMovement[]>(`/api/products/admin/${id}/stock-movements${query}`);
const stockOf = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!.quantity;
const movementCount = async (id: string) =>
  (await t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, id)))
    .length;
const username = () => t.config.admin.username;

describe('adjustments', () => {
  it('adds units for a restock and a return, removes them for damage, sets them for a count', async () => {
    const id = await newProduct(0);

    const restock = await adjust(id, { reason: 'RESTOCK', quantity: 12, note: 'Invoice 4411' });
    expect(restock.status).toBe(201);
    expect(restock.body).toMatchObject({
      quantity: 12,
      movement: {
        productId: id,
        change: 12,
        reason: 'RESTOCK',
        note: 'Invoice 4411',
        staff: username(),
        stockAfter: 12,
      },
    });
    expect(await stockOf(id)).toBe(12);

    const damage = await adjust(id, { reason: 'DAMAGE', quantity: 2, note: 'Dropped in the store' });
    expect(damage.status).toBe(201);
    expect(damage.body.movement).toMatchObject({ change: -2, reason: 'DAMAGE', stockAfter: 10 });

    const back = await adjust(id, { reason: 'RETURN', quantity: 1 });
    expect(back.status).toBe(201);
    expect(back.body.movement).toMatchObject({ change: 1, reason: 'RETURN', note: '', stockAfter: 11 });

    const count = await adjust(id, { reason: 'COUNT', count: 7, note: 'Shelf count' });
    expect(count.status).toBe(201);
    expect(count.body.movement).toMatchObject({ change: -4, reason: 'COUNT', stockAfter: 7 });
    expect(await stockOf(id)).toBe(7);

    // The history: newest first, each movement as written.
    const history = await historyOf(id);
    expect(history.status).toBe(200);
    expect(history.headers.get('x-total-count')).toBe('4');
    expect(history.body.map((row) => [row.reason, row.change, row.stockAfter])).toEqual([
      ['COUNT', -4, 7],
      ['RETURN', 1, 11],
      ['DAMAGE', -2, 10],
      ['RESTOCK', 12, 12],
    ]);
    expect(history.body[0]).toMatchObject({ note: 'Shelf count', staff: username() });

    // Paged: the second page of two holds the two oldest.
    const older = await historyOf(id, '?page=2&limit=2');
    expect(older.body.map((row) => row.reason)).toEqual(['DAMAGE', 'RESTOCK']);
  });

  it('never takes stock below zero: damage above the stock is refused and changes nothing', async () => {
    const id = await newProduct(3);
    const refused = await adjust(id, { reason: 'DAMAGE', quantity: 4, note: 'Water damage' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: m.belowZero(3) });
    expect(await stockOf(id)).toBe(3);
    expect(await movementCount(id)).toBe(0);

    const all = await adjust(id, { reason: 'DAMAGE', quantity: 3, note: 'Water damage' });
    expect(all.status).toBe(201);
    expect(await stockOf(id)).toBe(0);
  });

  it('counts two adjustments at once, and of parallel damages only those the stock allows', async () => {
    const id = await newProduct(0);
    const restocks = await Promise.all([
      adjust(id, { reason: 'RESTOCK', quantity: 5 }),
      adjust(id, { reason: 'RESTOCK', quantity: 7 }),
    ]);
    expect(restocks.map((answer) => answer.status)).toEqual([201, 201]);
    expect(await stockOf(id)).toBe(12);
    const afters = restocks.map((answer) => answer.body.movement.stockAfter).sort((a, b) => a - b);
    expect(afters[1]).toBe(12);
    expect([5, 7]).toContain(afters[0]);

    const damages = await Promise.all(
      Array.from({ length: 5 }, () => adjust(id, { reason: 'DAMAGE', quantity: 5, note: 'Batch fault' })),
    );
    expect(damages.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(damages.filter((answer) => answer.status === 409)).toHaveLength(3);
    expect(await stockOf(id)).toBe(2);
    // Every movement's stock after is the one the one before it left.
    const history = (await historyOf(id)).body.reverse();
    let stock = 0;
    for (const movement of history) {
      stock += movement.change;
      expect(movement.stockAfter).toBe(stock);
    }
    expect(stock).toBe(2);
  });

  it('refuses bad input with 400 and a message per field, changing nothing', async () => {
    const id = await newProduct(4);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ reason: 'THEFT', quantity: 1 }, m.reasonRequired],
      [{ quantity: 1 }, m.reasonRequired],
      [{ reason: 'RESTOCK' }, m.quantityRequired],
      [{ reason: 'RESTOCK', quantity: 0 }, m.quantityInvalid],
      [{ reason: 'RESTOCK', quantity: -3 }, m.quantityInvalid],
      [{ reason: 'RESTOCK', quantity: 1.5 }, m.quantityInvalid],
      [{ reason: 'RESTOCK', quantity: '3' }, m.quantityInvalid],
      [{ reason: 'RESTOCK', quantity: 2_000_000 }, m.quantityTooHigh],
      [{ reason: 'COUNT' }, m.countRequired],
      [{ reason: 'COUNT', count: -1 }, m.countInvalid],
      [{ reason: 'DAMAGE', quantity: 1 }, m.noteRequiredForDamage],
      [{ reason: 'DAMAGE', quantity: 1, note: '   ' }, m.noteRequiredForDamage],
      [{ reason: 'RETURN', quantity: 1, note: 'x'.repeat(501) }, m.noteTooLong],
    ];
    for (const [body, message] of cases) {
      const answer = await adjust(id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body), JSON.stringify(body)).toContain(message);
    }
    expect(await stockOf(id)).toBe(4);
    expect(await movementCount(id)).toBe(0);

    const missing = await adjust('00000000-0000-4000-8000-000000000000', {
      reason: 'RESTOCK',
      quantity: 1,
    });
    expect(missing.status).toBe(404);
    expect((await historyOf('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await historyOf(id, '?limit=1000')).status).toBe(400);
  });

  it('records a quantity typed on the product form as a movement by its staff member', async () => {
    const id = await newProduct(6);
    const form = new FormData();
    form.append('quantity', '9');
    form.append('lowStockThreshold', '2');
    const saved = await admin.request<Product>('PUT', `/api/products/${id}`, { body: form });
    expect(saved.status).toBe(200);
    expect((await historyOf(id)).body).toEqual([
      expect.objectContaining({ reason: 'EDIT', change: 3, stockAfter: 9, staff: username() }),
    ]);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(row!.lowStockThreshold).toBe(2);

    const bad = new FormData();
    bad.append('lowStockThreshold', '-1');
    const refused = await admin.request('PUT', `/api/products/${id}`, { body: bad });
    expect(refused.status).toBe(400);
    const [after] = await t.database.db.select().from(products).where(eq(products.id, id));
    expect(after!.lowStockThreshold).toBe(2);
  });
});

describe('a received return put back on the shelf', () => {
  it('is a RETURN movement by the staff member who received it', async () => {
    const id = await newProduct(50);
    const { client } = await signedInCustomer(t);
    await client.post('/api/cart/add', { productId: id, quantity: 2 });
    const placed = await client.post<Order>('/api/orders', await payloadFromCart(client));
    expect(placed.status).toBe(201);
    await client.patch(`/api/orders/${placed.body._id}/status`, {
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      status: 'PROCESSING',
    });
    await deliverOrder(admin, placed.body._id);
    const items = JSON.stringify([{ product: id, quantity: 2 }]);
    const body = new FormData();
    body.append('items', items);
    body.append('reason', 'CHANGED_MIND');
    const asked = await client.request<OrderReturn>(
      'POST',
      `/api/orders/${placed.body._id}/returns`,
      { body },
    );
    expect(asked.status).toBe(201);
    const move = (status: Record<string, unknown>) =>
      admin.patch<AdminReturn>(`/api/admin/returns/${asked.body._id}`, status);
    expect((await move({ status: 'APPROVED' })).status).toBe(200);
    expect(await stockOf(id)).toBe(48);
    expect((await move({ status: 'RECEIVED', restock: true })).status).toBe(200);
    expect(await stockOf(id)).toBe(50);
    const [latest] = (await historyOf(id)).body;
    expect(latest).toMatchObject({
      reason: 'RETURN',
      change: 2,
      stockAfter: 50,
      staff: username(),
    });
    expect(latest!.note).toMatch(/^Return R-/);
  });
});

describe('the back office list by stock level', () => {
  it('filters low and out of stock, sorts by stock, and says each product’s level in words', async () => {
    const tag = `Level ${Date.now()}`;
    const ids = await insertProducts(t, 3, tag);
    const levels = [
      [ids[0]!, 0],
      [ids[1]!, 3],
      [ids[2]!, 40],
    ] as const;
    for (const [id, quantity] of levels) {
      await t.database.db.update(products).set({ quantity }).where(eq(products.id, id));
    }
    const list = (query: string) =>
      admin.get<AdminProduct[]>(`/api/admin/products?q=${encodeURIComponent(tag)}${query}`);

    const all = await list('&sort=stock-asc');
    expect(all.status).toBe(200);
    expect(all.body.map((p) => [p.quantity, p.stockStatus])).toEqual([
      [0, 'OUT'],
      [3, 'LOW'],
      [40, 'IN'],
    ]);
    expect((await list('&sort=stock-desc')).body.map((p) => p.quantity)).toEqual([40, 3, 0]);
    expect((await list('&stock=low')).body.map((p) => p.quantity).sort()).toEqual([0, 3]);
    expect((await list('&stock=out')).body.map((p) => p._id)).toEqual([ids[0]]);
    expect((await list('&stock=out')).headers.get('x-total-count')).toBe('1');
    expect((await list('&stock=none')).status).toBe(400);
    expect((await list('&sort=price')).status).toBe(400);
  });

  it('counts the products at or below their threshold for the dashboard', async () => {
    // The catalogue service hands out the stock service's count as `lowStockCount`.
    const { lowStockCount } = createStockService({ db: t.database.db, stockChanged() {} });
    const listed = async () =>
      Number((await admin.get('/api/admin/products?stock=low')).headers.get('x-total-count'));
    const before = await lowStockCount();
    expect(await listed()).toBe(before);
    const id = await newProduct(10, 5);
    expect(await lowStockCount()).toBe(before);
    await adjust(id, { reason: 'COUNT', count: 5 });
    expect(await lowStockCount()).toBe(before + 1);
    expect(await listed()).toBe(before + 1);
    // Archived for good: nothing to reorder, though the list's filter still shows it.
    await t.database.db.update(products).set({ status: 'ARCHIVED' }).where(eq(products.id, id));
    expect(await lowStockCount()).toBe(before);
    expect(await listed()).toBe(before + 1);
  });
});

describe('live stock on an open product page', () => {
  it('tells the product’s room after an adjustment, and its page reads the new stock', async () => {
    const id = await newProduct(0);
    const visitor = t.client();
    expect((await visitor.get<Product>(`/api/products/${id}`)).body.quantity).toBe(0);
    const { socket } = await sockets.open(t.url);
    const heard: string[] = [];
    socket.on(realtimeEvents.stockChanged, (payload: { productId: string }) =>
      heard.push(payload.productId),
    );
    expect(await socket.emitWithAck(realtimeRequests.watchProduct, id)).toEqual({ watching: true });
    const other = await sockets.open(t.url);
    const otherHeard: string[] = [];
    other.socket.on(realtimeEvents.stockChanged, (payload: { productId: string }) =>
      otherHeard.push(payload.productId),
    );

    await adjust(id, { reason: 'RESTOCK', quantity: 4 });
    await barrier(t.app, [socket, other.socket]);
    expect(heard).toEqual([id]);
    expect(otherHeard).toEqual([]);
    // The cached answer was told too: the page's next read shows the new stock.
    expect((await visitor.get<Product>(`/api/products/${id}`)).body.quantity).toBe(4);
  });
});

describe('the daily low-stock e-mail', () => {
  const shopMails = () =>
    t.inbox.messages.filter(
      (mail) => mail.to.includes(t.config.shopEmail.toLowerCase()) && /stock/.test(mail.subject),
    );

  it('goes once a day from 09:00 India time, even when two runs race, listing low and out products', async () => {
    const out = await newProduct(0, 5);
    const [outName] = await t.database.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, out));
    const sent = shopMails().length;

    // 08:59 in India: not yet.
    expect((await t.app.housekeeping(new Date('2031-03-10T03:29:00Z'))).lowStockAlertSent).toBe(
      false,
    );
    // 09:00: two runs at once (two instances) send one e-mail.
    const runs = await Promise.all([
      t.app.housekeeping(new Date('2031-03-10T03:30:00Z')),
      t.app.housekeeping(new Date('2031-03-10T03:30:00Z')),
    ]);
    expect(runs.filter((run) => run.lowStockAlertSent)).toHaveLength(1);
    await t.inbox.until(() => shopMails().length === sent + 1);
    const mail = shopMails().at(-1)!;
    expect(mail.body).toContain(`${outName!.name}: 0 in stock (${m.outOfStock}`);
    // Later that day, and after a restart (the day is in the database): nothing more.
    expect((await t.app.housekeeping(new Date('2031-03-10T12:00:00Z'))).lowStockAlertSent).toBe(
      false,
    );
    const [day] = await t.database.db
      .select()
      .from(stockAlertDays)
      .where(eq(stockAlertDays.day, '2031-03-10'));
    expect(day).toBeDefined();
    // The next day it goes again.
    expect((await t.app.housekeeping(new Date('2031-03-11T04:00:00Z'))).lowStockAlertSent).toBe(
      true,
    );
    await t.inbox.until(() => shopMails().length === sent + 2);
    await t.app.settled();
    expect(shopMails()).toHaveLength(sent + 2);
  });

  it('sends nothing on a day when no product is low', async () => {
    const saved = await t.database.db
      .select({ id: products.id, quantity: products.quantity, threshold: products.lowStockThreshold })
      .from(products);
    try {
      await t.database.db.update(products).set({ lowStockThreshold: 0, quantity: 100 });
      const sent = shopMails().length;
      expect((await t.app.housekeeping(new Date('2031-04-01T05:00:00Z'))).lowStockAlertSent).toBe(
        false,
      );
      const [day] = await t.database.db
        .select()
        .from(stockAlertDays)
        .where(eq(stockAlertDays.day, '2031-04-01'));
      expect(day).toBeUndefined();
      await t.app.settled();
      expect(shopMails()).toHaveLength(sent);
    } finally {
      for (const row of saved) {
        await t.database.db
          .update(products)
          .set({ quantity: row.quantity, lowStockThreshold: row.threshold })
          .where(eq(products.id, row.id));
      }
    }
  });
});
