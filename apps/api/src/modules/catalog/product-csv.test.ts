/**
 * Products as CSV over HTTP (docs/decisions/055): the export's columns and escaping; a preview
 * that reads good and bad rows and writes nothing; the apply of the good rows only, with COUNT
 * movements; a product changed since the preview refusing the whole apply; a double apply
 * applied once; bad files refused in words; staff only.
 */
import {
  productCsvColumns,
  productImportMessages as m,
  type ImportPreview,
  type ImportResult,
} from '@shop/shared/catalog/product-import';
import { catalogMessages } from '@shop/shared/catalog/messages';
import type { Product } from '@shop/shared/catalog/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImports, products, stockMovements } from '../../db/schema/index';
import { adminClient } from '../../../test/accounts-helpers';
import { insertProducts } from '../../../test/catalog-helpers';
import type { HttpClient } from '../../../test/http-client';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { parseCsv } from './product-csv';

let t: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
});
afterAll(async () => {
  await t?.close();
});

let made = 0;
/** A product of its own: ₹100, 10 in stock, with this SKU. */
async function newProduct(sku: string, values: Partial<typeof products.$inferInsert> = {}) {
  const [id] = await insertProducts(t, 1, `Csv Test ${++made} ${Date.now()}`);
  await t.database.db
    .update(products)
    .set({ sku, ...values })
    .where(eq(products.id, id!));
  return id!;
}
const row = async (id: string) =>
  (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!;
const movements = (id: string) =>
  t.database.db.select().from(stockMovements).where(eq(stockMovements.productId, id));
const preview = (csv: string, client = admin, type = 'text/csv') =>
  client.request<ImportPreview & { message: string; details?: Record<string, string[]> }>(
    'POST',
    '/api/admin/products/import/preview',
    { body: csv, headers: { 'content-type': type } },
  );
const apply = (body: Record<string, unknown>, client = admin) =>
  client.post<ImportResult & { message: string }>('/api/admin/products/import/apply', body);

describe('export', () => {
  it('lists every product in every status with its columns, cells escaped', async () => {
    const id = await newProduct(`EXP-${Date.now()}`, {
      name: '=HYPERLINK("http://x","click"), "best"',
      status: 'DRAFT',
      pricePaise: 12_345,
      compareAtPaise: 15_000,
      quantity: 7,
      lowStockThreshold: 3,
      weightGrams: 250,
    });
    const answer = await admin.get<string>('/api/admin/products.csv');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(answer.headers.get('content-disposition')).toContain('products.csv');
    const text = answer.body;
    expect(text.split('\r\n')[0]).toBe(productCsvColumns.join(','));
    const line = text.split('\r\n').find((l) => l.startsWith(id))!;
    expect(line).toContain(`"'=HYPERLINK(""http://x"",""click""), ""best"""`);
    const cells = parseCsv(line)[0]!.cells;
    const current = await row(id);
    expect(cells).toEqual([
      id,
      current.sku,
      '',
      `'=HYPERLINK("http://x","click"), "best"`,
      '',
      expect.any(String),
      'DRAFT',
      '123.45',
      '150.00',
      '7',
      '3',
      '8543',
      '18',
      '250',
    ]);
  });
});

describe('import', () => {
  it('previews good and bad rows per field and writes nothing', async () => {
    const stamp = Date.now();
    const good = await newProduct(`GOOD-${stamp}`);
    const bad = await newProduct(`BAD-${stamp}`);
    const byId = await newProduct(`ID-${stamp}`);
    const csv =
      '\uFEFFsku,id,price,quantity,status,compare_at_price\r\n' +
      `good-${stamp},,"149.50",25,,\r\n` +
      `BAD-${stamp},,0,-3,SOLD,\r\n` +
      `NOPE-${stamp},,200,1,,\r\n` +
      `GOOD-${stamp},,300,1,,\r\n` +
      `,${byId},100.00,10,active,\r\n` +
      `,,5,5,,\r\n`;
    const before = await t.database.db.select().from(products);
    const answer = await preview(csv);
    expect(answer.status).toBe(200);
    const [g, b, unknown, duplicate, unchanged, noKey] = answer.body.rows;
    expect(g).toMatchObject({
      line: 2,
      matchedBy: 'sku',
      product: { _id: good },
      errors: {},
      changes: [
        { field: 'price', from: 100, to: 149.5 },
        { field: 'quantity', from: 10, to: 25 },
      ],
    });
    expect(b!.product!._id).toBe(bad);
    expect(b!.errors).toEqual({
      price: [catalogMessages.priceTooLow],
      quantity: [catalogMessages.quantityInvalid],
      status: [m.statusUnknown],
    });
    expect(unknown!.errors).toEqual({ sku: [m.unknownProduct] });
    expect(duplicate!.errors).toEqual({ row: [m.duplicateRow(2)] });
    expect(unchanged).toMatchObject({ matchedBy: 'id', changes: [], errors: {} });
    expect(noKey!.errors).toEqual({ row: [m.noKey] });
    expect(answer.body.counts).toEqual({ good: 1, bad: 4, unchanged: 1 });
    // Nothing changed: every product as it was, no movement.
    expect(await t.database.db.select().from(products)).toEqual(before);
    expect(await movements(good)).toHaveLength(0);
  });

  it('applies only the good rows, stock as COUNT movements, and a second apply changes nothing', async () => {
    const stamp = Date.now();
    const good = await newProduct(`APPLY-${stamp}`, { compareAtPaise: 20_000 });
    const bad = await newProduct(`APPLYBAD-${stamp}`);
    const csv =
      'sku,price,quantity,compare_at_price,low_stock_threshold\n' +
      `APPLY-${stamp},250,4,,2\n` +
      `APPLYBAD-${stamp},0.5,8,,\n`;
    const { body: p } = await preview(csv);
    expect(p.counts).toMatchObject({ good: 1, bad: 1 });
    // The storefront still shows the old price until the apply.
    expect((await t.client().get<Product>(`/api/products/${good}`)).body.price).toBe(100);

    const [first, second] = await Promise.all([
      apply({ token: p.token }),
      apply({ token: p.token }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.alreadyApplied, second.body.alreadyApplied].sort()).toEqual([false, true]);
    expect(first.body).toMatchObject({ applied: 1, lines: [2] });

    const after = await row(good);
    expect(after).toMatchObject({
      pricePaise: 25_000,
      quantity: 4,
      compareAtPaise: null,
      lowStockThreshold: 2,
    });
    expect(await row(bad)).toMatchObject({ pricePaise: 10_000, quantity: 10 });
    const moved = await movements(good);
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({
      reason: 'COUNT',
      change: -6,
      stockAfter: 4,
      note: 'CSV import',
      staff: expect.stringMatching(/.+/),
    });
    expect(await movements(bad)).toHaveLength(0);
    const shown = (await t.client().get<Product>(`/api/products/${good}`)).body;
    expect([shown.price, shown.quantity]).toEqual([250, 4]);
    // A third apply, later: still once.
    const third = await apply({ token: p.token });
    expect(third.body).toMatchObject({ applied: 1, alreadyApplied: true });
    expect(await movements(good)).toHaveLength(1);
  });

  it('refuses the whole apply when a product changed since the preview', async () => {
    const stamp = Date.now();
    const a = await newProduct(`STALE-A-${stamp}`);
    const b = await newProduct(`STALE-B-${stamp}`);
    const { body: p } = await preview(
      `sku,price,quantity\nSTALE-A-${stamp},111,1\nSTALE-B-${stamp},222,2\n`,
    );
    expect(p.counts.good).toBe(2);
    // An order took stock of B meanwhile.
    await t.database.db.update(products).set({ quantity: 9 }).where(eq(products.id, b));
    const refused = await apply({ token: p.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(m.changedSince([3]));
    expect(await row(a)).toMatchObject({ pricePaise: 10_000, quantity: 10 });
    expect(await movements(a)).toHaveLength(0);
    // Only the rows chosen: A alone applies.
    const chosen = await apply({ token: p.token, lines: [2] });
    expect(chosen.status).toBe(200);
    expect(await row(a)).toMatchObject({ pricePaise: 11_100, quantity: 1 });
    expect(await row(b)).toMatchObject({ pricePaise: 10_000, quantity: 9 });
  });

  it('changes statuses as the form allows, from a plain-text body', async () => {
    const stamp = Date.now();
    const draft = await newProduct(`DRAFT-${stamp}`, { status: 'DRAFT' });
    const onSale = await newProduct(`ONSALE-${stamp}`, { imageUrls: ['/uploads/x.png'] });
    const answer = await preview(
      `sku,status,low_stock_threshold\nDRAFT-${stamp},active,\nONSALE-${stamp},Archived,7\n`,
      admin,
      'text/plain; charset=utf-8',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.rows[0]!.errors).toEqual({ status: [m.activeNeedsPicture] });
    expect(answer.body.rows[1]!.changes).toEqual([
      { field: 'low_stock_threshold', from: 5, to: 7 },
      { field: 'status', from: 'ACTIVE', to: 'ARCHIVED' },
    ]);
    expect((await apply({ token: answer.body.token })).status).toBe(200);
    expect(await row(onSale)).toMatchObject({ status: 'ARCHIVED', lowStockThreshold: 7 });
    expect(await row(draft)).toMatchObject({ status: 'DRAFT' });
    expect((await t.client().get(`/api/products/${onSale}`)).status).toBe(404);
  });

  it('refuses an unknown token and lines that are not good rows', async () => {
    const unknown = await apply({ token: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(m.previewUnknown);
    const stamp = Date.now();
    await newProduct(`LINES-${stamp}`);
    const { body: p } = await preview(`sku,price\nLINES-${stamp},0\n`);
    const wrong = await apply({ token: p.token, lines: [2] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(m.linesUnknown);
  });

  it.each([
    ['an empty file', '', m.empty, 'text/csv'],
    ['no key column', 'name,price\nX,5\n', m.noHeader, 'text/csv'],
    ['unknown columns', 'sku,price,colour\nX,5,red\n', m.unknownColumns(['colour']), 'text/csv'],
    ['nothing to change', 'sku,name\nX,Y\n', m.nothingToChange, 'text/csv'],
    ['an unclosed quote', 'sku,price\n"X,5\n', m.unclosedQuote(2), 'text/csv'],
    ['not a CSV', '\u0000\u0001PK\u0003', m.notCsv, 'application/octet-stream'],
    ['JSON', '{"sku":"X"}', m.notCsv, 'application/json'],
    ['too big', `sku,price\n${'X,5\n'.repeat(300_000)}`, m.tooBig, 'text/csv'],
    ['too many rows', `sku,price\n${'X,5\n'.repeat(2001)}`, m.tooManyRows, 'text/csv'],
  ])('refuses %s with 400 in words, keeping no preview', async (_name, csv, message, type) => {
    const kept = (await t.database.db.select().from(productImports)).length;
    const answer = await preview(csv, admin, type);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect((await t.database.db.select().from(productImports)).length).toBe(kept);
  });

  it('is for staff only', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/admin/products.csv')).status).toBe(401);
    expect((await preview('sku,price\nX,5\n', anonymous)).status).toBe(401);
    expect((await apply({ token: '00000000-0000-4000-8000-000000000000' }, anonymous)).status).toBe(
      401,
    );
  });
});
