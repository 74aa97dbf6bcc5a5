/**
 * Several credit notes against one invoice (docs/decisions/044-several-credit-notes.md): partial
 * notes through the invoices service (returns will call it; no HTTP route issues one), the cancel
 * crediting only what remains, every refusal writing nothing, notes issued at once never
 * crediting more than was invoiced, the list and per-note download routes, the first note at
 * `/credit-note`, and the month's GST returns with two notes against one invoice.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import { gstMessages } from '@shop/shared/gst/messages';
import type { CreditNoteSummary } from '@shop/shared/gst/schemas';
import { indianMonthOf, type GstReturns } from '@shop/shared/gst/returns';
import type { Order } from '@shop/shared/orders/schemas';
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { invoiceCounters, invoiceLines, invoices, orders, products } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { createDiskStorage } from '../../lib/storage';
import { adminClient, signedInCustomer } from '../../../test/accounts-helpers';
import { downloadBytes, pdfText } from '../../../test/documents-helpers';
import type { HttpClient } from '../../../test/http-client';
import { address, payloadFromCart } from '../../../test/orders-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { CreditNoteLine } from './credit-note-lines';
import { createInvoicesService, type InvoicesService } from './invoices.service';
import { indianDate, indianMonthRange, splitLine } from './tax';

let t: TestApp;
let admin: HttpClient;
let invoicesService: InvoicesService;
/** ₹99.99 at 18%: three single units split to a paisa more tax than the three together. */
let odd: Product;
/** At 12%. */
let kit: Product;
beforeAll(async () => {
  t = await startTestApp();
  admin = await adminClient(t);
  await t.database.db.update(products).set({ quantity: 10_000 });
  const catalogue = (await t.client().get<Product[]>('/api/products?limit=100')).body;
  const [oddId, kitId] = catalogue.map((p) => p._id);
  await t.database.db.update(products).set({ pricePaise: 9999 }).where(eq(products.id, oddId!));
  await t.database.db.update(products).set({ gstRate: 12 }).where(eq(products.id, kitId!));
  // Written behind the app's back: on PostgreSQL its catalogue cache hears of it by a
  // notification, which may come after the next read, so read until the change shows.
  await vi.waitFor(
    async () => {
      const reread = (await t.client().get<Product[]>('/api/products?limit=100')).body;
      odd = reread.find((p) => p._id === oddId)!;
      kit = reread.find((p) => p._id === kitId)!;
      expect([odd.price, odd.gstRate, kit.gstRate]).toEqual([99.99, 18, 12]);
    },
    { timeout: 10_000, interval: 100 },
  );
  // The service as returns will call it: on the app's database and document store.
  invoicesService = createInvoicesService({
    db: t.database.db,
    seller: t.config.seller,
    documents: createDiskStorage(t.config.documentsDir, '/documents'),
  });
});
afterAll(async () => {
  await invoicesService?.close();
  await t?.close();
});

const KARNATAKA_BUYER = '29AABCT1332L1ZA';
const karnataka = { ...address, city: 'Bengaluru', state: 'Karnataka', pin: '560001' };

/** The customer's order of these lines, confirmed for cash on delivery and shipped: invoiced. */
async function shippedOrder(
  client: HttpClient,
  lines: Array<[Product, number]>,
  overrides: Record<string, unknown> = {},
): Promise<Order> {
  for (const [product, quantity] of lines) {
    expect((await client.post('/api/cart/add', { productId: product._id, quantity })).status).toBe(
      200,
    );
  }
  const placed = await client.post<Order>('/api/orders', {
    ...(await payloadFromCart(client)),
    ...overrides,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body._id;
  const cod = { paymentMethod: 'COD', paymentStatus: 'PENDING', status: 'PROCESSING' };
  expect((await client.patch(`/api/orders/${id}/status`, cod)).status).toBe(200);
  const shipped = await admin.patch(`/api/orders/${id}/status`, {
    status: 'SHIPPED',
    courier: 'DELHIVERY',
    trackingNumber: id.slice(-12),
  });
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  return placed.body;
}

/** The usual basket: three units of ₹99.99 at 18% (line 1), two of the kit at 12% (line 2). */
const threeAndTwo = (client: HttpClient) =>
  shippedOrder(client, [
    [odd, 3],
    [kit, 2],
  ]);

const cancel = async (orderId: string) => {
  const answer = await admin.patch(`/api/orders/${orderId}/status`, {
    status: 'CANCELLED',
    reason: 'Out of stock at the warehouse',
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

/** Issues a credit note in a transaction of its own, as a return would. */
const issue = (orderId: string, lines?: CreditNoteLine[], service = invoicesService) =>
  t.database.db.transaction((tx) => service.issueCreditNote(tx, orderId, lines));

/**
 * Issues a credit note as a return will: inside the order's transaction, its row locked as the
 * orders service's `change` locks it.
 */
const issueHoldingOrder = (orderId: string) =>
  t.database.db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    return invoicesService.issueCreditNote(tx, orderId);
  });

/** The refusal a call met: its status and message. */
async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return { status: (error as AppError).status, message: (error as AppError).message };
}

async function invoiceOf(orderId: string) {
  const [invoice] = await t.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'INVOICE')));
  return { ...invoice!, number: invoice!.number!, lines: await linesOf(invoice!.id) };
}
const linesOf = (documentId: string) =>
  t.database.db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, documentId))
    .orderBy(asc(invoiceLines.position));
