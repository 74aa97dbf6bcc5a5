/**
 * The accountant's trial of one month of GST returns, against the shop as `npm start` runs it
 * (the compiled server in its own process on a fresh PostgreSQL database, `startShop()`): five
 * customers order in the current month (India time): B2B inside Telangana, B2B billed in
 * Karnataka and shipped to Hyderabad, B2C under ₹1 lakh inside and outside the state, and one
 * inter-state B2C order over ₹1 lakh paid online in the Razorpay sandbox. Staff ship and
 * deliver each; two are partly returned, received (credit notes) and refunded. Then the month's
 * GST screen, its eight CSV files and every order's invoice and credit notes (their PDFs read
 * as the accountant reads them) are downloaded over HTTP, printed, and reconciled: each check
 * OK or MISMATCH with its figures; the exit code is 1 on any mismatch.
 *
 * Run `npm run build` first, then `npm run try:gst-month`.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import {
  gstReturnSections,
  indianMonthOf,
  periodName,
  type GstReturnSection,
  type GstReturns,
} from '@shop/shared/gst/returns';
import type { Order } from '@shop/shared/orders/schemas';
import type { Refund } from '@shop/shared/payments/refunds';
import type { CreatePaymentAnswer } from '@shop/shared/payments/schemas';
import type { AdminReturn, OrderReturn } from '@shop/shared/returns/schemas';
import { downloadBytes, pdfText } from '../apps/api/test/documents-helpers';
import type { HttpClient } from '../apps/api/test/http-client';
import { address, payloadFromCart, statusBody } from '../apps/api/test/orders-helpers';
import { catalogue, signedInShoppers, sleep, startShop, type Shop } from './attack-shop';

/** Published GSTINs with correct check characters (the shared GSTIN code's tests use them). */
const TELANGANA_BUYER = '36AAECB4321K1ZT';
const KARNATAKA_BUYER = '29AABCT1332L1ZA';
const hyderabad = address;
const bengaluru = { ...address, city: 'Bengaluru', state: 'Karnataka', pin: '560001' };
const mumbai = { ...address, city: 'Mumbai', state: 'Maharashtra', pin: '400001' };
/** Invoice value above which an inter-state B2C invoice is B2C large; a margin above it. */
const B2CL_TARGET_RUPEES = 105_000;

interface Trial {
  label: string;
  customer: HttpClient;
  order: Order;
  online: boolean;
}

interface Document {
  order: string;
  kind: 'INVOICE' | 'CREDIT_NOTE';
  number: string;
  date: string;
  /** From the invoice summary or the credit notes' list. */
  listedTotal: number;
  /** Read from the document's PDF. */
  taxable: number;
  total: number;
}

let failures = 0;
const checks: Array<{ name: string; ok: boolean; figures: string }> = [];
function check(name: string, ok: boolean, figures: string) {
  checks.push({ name, ok, figures });
  if (!ok) failures++;
}

