/**
 * The Returns screen: the moves each state offers (and none once a return is done, nor Record
 * refund for an order paid online), their labelled fields, the shared schema's messages before a
 * move is sent, the filter kept in the address, and a return's card with its order link, photos
 * and credit note.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { returnMessages as m, returnStatusNames } from '@shop/shared/returns/messages';
import type { Refund } from '@shop/shared/payments/refunds';
import type { AdminReturn, ReturnStatus } from '@shop/shared/returns/schemas';
import type { FieldErrors } from '@/lib/request-form';
import { AdminReturnCard } from './components/admin-return-card';
import { ReturnActionsFields } from './components/return-actions-form';
import {
  checkReturnUpdate,
  emptyReturnUpdate,
  returnActions,
  type ReturnUpdateValues,
} from './return-update';
import { readReturnsParams, returnsApiQuery, writeReturnsParams } from './returns-params';

const ORDER_ID = '0b5e8f2a-61c4-4d2e-9a51-3f7c2d9e4a10';

const aReturn = (status: ReturnStatus, paymentMethod = 'COD'): AdminReturn => ({
  _id: 'ret-1',
  orderId: ORDER_ID,
  status,
  reason: 'DAMAGED',
  details: 'Regulator <b>burnt</b> on arrival',
  images: ['/uploads/returns/aa.webp', '/uploads/returns/bb.webp'],
  items: [{ product: 'p-arduino', name: 'Arduino Uno R3', quantity: 1, price: 650 }],
  amount: 650,
  note: null,
  restocked: false,
  creditNote: null,
  refundId: null,
  createdAt: '2026-11-25T05:00:00.000Z',
  updatedAt: '2026-11-25T05:00:00.000Z',
  decidedAt: null,
  receivedAt: null,
  refundedAt: null,
  customer: { _id: 'u-1', name: 'Kavya Menon', email: 'kavya@example.in' },
  order: { _id: ORDER_ID, paymentMethod, paymentStatus: 'COMPLETED', total: 1540 },
});

const fields = (
  orderReturn: AdminReturn,
  values: ReturnUpdateValues = emptyReturnUpdate(),
  errors: FieldErrors = {},
) =>
  renderToStaticMarkup(
    <ReturnActionsFields
      id="a"
      orderReturn={orderReturn}
      values={values}
      errors={errors}
      busy={false}
      onChange={() => {}}
      onAct={() => {}}
    />,
  );

const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((b) => b[1]);
const tagOf = (html: string, id: string) => html.match(new RegExp(`<[^>]*id="${id}"[^>]*>`))?.[0];

describe('the moves of each state', () => {
  it('are Approve and Decline for a request, Mark received once approved', () => {
    expect(returnActions(aReturn('REQUESTED'))).toEqual(['approve', 'reject']);
    expect(returnActions(aReturn('APPROVED'))).toEqual(['receive']);
    expect(returnActions(aReturn('APPROVED', 'RAZORPAY'))).toEqual(['receive']);
  });

  it('are Record refund once received for cash on delivery, for an order paid online only once its Razorpay refund failed', () => {
    expect(returnActions(aReturn('RECEIVED'))).toEqual(['recordRefund']);
    expect(returnActions(aReturn('RECEIVED', 'RAZORPAY'))).toEqual([]);
    expect(returnActions(aReturn('RECEIVED', 'RAZORPAY'), { refundFailed: true })).toEqual([
      'recordRefund',
    ]);
  });

  it('are none once declined or refunded', () => {
    expect(returnActions(aReturn('REJECTED'))).toEqual([]);
    expect(returnActions(aReturn('REFUNDED'))).toEqual([]);
  });
});

describe('the fields and buttons shown', () => {
  it('for a request: the note to the customer, Approve and Decline', () => {
    const html = fields(aReturn('REQUESTED'));
    expect(html).toContain(
      `<label for="a-note" class="mb-1 block text-sm font-medium text-slate-700">${m.noteLabel}</label>`,
    );
    expect(buttons(html)).toEqual([m.approve, m.reject]);
    expect(html).not.toContain(m.restockLabel);
    expect(html).not.toContain(m.refundMethodLabel);
  });

  it('once approved: the restock checkbox, labelled, and Mark received', () => {
    const html = fields(aReturn('APPROVED'));
    expect(tagOf(html, 'a-restock')).toContain('type="checkbox"');
    expect(html).toMatch(new RegExp(`<label for="a-restock"[^>]*>${m.restockLabel}</label>`));
    expect(buttons(html)).toEqual([m.receive]);
    expect(html).not.toContain(m.refundThroughProvider);
    expect(fields(aReturn('APPROVED', 'RAZORPAY'))).toContain(m.refundThroughProvider);
  });

  it('once received on a cash order: the method, its reference for UPI, and Record refund', () => {
    const html = fields(aReturn('RECEIVED'));
    expect(html).toContain(
      `<label for="a-method" class="mb-1 block text-sm font-medium text-slate-700">${m.refundMethodLabel}</label>`,
    );
    const options = [...html.matchAll(/<option value="([^"]*)"/g)].map((o) => o[1]);
    expect(options).toEqual(['', 'UPI', 'BANK_TRANSFER', 'CASH']);
    expect(html).not.toContain(m.referenceLabel);
    expect(buttons(html)).toEqual([m.recordRefund]);
    const upi = fields(aReturn('RECEIVED'), { ...emptyReturnUpdate(), method: 'UPI' });
    expect(upi).toContain(`${m.referenceLabel}`);
    expect(tagOf(upi, 'a-reference')).toContain('required=""');
    const cash = fields(aReturn('RECEIVED'), { ...emptyReturnUpdate(), method: 'CASH' });
    expect(cash).not.toContain(m.referenceLabel);
  });

  it('nothing for a return that is done or refunded through Razorpay', () => {
    expect(fields(aReturn('REFUNDED'))).toBe('');
    expect(fields(aReturn('REJECTED'))).toBe('');
    expect(fields(aReturn('RECEIVED', 'RAZORPAY'))).toBe('');
  });

  it('show a field’s problem beside it', () => {
    const html = fields(aReturn('REQUESTED'), emptyReturnUpdate(), { note: m.noteRequired });
    expect(tagOf(html, 'a-note')).toContain('aria-describedby="a-note-error"');
    expect(html).toContain(
      `<p id="a-note-error" class="mt-1 text-xs font-medium text-red-600">${m.noteRequired}</p>`,
    );
  });
});

describe('the move sent', () => {
  const values = (patch: Partial<ReturnUpdateValues> = {}) => ({
    ...emptyReturnUpdate(),
    ...patch,
  });

  it('approves with or without a note; declining needs one', () => {
    expect(checkReturnUpdate('approve', values())).toEqual({
      ok: true,
      update: { status: 'APPROVED' },
    });
    expect(checkReturnUpdate('approve', values({ note: ' Send it back in its box ' }))).toEqual({
      ok: true,
      update: { status: 'APPROVED', note: 'Send it back in its box' },
    });
    expect(checkReturnUpdate('reject', values({ note: '   ' }))).toEqual({
      ok: false,
      errors: { note: m.noteRequired },
    });
    expect(checkReturnUpdate('reject', values({ note: 'Soldered pins' }))).toEqual({
      ok: true,
      update: { status: 'REJECTED', note: 'Soldered pins' },
    });
  });

  it('receives with the restock choice, and nothing of a refund', () => {
    expect(checkReturnUpdate('receive', values({ restock: true, method: 'UPI' }))).toEqual({
      ok: true,
      update: { status: 'RECEIVED', restock: true },
    });
    expect(checkReturnUpdate('receive', values())).toEqual({
      ok: true,
      update: { status: 'RECEIVED', restock: false },
    });
  });

  it('records a refund only with its method, and the reference of a UPI or bank transfer', () => {
    expect(checkReturnUpdate('recordRefund', values())).toEqual({
      ok: false,
      errors: { method: m.methodRequired },
    });
    expect(checkReturnUpdate('recordRefund', values({ method: 'UPI' }))).toEqual({
      ok: false,
      errors: { reference: m.referenceRequired },
    });
    expect(
      checkReturnUpdate('recordRefund', values({ method: 'BANK_TRANSFER', reference: 'UTR 1' })),
    ).toEqual({
      ok: false,
      errors: { reference: m.referenceInvalid },
    });
    expect(
      checkReturnUpdate('recordRefund', values({ method: 'UPI', reference: ' UTR-20261127-01 ' })),
    ).toEqual({
      ok: true,
      update: { status: 'REFUNDED', method: 'UPI', reference: 'UTR-20261127-01' },
    });
    expect(
      checkReturnUpdate('recordRefund', values({ method: 'CASH', reference: 'left over' })),
    ).toEqual({
      ok: true,
      update: { status: 'REFUNDED', method: 'CASH' },
    });
  });
});

describe('the filter in the address', () => {
  const read = (query: string) => readReturnsParams(new URLSearchParams(query));

  it('is Waiting for us by default, left out of the address and asked of the API as open=true', () => {
    expect(read('')).toEqual({ show: 'open', page: 1 });
    expect(read('show=nonsense&page=-2')).toEqual({ show: 'open', page: 1 });
    expect(writeReturnsParams({ show: 'open', page: 1 }).toString()).toBe('');
    expect(returnsApiQuery({ show: 'open', page: 1 }).toString()).toBe('page=1&limit=20&open=true');
  });

  it('keeps All or a state and the page, and asks for the state by name', () => {
    expect(read('show=RECEIVED&page=3')).toEqual({ show: 'RECEIVED', page: 3 });
    expect(writeReturnsParams({ show: 'RECEIVED', page: 3 }).toString()).toBe(
      'show=RECEIVED&page=3',
    );
    expect(returnsApiQuery({ show: 'RECEIVED', page: 3 }).toString()).toBe(
      'page=3&limit=20&status=RECEIVED',
    );
    expect(writeReturnsParams({ show: 'all', page: 1 }).toString()).toBe('show=all');
    expect(returnsApiQuery({ show: 'all', page: 2 }).toString()).toBe('page=2&limit=20');
  });
});

describe('a return’s card', () => {
  const render = (element: ReactElement) =>
    renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{element}</MemoryRouter>
      </QueryClientProvider>,
    );

  it('links its order, names the customer, shows the details as text and the photos with alt text', () => {
    const html = render(<AdminReturnCard orderReturn={aReturn('REQUESTED')} />);
    expect(html).toContain(`href="/admin/order/${ORDER_ID}"`);
    expect(html).toContain('>Order #2D9E4A10</a>');
    expect(html).toContain('Kavya Menon · kavya@example.in');
    expect(html).toContain('Regulator &lt;b&gt;burnt&lt;/b&gt; on arrival');
    expect(html).toContain(`alt="${m.photoAlt(1)}"`);
    expect(html).toContain(`alt="${m.photoAlt(2)}"`);
    expect(html).toContain(`>${returnStatusNames.REQUESTED}</span>`);
    expect(html).toContain(`${m.approve}</button>`);
  });

  it('links the credit note of a received return', () => {
    const received = {
      ...aReturn('REFUNDED'),
      restocked: true,
      note: 'Refunded by UPI',
      creditNote: { _id: 'cn-7', number: 'CK/26-27/000012' },
    };
    const html = render(<AdminReturnCard orderReturn={received} />);
    expect(html).toContain(`href="/api/orders/${ORDER_ID}/credit-notes/cn-7"`);
    expect(html).toContain(`${m.creditNote('CK/26-27/000012')}</a>`);
    expect(html).toContain(m.restocked);
    expect(html).toContain('Refunded by UPI');
    expect(html).not.toContain('</button>');
  });

  const onlineReceived = (refund: Pick<Refund, 'status' | 'failureReason'>) => {
    const client = new QueryClient();
    client.setQueryData(
      ['admin', 'orders', ORDER_ID, 'refunds'],
      [
        {
          _id: 'refund-1',
          amount: 650,
          method: 'RAZORPAY',
          reason: 'Return',
          reference: null,
          providerRefundId: 'rfnd_1',
          createdAt: '2026-11-26T05:00:00.000Z',
          processedAt: null,
          failedAt: null,
          ...refund,
        } satisfies Refund,
      ],
    );
    return renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AdminReturnCard
            orderReturn={{ ...aReturn('RECEIVED', 'RAZORPAY'), refundId: 'refund-1' }}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };

  it('says the Razorpay refund of an order paid online is under way, and offers nothing', () => {
    const html = onlineReceived({ status: 'PENDING', failureReason: null });
    expect(html).toContain(m.refundStillPending);
    expect(html).not.toContain('</button>');
  });

  it('offers Record refund once that Razorpay refund failed, saying why', () => {
    const html = onlineReceived({ status: 'FAILED', failureReason: 'Account closed' });
    expect(html).toContain('Refund failed: Account closed');
    expect(html).not.toContain(m.refundStillPending);
    expect(buttons(html)).toEqual([m.recordRefund]);
  });
});