/** The order's credit notes with their lines, in number order. */
async function notesOf(orderId: string) {
  const notes = await t.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'CREDIT_NOTE')))
    .orderBy(asc(invoices.sequence));
  return Promise.all(
    notes.map(async (note) => ({ ...note, number: note.number!, lines: await linesOf(note.id) })),
  );
}

const AMOUNTS = ['totalPaise', 'taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const;
const amountsOf = (row: Record<(typeof AMOUNTS)[number], number>) =>
  Object.fromEntries(AMOUNTS.map((key) => [key, row[key]]));
const summed = (rows: Array<Record<(typeof AMOUNTS)[number], number>>) =>
  Object.fromEntries(AMOUNTS.map((key) => [key, rows.reduce((total, row) => total + row[key], 0)]));

describe('a partial credit note', () => {
  it('credits only its lines, at the unit price times the quantity split as the invoice splits', async () => {
    const { client } = await signedInCustomer(t);
    const order = await threeAndTwo(client);
    const invoice = await invoiceOf(order._id);
    const noteId = await issue(order._id, [{ position: 2, quantity: 1 }]);

    const [note] = await notesOf(order._id);
    expect(note!.id).toBe(noteId);
    expect(note!.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    expect(note!.invoiceId).toBe(invoice.id);
    const unit = invoice.lines[1]!.unitPricePaise;
    expect(note!.lines).toHaveLength(1);
    expect(note!.lines[0]).toMatchObject({
      position: 2,
      description: kit.name,
      hsnCode: kit.hsnCode,
      quantity: 1,
      unitPricePaise: unit,
      gstRate: 12,
      totalPaise: unit,
      ...splitLine(unit, 12, false),
    });
    expect(amountsOf(note!)).toEqual(summed(note!.lines));
    expect(note!.cgstPaise).toBe(note!.sgstPaise);

    // Its PDF: only the credited line, the original invoice's number and date.
    const listed = await client.get<CreditNoteSummary[]>(`/api/orders/${order._id}/credit-notes`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        _id: noteId,
        number: note!.number,
        date: note!.issuedAt.toISOString(),
        total: unit / 100,
      },
    ]);
    const pdf = await downloadBytes(
      t.url,
      client,
      `/api/orders/${order._id}/credit-notes/${noteId}`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.response.headers.get('content-disposition')).toContain(
      `credit-note-${note!.number.replaceAll('/', '-')}.pdf`,
    );
    const text = (await pdfText(pdf.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(note!.number);
    expect(text).toContain(`Against invoice: ${invoice.number}`);
    expect(text).toContain(`Invoice date: ${indianDate(invoice.issuedAt)}`);
    expect(text).toContain(kit.name);
    expect(text).not.toContain(odd.name);
    expect(text).toContain('1 NOS');
    expect(text).toContain('for the lines and quantities above');
  });

  it('splits IGST across states', async () => {
    const { client } = await signedInCustomer(t);
    const order = await shippedOrder(client, [[odd, 2]], {
      billingAddress: karnataka,
      shippingAddress: karnataka,
    });
    await issue(order._id, [{ position: 1, quantity: 1 }]);
    const [note] = await notesOf(order._id);
    expect(note).toMatchObject({ interState: true, cgstPaise: 0, sgstPaise: 0 });
    expect(note!.lines[0]).toMatchObject({ quantity: 1, ...splitLine(9999, 18, true) });
  });

  it('two, then the cancel credit only the rest: together exactly the invoice, to the paisa', async () => {
    const { client } = await signedInCustomer(t);
    const order = await threeAndTwo(client);
    const invoice = await invoiceOf(order._id);
    await issue(order._id, [{ position: 1, quantity: 1 }]);
    await issue(order._id, [
      { position: 1, quantity: 1 },
      { position: 2, quantity: 1 },
    ]);
    await cancel(order._id);

    const notes = await notesOf(order._id);
    expect(notes).toHaveLength(3);
    expect(notes.map((note) => note.lines.map((l) => [l.position, l.quantity]))).toEqual([
      [[1, 1]],
      [
        [1, 1],
        [2, 1],
      ],
      [
        [1, 1],
        [2, 1],
      ],
    ]);
    // A single unit of ₹99.99 is split on its own; the last one is what the line has left.
    const single = splitLine(9999, 18, false);
    expect(notes[0]!.lines[0]).toMatchObject(single);
    expect(notes[1]!.lines[0]).toMatchObject(single);
    const line1 = invoice.lines[0]!;
    expect(3 * single.cgstPaise).not.toBe(line1.cgstPaise);
    expect(notes[2]!.lines[0]).toMatchObject({
      cgstPaise: line1.cgstPaise - 2 * single.cgstPaise,
      sgstPaise: line1.sgstPaise - 2 * single.sgstPaise,
      taxablePaise: line1.taxablePaise - 2 * single.taxablePaise,
      totalPaise: 9999,
    });
    for (const note of notes) expect(amountsOf(note)).toEqual(summed(note.lines));
    expect(summed(notes)).toEqual(amountsOf(invoice));

    // Everything is credited: a further note is refused and nothing is written.
    expect(await refusal(issue(order._id))).toEqual({
      status: 400,
      message: gstMessages.creditNoteNothingLeft(invoice.number),
    });
    expect(await notesOf(order._id)).toHaveLength(3);

    // `/credit-note` still answers the first note.
    const first = await downloadBytes(t.url, client, `/api/orders/${order._id}/credit-note`);
    expect(first.status).toBe(200);
    expect(first.response.headers.get('content-disposition')).toContain(
      `credit-note-${notes[0]!.number.replaceAll('/', '-')}.pdf`,
    );
    const listed = await client.get<CreditNoteSummary[]>(`/api/orders/${order._id}/credit-notes`);
    expect(listed.body.map((note) => note.number)).toEqual(notes.map((note) => note.number));
    expect(listed.body.map((note) => note.total)).toEqual(notes.map((n) => n.totalPaise / 100));
  });

  it('for every line and quantity is the invoice to the paisa, with or without the lines named', async () => {
    const { client } = await signedInCustomer(t);
    const named = await threeAndTwo(client);
    const unnamed = await threeAndTwo(client);
    await issue(named._id, [
      { position: 2, quantity: 2 },
      { position: 1, quantity: 3 },
    ]);
    await issue(unnamed._id);
    for (const order of [named, unnamed]) {
      const invoice = await invoiceOf(order._id);
      const [note, ...more] = await notesOf(order._id);
      expect(more).toEqual([]);
      expect(amountsOf(note!)).toEqual(amountsOf(invoice));
      expect(note!.amountInWords).toBe(invoice.amountInWords);
      expect(note!.lines.map((l) => ({ ...amountsOf(l), quantity: l.quantity }))).toEqual(
        invoice.lines.map((l) => ({ ...amountsOf(l), quantity: l.quantity })),
      );
    }
    // A cancel afterwards has nothing left to credit: the order cancels, no note is added.
    await cancel(unnamed._id);
    expect(await notesOf(unnamed._id)).toHaveLength(1);
  });
});

describe('a credit note refused', () => {
  let order: Order;
  let invoiceNumber: string;
  beforeAll(async () => {
    const { client } = await signedInCustomer(t);
    order = await threeAndTwo(client);
    invoiceNumber = (await invoiceOf(order._id)).number;
    await issue(order._id, [{ position: 1, quantity: 2 }]);
  });

  const counter = async () =>
    (
      await t.database.db
        .select()
        .from(invoiceCounters)
        .where(eq(invoiceCounters.kind, 'CREDIT_NOTE'))
    ).map((row) => row.lastNumber);

  it.each<[string, CreditNoteLine[], string]>([
    ['more than remains', [{ position: 1, quantity: 2 }], gstMessages.creditNoteTooMuch(1, 1)],
    ['more than the line', [{ position: 2, quantity: 3 }], gstMessages.creditNoteTooMuch(2, 2)],
    ['an unknown line', [{ position: 3, quantity: 1 }], ''],
    [
      'a quantity of zero',
      [{ position: 2, quantity: 0 }],
      gstMessages.creditNoteQuantityInvalid(2),
    ],
    [
      'a negative quantity',
      [{ position: 2, quantity: -1 }],
      gstMessages.creditNoteQuantityInvalid(2),
    ],
    ['a fraction', [{ position: 2, quantity: 0.5 }], gstMessages.creditNoteQuantityInvalid(2)],
    [
      'a line twice',
      [
        { position: 2, quantity: 1 },
        { position: 2, quantity: 1 },
      ],
      gstMessages.creditNoteLineTwice(2),
    ],
    ['no lines', [], gstMessages.creditNoteNoLines],
  ])('for %s, with a clear 400 and nothing written', async (_case, lines, message) => {
    const before = { notes: await notesOf(order._id), counter: await counter() };
    expect(await refusal(issue(order._id, lines))).toEqual({
      status: 400,
      message: message || gstMessages.creditNoteUnknownLine(invoiceNumber, 3),
    });
    expect(await notesOf(order._id)).toEqual(before.notes);
    expect(await counter()).toEqual(before.counter);
  });

  it('for an order never invoiced', async () => {
    const { client } = await signedInCustomer(t);
    const added = await client.post('/api/cart/add', { productId: kit._id, quantity: 1 });
    expect(added.status).toBe(200);
    const placed = await client.post<Order>('/api/orders', await payloadFromCart(client));
    expect(await refusal(issue(placed.body._id))).toEqual({
      status: 400,
      message: gstMessages.creditNoteNoInvoice,
    });
    expect(await notesOf(placed.body._id)).toEqual([]);
  });

  it('past 30 November after the end of the invoice’s financial year', async () => {
    const later = createInvoicesService({
      db: t.database.db,
      seller: t.config.seller,
      documents: createDiskStorage(t.config.documentsDir, '/documents'),
      now: () => new Date(Date.now() + 2 * 366 * 24 * 60 * 60 * 1000),
    });
    const before = await notesOf(order._id);
    expect(await refusal(issue(order._id, [{ position: 2, quantity: 1 }], later))).toEqual({
      status: 400,
      message: gstMessages.creditNoteTooLate(invoiceNumber),
    });
    expect(await notesOf(order._id)).toEqual(before);
  });
});

describe('credit notes issued at once', () => {
  it('never credit more than was invoiced: each waits for the invoice the one before holds', async () => {
    const { client } = await signedInCustomer(t);
    const order = await threeAndTwo(client);
    const invoice = await invoiceOf(order._id);
    const settled = await Promise.allSettled(
      Array.from({ length: 6 }, () => issue(order._id, [{ position: 1, quantity: 1 }])),
    );
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(3);
    const refused = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []));
    expect(refused.map((error: AppError) => [error.status, error.message])).toEqual(
      Array(3).fill([400, gstMessages.creditNoteTooMuch(1, 0)]),
    );
    // And the whole rest at once, from four callers holding the order as a return will (inside
    // the orders service's change, as the cancel does) and a cancel: one note has it; the cancel
    // goes through whether it wrote that note or found nothing left.
    const [cancelled, ...rest] = await Promise.allSettled([
      cancel(order._id),
      ...Array.from({ length: 4 }, () => issueHoldingOrder(order._id)),
    ]);
    expect(cancelled!.status).toBe('fulfilled');
    const restRefused = rest.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []));
    expect(restRefused.length).toBeGreaterThanOrEqual(3);
    expect(new Set(restRefused.map((error: AppError) => error.message))).toEqual(
      new Set([gstMessages.creditNoteNothingLeft(invoice.number)]),
    );
    const notes = await notesOf(order._id);
    expect(notes).toHaveLength(4);
    expect(notes.at(-1)!.lines.map((l) => [l.position, l.quantity])).toEqual([[2, 2]]);
    expect(summed(notes)).toEqual(amountsOf(invoice));
    expect(new Set(notes.map((note) => note.number)).size).toBe(4);
  });
});

