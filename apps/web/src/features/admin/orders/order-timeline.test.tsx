/** The order page's timeline: every source's entries in one list, oldest first, with their texts. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CreditNoteSummary } from '@shop/shared/gst/schemas';
import type { AdminOrder, Order } from '@shop/shared/orders/schemas';
import type { PaymentRecord } from '@shop/shared/payments/records';
import type { Refund } from '@shop/shared/payments/refunds';
import { OrderTimelineList } from './components/order-timeline-section';
import {
  creditNoteEntries,
  invoiceEntries,
  orderEntries,
  orderTimeline,
  paymentEntries,
  refundEntries,
  returnEntries,
} from './order-timeline';

const ORDER_ID = '4f1c2d3e-0000-4000-8000-00000000ab12';

const order = {
  _id: ORDER_ID,
  createdAt: '2025-03-01T04:30:00.000Z',
  totalAmount: 1180,
  tracking: [
    { status: 'PENDING', location: 'Hyderabad, Telangana', date: '2025-03-01T04:30:00.000Z' },
    { status: 'PROCESSING', location: 'CircuitKart warehouse', date: '2025-03-01T04:35:00.000Z' },
    {
      status: 'SHIPPED',
      location: 'Handed to Delhivery, CircuitKart warehouse, Secunderabad',
      date: '2025-03-02T06:00:00.000Z',
    },
    { status: 'In transit', location: 'Nagpur hub', date: '2025-03-03T10:00:00.000Z' },
    { status: 'CANCELLED', location: 'CircuitKart', date: '2025-03-04T09:00:00.000Z' },
  ],
} as unknown as Order;

const payments: PaymentRecord[] = [
  {
    method: 'RAZORPAY',
    status: 'RECEIVED',
    amount: 1180,
    providerOrderId: 'order_Q1w2e3r4',
    providerPaymentId: 'pay_Z9y8x7w6',
    createdAt: '2025-03-01T04:31:00.000Z',
    receivedAt: '2025-03-01T04:33:00.000Z',
  },
];

const refund = (overrides: Partial<Refund>): Refund => ({
  _id: 'r1',
  amount: 1180,
  method: 'RAZORPAY',
  status: 'PENDING',
  reason: 'Order cancelled',
  reference: null,
  providerRefundId: null,
  createdAt: '2025-03-04T09:00:00.000Z',
  processedAt: null,
  failedAt: null,
  failureReason: null,
  ...overrides,
});

const refunds: Refund[] = [
  refund({
    _id: 'r1',
    status: 'FAILED',
    providerRefundId: 'rfnd_AAA111',
    failedAt: '2025-03-05T12:00:00.000Z',
    failureReason: 'The bank could not credit the refund',
  }),
  refund({
    _id: 'r2',
    method: 'UPI',
    status: 'PROCESSED',
    reason: 'Refund again by UPI',
    reference: 'UTR0042424242',
    createdAt: '2025-03-06T08:00:00.000Z',
    processedAt: '2025-03-06T08:00:00.000Z',
  }),
];

const invoice: CreditNoteSummary = {
  _id: 'inv1',
  number: 'CK/2024-25/000123',
  date: '2025-03-02T06:00:00.000Z',
  total: 1180,
};
const creditNotes: CreditNoteSummary[] = [
  { _id: 'cn1', number: 'CK-CN/2024-25/000007', date: '2025-03-04T09:00:00.000Z', total: 1180 },
];

const timeline = () =>
  orderTimeline([
    orderEntries(order),
    paymentEntries(payments),
    invoiceEntries(ORDER_ID, invoice),
    creditNoteEntries(ORDER_ID, creditNotes),
    refundEntries(refunds),
  ]);

describe('the order timeline', () => {
  it('puts every source in one list, oldest first; at one instant the order reads before what it caused', () => {
    expect(timeline().map((entry) => entry.title)).toEqual([
      'Order placed: ₹1,180.00',
      'Payment of ₹1,180.00 received through Razorpay',
      'Status changed to PROCESSING',
      'Status changed to SHIPPED',
      'Tax invoice CK/2024-25/000123 issued',
      'Courier update: In transit',
      'Status changed to CANCELLED',
      'Credit note CK-CN/2024-25/000007 issued',
      'Refund of ₹1,180.00 requested through Razorpay',
      'Refund of ₹1,180.00 failed',
      'Refund of ₹1,180.00 made by UPI',
    ]);
    const times = timeline().map((entry) => new Date(entry.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("names the provider's ids, the refund's reference and why it failed", () => {
    const byTitle = new Map(timeline().map((entry) => [entry.title, entry]));
    expect(byTitle.get('Payment of ₹1,180.00 received through Razorpay')?.details).toEqual([
      'Payment pay_Z9y8x7w6',
      'Razorpay order order_Q1w2e3r4',
    ]);
    expect(byTitle.get('Refund of ₹1,180.00 requested through Razorpay')?.details).toEqual([
      'Reason: Order cancelled',
      'Razorpay refund rfnd_AAA111',
    ]);
    expect(byTitle.get('Refund of ₹1,180.00 failed')).toMatchObject({
      at: '2025-03-05T12:00:00.000Z',
      details: ['The bank could not credit the refund'],
      tone: 'bad',
    });
    expect(byTitle.get('Refund of ₹1,180.00 made by UPI')?.details).toEqual([
      'Reason: Refund again by UPI',
      'Ref. UTR0042424242',
    ]);
  });

  it('links the invoice and each credit note to its own PDF', () => {
    const links = timeline().flatMap((entry) => (entry.link ? [entry.link] : []));
    expect(links).toEqual([
      { href: `/api/orders/${ORDER_ID}/invoice`, label: 'Invoice CK/2024-25/000123 (PDF)' },
      {
        href: `/api/orders/${ORDER_ID}/credit-notes/cn1`,
        label: 'Credit note CK-CN/2024-25/000007 (PDF)',
      },
    ]);
  });

  it('reads a processed Razorpay refund as asked and processed, and cash at the door as collected', () => {
    const processed = refundEntries([
      refund({
        status: 'PROCESSED',
        providerRefundId: 'rfnd_BBB222',
        processedAt: '2025-03-07T00:00:00.000Z',
      }),
    ]);
    expect(processed.map((entry) => [entry.title, entry.at])).toEqual([
      ['Refund of ₹1,180.00 requested through Razorpay', '2025-03-04T09:00:00.000Z'],
      ['Refund of ₹1,180.00 processed by Razorpay', '2025-03-07T00:00:00.000Z'],
    ]);
    const cash = paymentEntries([
      {
        method: 'COD',
        status: 'RECEIVED',
        amount: 499,
        providerOrderId: null,
        providerPaymentId: null,
        createdAt: '2025-03-01T00:00:00.000Z',
        receivedAt: '2025-03-03T00:00:00.000Z',
      },
    ]);
    expect(cash).toMatchObject([
      { title: 'Cash of ₹499.00 collected on delivery', at: '2025-03-03T00:00:00.000Z' },
    ]);
    expect(
      paymentEntries([{ ...payments[0]!, status: 'AWAITING_PAYMENT', providerPaymentId: null }])[0],
    ).toMatchObject({
      title: 'Razorpay payment of ₹1,180.00 started, not paid yet',
      at: '2025-03-01T04:31:00.000Z',
      details: ['Razorpay order order_Q1w2e3r4'],
    });
  });

  it('renders an ordered list whose items carry a machine-readable time', () => {
    const html = renderToStaticMarkup(<OrderTimelineList entries={timeline()} />);
    expect(html.startsWith('<ol')).toBe(true);
    expect(html.match(/<li/g)).toHaveLength(11);
    expect(html).toContain('<time dateTime="2025-03-01T04:30:00.000Z"');
    expect(html.indexOf('Order placed')).toBeLessThan(html.indexOf('made by UPI'));
    expect(html).toContain(`href="/api/orders/${ORDER_ID}/credit-notes/cn1"`);
    expect(html).toContain('>Credit note CK-CN/2024-25/000007 (PDF)</a>');
  });

  it('says so when nothing happened yet', () => {
    expect(renderToStaticMarkup(<OrderTimelineList entries={[]} />)).toContain(
      'Nothing has happened to this order yet.',
    );
  });
});

describe('who and why on the timeline', () => {
  it("names who made each change and why, from staff's copy of the order", () => {
    const staffCopy = {
      ...order,
      tracking: [
        { ...order.tracking[0]!, actor: 'Customer', reason: null },
        { ...order.tracking[1]!, actor: 'admin', reason: null },
        { ...order.tracking[3]!, actor: 'Courier', reason: null },
        { ...order.tracking[4]!, actor: 'asha', reason: 'The supplier cannot deliver' },
      ],
    } as unknown as AdminOrder;
    expect(orderEntries(staffCopy).map((entry) => entry.details)).toEqual([
      ['Hyderabad, Telangana', 'By Customer'],
      ['CircuitKart warehouse', 'By admin'],
      ['Nagpur hub', 'By Courier'],
      ['CircuitKart', 'By asha', 'Reason: The supplier cannot deliver'],
    ]);
    const html = renderToStaticMarkup(<OrderTimelineList entries={orderEntries(staffCopy)} />);
    expect(html).toContain('Reason: The supplier cannot deliver');
  });

  it('says nothing of who for an entry that does not record it', () => {
    expect(orderEntries(order)[0]!.details).toEqual(['Hyderabad, Telangana']);
  });
});

describe('a return on the timeline', () => {
  const ret = {
    _id: '7d2e0000-0000-4000-8000-0000001a2b3c',
    orderId: ORDER_ID,
    status: 'REFUNDED',
    reason: 'DAMAGED',
    details: 'The board does not power up',
    images: [],
    items: [{ product: 'p1', name: 'Arduino Uno R3', quantity: 1, price: 549 }],
    amount: 549,
    note: 'Please send it with its pins',
    restocked: true,
    creditNote: { _id: 'cn1', number: 'CN/25-26/000004' },
    refundId: 'r9',
    createdAt: '2025-03-05T05:00:00.000Z',
    updatedAt: '2025-03-08T05:00:00.000Z',
    decidedAt: '2025-03-05T07:00:00.000Z',
    receivedAt: '2025-03-07T05:00:00.000Z',
    refundedAt: '2025-03-08T05:00:00.000Z',
  } as const;

  it('reads as its steps at their own times: asked for, approved, received, refunded', () => {
    const entries = orderTimeline([returnEntries([{ ...ret, items: [...ret.items], images: [] }])]);
    expect(entries.map((entry) => entry.title)).toEqual([
      'Return R-1A2B3C requested: ₹549.00 of goods',
      'Return R-1A2B3C approved',
      'Return R-1A2B3C received, units back in stock',
      'Return R-1A2B3C refunded',
    ]);
    expect(entries[0]!.details).toEqual([
      '1 × Arduino Uno R3',
      'Reason: Damaged or dead on arrival',
      'The board does not power up',
    ]);
    expect(entries[1]!.details).toEqual(['Please send it with its pins']);
  });

  it('a declined return ends at its decision, marked as a refusal', () => {
    const declined = returnEntries([
      {
        ...ret,
        items: [...ret.items],
        images: [],
        status: 'REJECTED',
        note: 'Soldered boards cannot be returned',
        receivedAt: null,
        refundedAt: null,
        restocked: false,
        creditNote: null,
        refundId: null,
      },
    ]);
    expect(declined.map((entry) => [entry.title, entry.tone])).toEqual([
      ['Return R-1A2B3C requested: ₹549.00 of goods', 'neutral'],
      ['Return R-1A2B3C declined', 'bad'],
    ]);
  });
});