const paise = (rupees: number | string) => Math.round(Number(rupees) * 100);
const rupees = (p: number) =>
  (p / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const fail = (what: string, answer: { status: number; body: unknown }): never => {
  throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
};

/** RFC 4180: fields may be quoted, a quote inside doubled; lines end with CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

async function place(
  customer: HttpClient,
  lines: Array<{ product: Pick<Product, '_id'>; quantity: number }>,
  overrides: Record<string, unknown>,
): Promise<Order> {
  for (const { product, quantity } of lines) {
    const added = await customer.post('/api/cart/add', { productId: product._id, quantity });
    if (added.status !== 200) fail('cart/add', added);
  }
  const answer = await customer.post<Order>('/api/orders', {
    ...(await payloadFromCart(customer)),
    ...overrides,
  });
  if (answer.status !== 201) fail('POST /api/orders', answer);
  return answer.body;
}

/** Cash on delivery, as the checkout confirms it. */
async function confirmCod(customer: HttpClient, order: Order) {
  const answer = await customer.patch(`/api/orders/${order._id}/status`, {
    paymentMethod: 'COD',
    paymentStatus: 'PENDING',
    status: 'PROCESSING',
  });
  if (answer.status !== 200) fail('confirming cash on delivery', answer);
}

/** Paid in the Razorpay sandbox as the storefront's checkout does: its signed answer verified. */
async function payOnline(shop: Shop, customer: HttpClient, order: Order) {
  const method = await customer.patch(`/api/orders/${order._id}/status`, {
    paymentMethod: 'RAZORPAY',
  });
  if (method.status !== 200) fail('choosing Razorpay', method);
  const created = await customer.post<CreatePaymentAnswer>('/api/payments/create', {
    orderId: order._id,
  });
  if (created.status !== 200) fail('POST /api/payments/create', created);
  const paid = await fetch(`${shop.url}/sandbox/razorpay/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ order_id: created.body.id }),
  });
  if (!paid.ok) throw new Error(`the sandbox's Pay answered ${paid.status}`);
  const signed = (await paid.json()) as Record<string, string>;
  const verified = await customer.post('/api/payments/verify', { ...signed, orderId: order._id });
  if (verified.status !== 200) fail('POST /api/payments/verify', verified);
}

/** The desk's moves from wherever the order stands to DELIVERED; SHIPPED with courier and AWB. */
async function shipAndDeliver(shop: Shop, order: Order) {
  const now = await shop.admin.get<Order>(`/api/orders/admin/${order._id}`);
  const steps = ['PROCESSING', 'SHIPPED', 'DELIVERED'];
  for (const status of steps.slice(Math.max(0, steps.indexOf(now.body.status) + 1))) {
    const moved = await shop.admin.patch(`/api/orders/${order._id}/status`, statusBody(status));
    if (moved.status !== 200) fail(`moving to ${status}`, moved);
  }
}

/** The customer asks to return `quantity` units of the order's first line; staff approve it. */
async function returnPart(shop: Shop, trial: Trial, quantity: number): Promise<AdminReturn> {
  const form = new FormData();
  const product = trial.order.orderItems[0]!.product._id;
  form.append('items', JSON.stringify([{ product, quantity }]));
  form.append('reason', 'DAMAGED');
  form.append('details', 'Arrived with bent pins');
  const asked = await trial.customer.request<OrderReturn>(
    'POST',
    `/api/orders/${trial.order._id}/returns`,
    { body: form },
  );
  if (asked.status !== 201) fail('asking for a return', asked);
  const move = async (body: Record<string, unknown>) => {
    const answer = await shop.admin.patch<AdminReturn>(
      `/api/admin/returns/${asked.body._id}`,
      body,
    );
    if (answer.status !== 200) fail(`return → ${String(body.status)}`, answer);
    return answer.body;
  };
  await move({ status: 'APPROVED' });
  const received = await move({ status: 'RECEIVED', restock: true });
  if (!trial.online) {
    return move({ status: 'REFUNDED', method: 'UPI', reference: `UTR-${Date.now()}` });
  }
  // Paid online: receiving asked Razorpay for the refund; the bank settles it in the sandbox.
  let refund: Refund | undefined;
  for (let i = 0; i < 100 && !refund?.providerRefundId; i++) {
    const refunds = await trial.customer.get<Refund[]>(`/api/orders/${trial.order._id}/refunds`);
    refund = refunds.body.find((r) => r._id === received.refundId);
    if (!refund?.providerRefundId) await sleep(100);
  }
  if (!refund?.providerRefundId) throw new Error('the online refund never reached the sandbox');
  const settled = await fetch(
    `${shop.url}/sandbox/razorpay/refunds/${refund.providerRefundId}/processed`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
  );
  if (!settled.ok) throw new Error(`settling the refund answered ${settled.status}`);
  const after = await shop.admin.get<AdminReturn[]>(`/api/admin/returns?status=REFUNDED`);
  const done = after.body.find((r) => r._id === received._id);
  if (!done) throw new Error('the online return did not become REFUNDED');
  return done;
}

/** An amount as the PDF prints it after `label` (₹1,23,456.78); the last such line wins. */
function amountAfter(text: string, label: string): number {
  const pattern = new RegExp(`${label.replace(/[()]/g, '\\$&')}\\s*₹\\s*([\\d,]+\\.\\d{2})`, 'g');
  const found = [...text.matchAll(pattern)].at(-1);
  if (!found) throw new Error(`no "${label}" amount in the PDF:\n${text}`);
  return paise(found[1]!.replaceAll(',', ''));
}

async function readPdf(shop: Shop, client: HttpClient, path: string) {
  const pdf = await downloadBytes(shop.url, client, path);
  if (pdf.status !== 200) throw new Error(`${path} answered ${pdf.status}`);
  const text = await pdfText(pdf.bytes);
  return {
    taxable: amountAfter(text, 'Taxable value'),
    total: amountAfter(text, 'Total (GST included)'),
  };
}

/** Each order's invoice and credit notes, as the order's page lists them and their PDFs read. */
async function documentsOf(shop: Shop, trial: Trial): Promise<Document[]> {
  const id = trial.order._id;
  const summary = await shop.admin.get<{
    invoice: { _id: string; number: string; date: string; total: number } | null;
  }>(`/api/orders/${id}/invoice-summary`);
  if (summary.status !== 200 || !summary.body.invoice) fail('invoice-summary', summary);
  const invoice = summary.body.invoice!;
  const notes = await shop.admin.get<
    Array<{ _id: string; number: string; date: string; total: number }>
  >(`/api/orders/${id}/credit-notes`);
  if (notes.status !== 200) fail('credit-notes', notes);
  const documents: Document[] = [
    {
      order: trial.label,
      kind: 'INVOICE',
      number: invoice.number,
      date: invoice.date,
      listedTotal: paise(invoice.total),
      ...(await readPdf(shop, shop.admin, `/api/orders/${id}/invoice`)),
    },
  ];
  for (const note of notes.body) {
    documents.push({
      order: trial.label,
      kind: 'CREDIT_NOTE',
      number: note.number,
      date: note.date,
      listedTotal: paise(note.total),
      ...(await readPdf(shop, shop.admin, `/api/orders/${id}/credit-notes/${note._id}`)),
    });
  }
  return documents;
}

type Csv = { header: string[]; rows: Array<Record<string, string>>; text: string };

async function downloadCsv(shop: Shop, month: string, section: GstReturnSection): Promise<Csv> {
  const answer = await shop.admin.get<string>(
    `/api/gst/returns/csv?month=${month}&section=${section}`,
  );
  if (answer.status !== 200 || !answer.headers.get('content-type')?.includes('text/csv')) {
    fail(`the ${section} CSV`, answer);
  }
  const [header, ...rows] = parseCsv(answer.body.trim());
  return {
    header: header!,
    rows: rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? '']))),
    text: answer.body,
  };
}