describe('the credit note routes', () => {
  let order: Order;
  let owner: HttpClient;
  let noteIds: string[];
  beforeAll(async () => {
    owner = (await signedInCustomer(t)).client;
    order = await shippedOrder(owner, [
      [odd, 2],
      [kit, 1],
    ]);
    noteIds = [
      await issue(order._id, [{ position: 1, quantity: 1 }]),
      await issue(order._id, [{ position: 2, quantity: 1 }]),
    ];
  });

  it('list the notes and send each one to its owner and to staff', async () => {
    for (const caller of [owner, admin]) {
      const listed = await caller.get<CreditNoteSummary[]>(`/api/orders/${order._id}/credit-notes`);
      expect(listed.status).toBe(200);
      expect(listed.headers.get('cache-control')).toBe('private, no-store');
      expect(listed.body.map((note) => note._id)).toEqual(noteIds);
      const pdfs = await Promise.all(
        noteIds.map((id) =>
          downloadBytes(t.url, caller, `/api/orders/${order._id}/credit-notes/${id}`),
        ),
      );
      expect(pdfs.map((pdf) => pdf.status)).toEqual([200, 200]);
      const texts = await Promise.all(
        pdfs.map(async (pdf) => (await pdfText(pdf.bytes)).replace(/\s+/g, ' ')),
      );
      expect(texts[0]).toContain(odd.name);
      expect(texts[0]).not.toContain(kit.name);
      expect(texts[1]).toContain(kit.name);
      expect(texts[1]).not.toContain(odd.name);
    }
    // Each is stored once: the owner's and staff's downloads are the same bytes.
    const [stored] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, noteIds[0]!));
    const again = await downloadBytes(
      t.url,
      owner,
      `/api/orders/${order._id}/credit-notes/${noteIds[0]}`,
    );
    expect(stored!.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(again.bytes).digest('hex')).toBe(stored!.pdfSha256);
  });

  it("answer 404 for someone else's order, 401 signed out, 404 for a note not the order's", async () => {
    const stranger = (await signedInCustomer(t)).client;
    const list = `/api/orders/${order._id}/credit-notes`;
    expect((await stranger.get(list)).status).toBe(404);
    expect((await t.client().get(list)).status).toBe(401);
    const one = `${list}/${noteIds[0]}`;
    const refused = await downloadBytes(t.url, stranger, one);
    expect(refused.status).toBe(404);
    expect(refused.type).toContain('application/json');
    expect((await downloadBytes(t.url, t.client(), one)).status).toBe(401);

    // Another order of the owner's, with its invoice but no note: an empty list; this order's
    // note under it, the invoice's id, or no id at all is no note of it.
    const other = await shippedOrder(owner, [[kit, 1]]);
    expect((await owner.get(`/api/orders/${other._id}/credit-notes`)).body).toEqual([]);
    const otherInvoice = await invoiceOf(other._id);
    for (const id of [noteIds[0], otherInvoice.id, 'not-an-id']) {
      const answer = await downloadBytes(
        t.url,
        owner,
        `/api/orders/${other._id}/credit-notes/${id}`,
      );
      expect(answer.status, id).toBe(404);
      expect(JSON.parse(answer.bytes.toString()).message).toBe(gstMessages.creditNoteNotFound);
    }
  });
});

