/**
 * A delivered order's card on My Orders: Return items while the window is open, and the order's
 * returns (state, lines, value, the shop's note, the credit note) under it, still listed once the
 * window has closed. Live order events write orders into the order lists only, never into an
 * order's own lists of returns or refunds.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Order } from '@shop/shared/orders/schemas';
import { returnMessages as m, returnStatusLabels } from '@shop/shared/returns/messages';
import type { OrderReturn, Returnable } from '@shop/shared/returns/schemas';
import { formatDate } from '@/lib/format';
import { ordersQueryKey } from './api/get-my-orders';
import { orderReturnsQueryOptions } from './api/get-order-returns';
import { refundsQueryOptions } from './api/get-refunds';
import { returnableQueryOptions } from './api/get-returnable';
import { cachedOrder, patchCachedOrder } from './api/order-cache';
import { OrderCard } from './components/order-card';

const ORDER_ID = '0b5e8f2a-61c4-4d2e-9a51-3f7c2d9e4a10';
const address = {
  firstName: 'Kavya',
  lastName: 'Menon',
  email: 'kavya@example.in',
  phone: '9876543210',
  street: '14 Park Lane',
  apartment: '',
  city: 'Secunderabad',
  state: 'Telangana',
  pin: '500003',
  country: 'India',
};
const order: Order = {
  _id: ORDER_ID,
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-24T05:00:00.000Z',
  status: 'DELIVERED',
  paymentStatus: 'COMPLETED',
  paymentMethod: 'COD',
  totalAmount: 1540,
  orderItems: [
    {
      _id: 'line-1',
      name: 'Arduino Uno R3',
      quantity: 2,
      price: 650,
      product: { _id: 'p-arduino', name: 'Arduino Uno R3', imageUrls: [] },
    },
    {
      _id: 'line-2',
      name: 'DHT22 Sensor',
      quantity: 1,
      price: 240,
      product: { _id: 'p-sensor', name: 'DHT22 Sensor', imageUrls: [] },
    },
  ],
  billingAddress: address,
  shippingAddress: address,
  gstNumber: '',
  companyName: '',
  orderNotes: '',
  tracking: [
    { status: 'SHIPPED', location: '', date: '2026-11-21T05:00:00.000Z' },
    { status: 'DELIVERED', location: '', date: '2026-11-24T05:00:00.000Z' },
  ],
  trackingNumber: 'AWB123456789',
  courier: 'DELHIVERY',
  trackingUrl: null,
  user: { _id: 'u-1', firstName: 'Kavya', lastName: 'Menon', email: 'kavya@example.in' },
};

const refunded: OrderReturn = {
  _id: 'ret-1',
  orderId: ORDER_ID,
  status: 'REFUNDED',
  reason: 'DAMAGED',
  details: 'Burnt regulator',
  images: [],
  items: [{ product: 'p-arduino', name: 'Arduino Uno R3', quantity: 1, price: 650 }],
  amount: 650,
  note: 'Refunded to your UPI',
  restocked: true,
  creditNote: { _id: 'cn-7', number: 'CK/26-27/000012' },
  refundId: 'refund-1',
  createdAt: '2026-11-25T05:00:00.000Z',
  updatedAt: '2026-11-26T05:00:00.000Z',
  decidedAt: '2026-11-25T06:00:00.000Z',
  receivedAt: '2026-11-26T04:00:00.000Z',
  refundedAt: '2026-11-26T05:00:00.000Z',
};

function renderCard(returnable: Returnable, returns: OrderReturn[]) {
  const client = new QueryClient();
  client.setQueryData(returnableQueryOptions(ORDER_ID).queryKey, returnable);
  client.setQueryData(orderReturnsQueryOptions(ORDER_ID).queryKey, returns);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderCard order={order} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const until = '2026-12-01T05:00:00.000Z';
const left: Returnable['items'] = [
  { product: 'p-arduino', name: 'Arduino Uno R3', quantity: 1, price: 650 },
  { product: 'p-sensor', name: 'DHT22 Sensor', quantity: 1, price: 240 },
];

describe('a delivered order on My Orders', () => {
  it('offers Return items within the window, and lists its returns with the credit note', () => {
    const html = renderCard({ until, open: true, items: left }, [refunded]);
    expect(html).toContain(`${m.requestButton}</button>`);
    expect(html).toContain(`>${m.heading}</h3>`);
    expect(html).toContain(`>${returnStatusLabels.REFUNDED}</span>`);
    expect(html).toContain(`>${m.value(650)}</span>`);
    expect(html).toContain(`<li>${m.line(1, 'Arduino Uno R3')}</li>`);
    expect(html).toContain('Refunded to your UPI');
    expect(html).toContain(`href="/api/orders/${ORDER_ID}/credit-notes/cn-7"`);
    expect(html).toContain(`${m.creditNote('CK/26-27/000012')}</a>`);
    expect(html).not.toContain(m.windowClosed(formatDate(until)));
  });

  it('keeps listing its returns once the window has closed, without Return items', () => {
    const html = renderCard({ until, open: false, items: left }, [refunded]);
    expect(html).not.toContain(`${m.requestButton}</button>`);
    expect(html).toContain(m.windowClosed(formatDate(until)));
    expect(html).toContain(`>${returnStatusLabels.REFUNDED}</span>`);
  });

  it('offers nothing when every unit is already in a return, and shows no list without returns', () => {
    const none = left.map((item) => ({ ...item, quantity: 0 }));
    const html = renderCard({ until, open: true, items: none }, []);
    expect(html).not.toContain(`${m.requestButton}</button>`);
    expect(html).not.toContain(`>${m.heading}</h3>`);
  });
});

describe('an order written into the cache by a live event', () => {
  it('lands in the order lists, not in the order’s own lists of returns and refunds', () => {
    const client = new QueryClient();
    client.setQueryData(ordersQueryKey, [{ ...order, status: 'SHIPPED' }]);
    client.setQueryData([...ordersQueryKey, 'list'], []);
    client.setQueryData(orderReturnsQueryOptions(ORDER_ID).queryKey, [refunded]);
    client.setQueryData(refundsQueryOptions(ORDER_ID).queryKey, []);

    patchCachedOrder(client, order, order);

    expect(client.getQueryData<Order[]>(ordersQueryKey)?.map((o) => o.status)).toEqual([
      'DELIVERED',
    ]);
    expect(client.getQueryData<Order[]>([...ordersQueryKey, 'list'])).toEqual([order]);
    expect(client.getQueryData(orderReturnsQueryOptions(ORDER_ID).queryKey)).toEqual([refunded]);
    expect(client.getQueryData(refundsQueryOptions(ORDER_ID).queryKey)).toEqual([]);
    expect(cachedOrder(client, ORDER_ID)?.status).toBe('DELIVERED');
  });
});