const sum = (rows: Array<Record<string, string>>, column: string) =>
  rows.reduce((total, row) => total + paise(row[column] || 0), 0);

function table(headings: string[], rows: string[][]) {
  const widths = headings.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(headings));
  for (const row of rows) console.log(line(row));
}

async function main() {
  const month = indianMonthOf(new Date());
  // An inter-state B2C order above ₹1 lakh needs more than the default open-order value.
  const shop = await startShop({ ORDER_MAX_OPEN_VALUE_RUPEES: '1000000' });
  try {
    console.log(`GST month trial: ${periodName(month)} (${month}), shop at ${shop.url}\n`);
    // The storefront's list carries whole products; attack-shop declares only what it uses.
    const products = ((await catalogue(shop.url)) as unknown as Product[]).filter(
      (p) => p.quantity > 0,
    );
    const board = products.find((p) => p.gstRate === 18 && p.quantity >= 10)!;
    // A second product under another HSN heading (another rate too, if the catalogue has one).
    const other =
      products.find((p) => p.gstRate !== board.gstRate && p.quantity >= 5) ??
      products.find((p) => p.hsnCode !== board.hsnCode && p.quantity >= 5)!;
    // B2C large: the dearest products, enough units of them to pass ₹1 lakh.
    const large: Array<{ product: Pick<Product, '_id'>; quantity: number }> = [];
    let value = 0;
    for (const product of [...products].sort((a, b) => b.price - a.price)) {
      if (value >= B2CL_TARGET_RUPEES) break;
      const quantity = Math.min(
        product.quantity,
        Math.ceil((B2CL_TARGET_RUPEES - value) / product.price),
      );
      large.push({ product, quantity });
      value += quantity * product.price;
    }
    const [tgBuyer, kaBuyer, tgPerson, mhPerson, kaPerson] = await signedInShoppers(shop, 5);

    const trials: Trial[] = [];
    const add = (label: string, customer: HttpClient, order: Order, online = false) =>
      trials.push({ label, customer, order, online });
    add(
      'B2B Telangana (CGST+SGST)',
      tgBuyer!,
      await place(
        tgBuyer!,
        [
          { product: board, quantity: 4 },
          { product: other, quantity: 2 },
        ],
        {
          gstNumber: TELANGANA_BUYER,
          companyName: 'Hyderabad Robotics Pvt Ltd',
          billingAddress: hyderabad,
          shippingAddress: hyderabad,
        },
      ),
    );
    add(
      'B2B Karnataka → Hyderabad (IGST)',
      kaBuyer!,
      await place(kaBuyer!, [{ product: board, quantity: 3 }], {
        gstNumber: KARNATAKA_BUYER,
        companyName: 'Bengaluru Tech Pvt Ltd',
        billingAddress: bengaluru,
        shippingAddress: hyderabad,
      }),
    );
    add(
      'B2C Telangana < 1 lakh',
      tgPerson!,
      await place(
        tgPerson!,
        [
          { product: board, quantity: 2 },
          { product: other, quantity: 1 },
        ],
        {
          billingAddress: hyderabad,
          shippingAddress: hyderabad,
        },
      ),
    );
    add(
      'B2C Maharashtra < 1 lakh',
      mhPerson!,
      await place(mhPerson!, [{ product: other, quantity: 3 }], {
        billingAddress: mumbai,
        shippingAddress: mumbai,
      }),
    );
    add(
      'B2C Karnataka > 1 lakh (b2cl)',
      kaPerson!,
      await place(kaPerson!, large, { billingAddress: bengaluru, shippingAddress: bengaluru }),
      true,
    );

    for (const trial of trials) {
      if (trial.online) await payOnline(shop, trial.customer, trial.order);
      else await confirmCod(trial.customer, trial.order);
      await shipAndDeliver(shop, trial.order);
    }
    const returns = [await returnPart(shop, trials[0]!, 1), await returnPart(shop, trials[4]!, 1)];

    console.log('Orders (shipped with courier and AWB, delivered):');
    table(
      ['order', 'payment', 'lines', 'total ₹'],
      trials.map((t) => [
        t.label,
        t.online ? 'Razorpay sandbox' : 'COD',
        t.order.orderItems.map((i) => `${i.quantity} × ${i.name}`).join('; '),
        rupees(paise(t.order.totalAmount)),
      ]),
    );
    console.log('\nReturns (approved, received with restock, refunded):');
    table(
      ['order', 'units', 'amount ₹', 'credit note', 'status'],
      returns.map((r, i) => [
        trials[i === 0 ? 0 : 4]!.label,
        r.items.map((l) => `${l.quantity} × ${l.name}`).join('; '),
        rupees(paise(r.amount)),
        r.creditNote?.number ?? '—',
        r.status,
      ]),
    );

    // What the accountant downloads: the screen, its eight files, each order's documents.
    const screen = await shop.admin.get<GstReturns>(`/api/gst/returns?month=${month}`);
    if (screen.status !== 200) fail('the GST screen', screen);
    const report = screen.body;
    const csv = {} as Record<GstReturnSection, Csv>;
    for (const section of gstReturnSections) csv[section] = await downloadCsv(shop, month, section);
    const documents: Document[] = [];
    for (const trial of trials) documents.push(...(await documentsOf(shop, trial)));

    console.log(
      '\nInvoices and credit notes (number and total as listed; taxable and total read from the PDF):',
    );
    table(
      ['order', 'document', 'number', 'date (UTC)', 'listed ₹', 'PDF taxable ₹', 'PDF total ₹'],
      documents.map((d) => [
        d.order,
        d.kind === 'INVOICE' ? 'invoice' : 'credit note',
        d.number,
        d.date.slice(0, 16).replace('T', ' '),
        rupees(d.listedTotal),
        rupees(d.taxable),
        rupees(d.total),
      ]),
    );

    for (const section of gstReturnSections) {
      console.log(`\n--- gstr1-${month}-${section}.csv (${csv[section].rows.length} rows)`);
      console.log(csv[section].text.trimEnd().replaceAll('\r\n', '\n'));
    }

    const t = report.totals;
    console.log("\nThe GST screen's totals:");
    table(
      ['', 'count', 'taxable ₹', 'IGST ₹', 'CGST ₹', 'SGST ₹', 'total ₹'],
      (['invoices', 'creditNotes'] as const).map((k) => [
        k === 'invoices' ? 'invoices' : 'credit notes',
        String(t[k].count),
        rupees(paise(t[k].taxableValue)),
        rupees(paise(t[k].igst)),
        rupees(paise(t[k].cgst)),
        rupees(paise(t[k].sgst)),
        rupees(paise(t[k].total)),
      ]),
    );

    // --- Reconciliation
    const invoicesIssued = documents.filter((d) => d.kind === 'INVOICE');
    const notesIssued = documents.filter((d) => d.kind === 'CREDIT_NOTE');
    const pdfNet =
      invoicesIssued.reduce((s, d) => s + d.taxable, 0) -
      notesIssued.reduce((s, d) => s + d.taxable, 0);
    const sections =
      sum(csv.b2b.rows, 'Taxable Value') +
      sum(csv.b2cl.rows, 'Taxable Value') +
      sum(csv.b2cs.rows, 'Taxable Value') -
      sum(csv.cdnr.rows, 'Taxable Value') -
      sum(csv.cdnur.rows, 'Taxable Value');
    check(
      'B2B + B2CL + B2CS − CDNR − CDNUR taxable = invoices − credit notes (PDFs)',
      sections === pdfNet,
      `${rupees(sum(csv.b2b.rows, 'Taxable Value'))} + ${rupees(sum(csv.b2cl.rows, 'Taxable Value'))} + ${rupees(sum(csv.b2cs.rows, 'Taxable Value'))} − ${rupees(sum(csv.cdnr.rows, 'Taxable Value'))} − ${rupees(sum(csv.cdnur.rows, 'Taxable Value'))} = ${rupees(sections)}; documents ${rupees(pdfNet)}`,
    );
    const hsnB2b = sum(csv['hsn-b2b'].rows, 'Taxable Value');
    const hsnB2c = sum(csv['hsn-b2c'].rows, 'Taxable Value');
    check(
      'HSN (B2B) + HSN (B2C) taxable = the same net',
      hsnB2b + hsnB2c === pdfNet,
      `${rupees(hsnB2b)} + ${rupees(hsnB2c)} = ${rupees(hsnB2b + hsnB2c)}; documents ${rupees(pdfNet)}`,
    );
    for (const section of ['hsn-b2b', 'hsn-b2c'] as const) {
      const rows = csv[section].rows;
      const parts = (row: Record<string, string>) =>
        paise(row['Taxable Value']!) +
        paise(row['Integrated Tax Amount']!) +
        paise(row['Central Tax Amount']!) +
        paise(row['State/UT Tax Amount']!);
      const off = rows.filter((row) => parts(row) !== paise(row['Total Value']!));
      check(
        `${section}: taxable + IGST + CGST + SGST = total value, every row`,
        off.length === 0,
        off.length === 0
          ? `${rows.length} rows; sums ${rupees(rows.reduce((s, r) => s + parts(r), 0))} = ${rupees(sum(rows, 'Total Value'))}`
          : off
              .map(
                (r) =>
                  `HSN ${r.HSN} @${r.Rate}%: ${rupees(parts(r))} ≠ ${rupees(paise(r['Total Value']!))}`,
              )
              .join('; '),
      );
      const uneven = rows.filter(
        (r) => paise(r['Central Tax Amount']!) !== paise(r['State/UT Tax Amount']!),
      );
      check(
        `${section}: CGST = SGST on every row`,
        uneven.length === 0,
        uneven.length === 0
          ? `CGST ${rupees(sum(rows, 'Central Tax Amount'))} = SGST ${rupees(sum(rows, 'State/UT Tax Amount'))}`
          : uneven
              .map(
                (r) =>
                  `HSN ${r.HSN} @${r.Rate}%: CGST ${r['Central Tax Amount']} ≠ SGST ${r['State/UT Tax Amount']}`,
              )
              .join('; '),
      );
    }
    for (const [nature, series] of [
      ['Invoices for outward supply', invoicesIssued],
      ['Credit Note', notesIssued],
    ] as const) {
      const numbers = series.map((d) => d.number).sort();
      const rows = csv.docs.rows.filter((r) => r['Nature of Document'] === nature);
      const row = rows[0];
      const expected = `${numbers.length} (${numbers[0]} to ${numbers.at(-1)})`;
      const seen = row
        ? `${row['Total Number']} (${row['Sr. No. From']} to ${row['Sr. No. To']}), cancelled ${row.Cancelled}`
        : 'no row';
      check(
        `Table 13 "${nature}": count and from/to = the documents issued`,
        rows.length === 1 &&
          row!['Total Number'] === String(numbers.length) &&
          row!['Sr. No. From'] === numbers[0] &&
          row!['Sr. No. To'] === numbers.at(-1) &&
          row!.Cancelled === '0',
        `docs.csv ${seen}; issued ${expected}`,
      );
    }
    const listedOff = documents.filter((d) => d.listedTotal !== d.total);
    check(
      'each document: total listed on the order = total on its PDF',
      listedOff.length === 0,
      listedOff.length === 0
        ? `${documents.length} documents`
        : listedOff
            .map((d) => `${d.number}: ${rupees(d.listedTotal)} ≠ ${rupees(d.total)}`)
            .join('; '),
    );

    // The screen's totals against the CSV sums (HSN files hold every supply, net of notes).
    const hsnRows = [...csv['hsn-b2b'].rows, ...csv['hsn-b2c'].rows];
    const screenNet = (k: 'taxableValue' | 'igst' | 'cgst' | 'sgst') =>
      paise(t.invoices[k]) - paise(t.creditNotes[k]);
    for (const [label, key, column] of [
      ['taxable', 'taxableValue', 'Taxable Value'],
      ['IGST', 'igst', 'Integrated Tax Amount'],
      ['CGST', 'cgst', 'Central Tax Amount'],
      ['SGST', 'sgst', 'State/UT Tax Amount'],
    ] as const) {
      check(
        `screen: invoices − credit notes ${label} = HSN (B2B) + HSN (B2C) ${label}`,
        screenNet(key) === sum(hsnRows, column),
        `${rupees(paise(t.invoices[key]))} − ${rupees(paise(t.creditNotes[key]))} = ${rupees(screenNet(key))}; CSVs ${rupees(sum(hsnRows, column))}`,
      );
    }
    check(
      'screen: net taxable = B2B + B2CL + B2CS − CDNR − CDNUR',
      screenNet('taxableValue') === sections,
      `${rupees(screenNet('taxableValue'))}; CSVs ${rupees(sections)}`,
    );
    const screenTotal = paise(t.invoices.total) - paise(t.creditNotes.total);
    const hsnTotal = sum(hsnRows, 'Total Value');
    check(
      'screen: invoices − credit notes total = HSN total value',
      screenTotal === hsnTotal,
      `${rupees(paise(t.invoices.total))} − ${rupees(paise(t.creditNotes.total))} = ${rupees(screenTotal)}; CSVs ${rupees(hsnTotal)}`,
    );
    for (const [label, key, series] of [
      ['invoices', 'invoices', invoicesIssued],
      ['credit notes', 'creditNotes', notesIssued],
    ] as const) {
      const docsRow = csv.docs.rows.find(
        (r) =>
          r['Nature of Document'] ===
          (key === 'invoices' ? 'Invoices for outward supply' : 'Credit Note'),
      );
      const pdfTaxable = series.reduce((s, d) => s + d.taxable, 0);
      const pdfTotal = series.reduce((s, d) => s + d.total, 0);
      check(
        `screen: ${label} count, taxable and total = Table 13 and the documents`,
        String(t[key].count) === docsRow?.['Total Number'] &&
          t[key].count === series.length &&
          paise(t[key].taxableValue) === pdfTaxable &&
          paise(t[key].total) === pdfTotal,
        `screen ${t[key].count}, ₹${rupees(paise(t[key].taxableValue))}, ₹${rupees(paise(t[key].total))}; docs.csv ${docsRow?.['Total Number'] ?? '—'}; PDFs ${series.length}, ₹${rupees(pdfTaxable)}, ₹${rupees(pdfTotal)}`,
      );
    }

    // Each order where the accountant expects it.
    const numberOf = (i: number, kind: Document['kind']) =>
      documents.find((d) => d.order === trials[i]!.label && d.kind === kind)?.number;
    const b2bRow = (i: number) =>
      csv.b2b.rows.find((r) => r['Invoice Number'] === numberOf(i, 'INVOICE'));
    check(
      'b2b: the Telangana buyer, place of supply 36-Telangana',
      b2bRow(0)?.['GSTIN/UIN of Recipient'] === TELANGANA_BUYER &&
        b2bRow(0)?.['Place Of Supply'] === '36-Telangana',
      `${b2bRow(0)?.['GSTIN/UIN of Recipient'] ?? 'no row'} ${b2bRow(0)?.['Place Of Supply'] ?? ''}`,
    );
    const kaInvoice = report.documents.find((d) => d.number === numberOf(1, 'INVOICE'));
    check(
      'b2b: the Karnataka buyer shipped to Hyderabad, place of supply 29-Karnataka, IGST only',
      b2bRow(1)?.['Place Of Supply'] === '29-Karnataka' &&
        !!kaInvoice &&
        kaInvoice.igst > 0 &&
        kaInvoice.cgst === 0 &&
        kaInvoice.sgst === 0,
      `${b2bRow(1)?.['Place Of Supply'] ?? 'no row'}; screen IGST ${kaInvoice?.igst}, CGST ${kaInvoice?.cgst}, SGST ${kaInvoice?.sgst}`,
    );
    check(
      'b2cl: the order over ₹1 lakh to Karnataka, and nothing else',
      csv.b2cl.rows.length > 0 &&
        csv.b2cl.rows.every(
          (r) =>
            r['Invoice Number'] === numberOf(4, 'INVOICE') &&
            r['Place Of Supply'] === '29-Karnataka',
        ),
      csv.b2cl.rows
        .map((r) => `${r['Invoice Number']} ${r['Place Of Supply']} ₹${r['Invoice Value']}`)
        .join('; '),
    );
    const b2csPlaces = [...new Set(csv.b2cs.rows.map((r) => r['Place Of Supply']))].sort();
    check(
      'b2cs: the small orders, Telangana and Maharashtra',
      JSON.stringify(b2csPlaces) === JSON.stringify(['27-Maharashtra', '36-Telangana']),
      b2csPlaces.join(', '),
    );
    check(
      "cdnr: the Telangana buyer's credit note",
      csv.cdnr.rows.length > 0 &&
        csv.cdnr.rows.every(
          (r) =>
            r['Note Number'] === numberOf(0, 'CREDIT_NOTE') &&
            r['GSTIN/UIN of Recipient'] === TELANGANA_BUYER,
        ),
      csv.cdnr.rows
        .map((r) => `${r['Note Number']} ${r['GSTIN/UIN of Recipient']} ₹${r['Note Value']}`)
        .join('; '),
    );
    check(
      "cdnur: the b2cl order's credit note, UR type B2CL",
      csv.cdnur.rows.length > 0 &&
        csv.cdnur.rows.every(
          (r) => r['Note Number'] === numberOf(4, 'CREDIT_NOTE') && r['UR Type'] === 'B2CL',
        ),
      csv.cdnur.rows
        .map((r) => `${r['Note Number']} ${r['UR Type']} ₹${r['Note Value']}`)
        .join('; '),
    );

    if (indianMonthOf(new Date()) !== month) {
      console.log(`\nThe month changed (India time) during the run: run it again.`);
      failures++;
    }
    console.log('\nReconciliation:');
    const width = Math.max(...checks.map((c) => c.name.length));
    for (const c of checks) {
      console.log(`${(c.ok ? 'OK' : 'MISMATCH').padEnd(8)}  ${c.name.padEnd(width)}  ${c.figures}`);
    }
    console.log(
      `\n${checks.length - failures} of ${checks.length} checks OK${failures ? `, ${failures} MISMATCH` : ''}`,
    );
  } finally {
    await shop.close();
  }
  process.exitCode = failures > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