describe("a cancel's credit note", () => {
  it("is stored as its own PDF when the invoice's was stored before the cancel", async () => {
    const { client, user } = await signedInCustomer(t);
    const order = await shippedOrder(client, [[kit, 1]]);
    // The SHIPPED e-mail carries the invoice's PDF, stored by the time it is sent.
    await t.inbox.until(() =>
      t.inbox.messages.some((m) => m.to.includes(user.email) && /has shipped/.test(m.subject)),
    );
    const invoice = await invoiceOf(order._id);
    expect(invoice.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    await cancel(order._id);
    const pdf = await downloadBytes(t.url, client, `/api/orders/${order._id}/credit-note`);
    expect(pdf.status).toBe(200);
    const [note] = await notesOf(order._id);
    const hash = createHash('sha256').update(pdf.bytes).digest('hex');
    expect(note!.pdfSha256).toBe(hash);
    expect(hash).not.toBe(invoice.pdfSha256);
  });
});

describe('the GST returns of a month with two partial notes against one invoice', () => {
  it('list both in CDNR, net them out of both HSN tables and B2C, and count them in Table 13', async () => {
    const month = indianMonthOf(new Date());
    const { client } = await signedInCustomer(t);
    const registered = await shippedOrder(
      client,
      [
        [odd, 3],
        [kit, 2],
      ],
      {
        gstNumber: KARNATAKA_BUYER,
        companyName: 'Bengaluru Tech Pvt Ltd',
        billingAddress: karnataka,
        shippingAddress: karnataka,
      },
    );
    const unregistered = await shippedOrder(client, [[kit, 3]]);
    for (const orderId of [registered._id, unregistered._id]) {
      await issue(orderId, [{ position: 1, quantity: 1 }]);
      await issue(orderId, [{ position: 1, quantity: 1 }]);
    }
    const registeredNotes = await notesOf(registered._id);

    const answer = await admin.get<GstReturns>(`/api/gst/returns?month=${month}`);
    expect(answer.status).toBe(200);
    const report = answer.body;
    const { from, to } = indianMonthRange(month);
    const documents = (await t.database.db.select().from(invoices)).filter(
      (d) => d.issuedAt >= from && d.issuedAt < to,
    );
    const notes = documents.filter((d) => d.kind === 'CREDIT_NOTE');
    const creditNoteSeries = report.docs.find((row) => row.nature === 'Credit Note')!;
    expect(creditNoteSeries.total).toBe(notes.length);
    expect(report.totals.creditNotes.count).toBe(notes.length);

    // CDNR: one row per note (one rate each), at the note's own value.
    const cdnr = await admin.get<string>(`/api/gst/returns/csv?month=${month}&section=cdnr`);
    const rows = cdnr.body.trim().split('\r\n').slice(1);
    for (const note of registeredNotes) {
      const row = rows.filter((r) => r.includes(note.number));
      expect(row).toHaveLength(1);
      expect(row[0]).toContain(KARNATAKA_BUYER);
      expect(row[0]).toContain(`,${(note.taxablePaise / 100).toFixed(2)},`);
    }

    // HSN (B2B): the registered buyer's units of ₹99.99, net of the two credited.
    const hsnB2b = report.hsnB2b.find((row) => row.hsn === odd.hsnCode && row.rate === 18)!;
    expect(hsnB2b.quantity).toBe(1);
    const netOf = (orderDocuments: typeof documents, key: 'taxablePaise' | 'totalPaise') =>
      orderDocuments.reduce((total, d) => total + (d.kind === 'INVOICE' ? 1 : -1) * d[key], 0);
    const registeredDocuments = documents.filter((d) => d.orderId === registered._id);
    const oddValue = netOf(registeredDocuments, 'totalPaise') - Math.round(2 * kit.price * 100);
    expect(Math.round(hsnB2b.totalValue * 100)).toBe(oddValue);
    // HSN (B2C) and B2C: everything unregistered, net of every note against it.
    const b2cDocuments = documents.filter((d) => !d.buyer.gstin);
    const sum = <T>(rows: T[], value: (row: T) => number) =>
      Math.round(rows.reduce((total, row) => total + value(row), 0) * 100);
    expect(sum(report.hsnB2c, (r) => r.taxableValue)).toBe(netOf(b2cDocuments, 'taxablePaise'));
    expect(sum(report.hsnB2c, (r) => r.totalValue)).toBe(netOf(b2cDocuments, 'totalPaise'));
    expect(sum(report.b2c, (r) => r.taxableValue)).toBe(netOf(b2cDocuments, 'taxablePaise'));
    const kitB2c = report.hsnB2c.find((row) => row.hsn === kit.hsnCode && row.rate === 12)!;
    const kitUnits = (await Promise.all(b2cDocuments.map((d) => linesOf(d.id))))
      .flat()
      .filter((line) => line.hsnCode === kit.hsnCode && line.gstRate === 12);
    expect(kitB2c.quantity).toBe(
      kitUnits.reduce(
        (total, line) =>
          total +
          (b2cDocuments.find((d) => d.id === line.invoiceId)!.kind === 'INVOICE' ? 1 : -1) *
            line.quantity,
        0,
      ),
    );
  });
});
