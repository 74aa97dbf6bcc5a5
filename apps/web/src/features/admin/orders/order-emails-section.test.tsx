/** The order page's e-mails: sent, waiting and failed ones read as such; only a failed one offers Send again. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OrderMail } from '@shop/shared/orders/schemas';
import { orderEmailsQueryOptions } from './api/order-emails';
import { OrderEmailsSection } from './components/order-emails-section';

const ORDER_ID = '4f1c2d3e-0000-4000-8000-00000000ab12';
const mail = (overrides: Partial<OrderMail>): OrderMail => ({
  _id: 'm1',
  to: 'asha.rao@example.in',
  subject: 'Order #0000AB12 placed: cash on delivery',
  status: 'done',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-27T05:00:00.000Z',
  sentAt: '2026-11-27T05:00:01.000Z',
  nextTryAt: null,
  ...overrides,
});

function render(mails: OrderMail[]) {
  const client = new QueryClient();
  client.setQueryData(orderEmailsQueryOptions(ORDER_ID).queryKey, mails);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <OrderEmailsSection orderId={ORDER_ID} className="" />
    </QueryClientProvider>,
  );
}

describe("the order page's e-mails", () => {
  it('says which were sent, which wait for their next try and which failed, and why', () => {
    const html = render([
      mail({}),
      mail({
        _id: 'm2',
        subject: 'Your order #0000AB12 has shipped',
        status: 'pending',
        attempts: 2,
        sentAt: null,
        nextTryAt: '2026-11-27T05:10:00.000Z',
        lastError: 'connect ECONNREFUSED 10.0.0.5:587',
      }),
      mail({
        _id: 'm3',
        to: 'orders@circuitkart.in',
        subject: 'CircuitKart: New order #0000AB12 (cash on delivery)',
        status: 'failed',
        attempts: 8,
        sentAt: null,
        lastError: '535 authentication failed',
      }),
    ]);
    expect(html).toContain('To asha.rao@example.in');
    expect(html).toMatch(/Sent <time datetime="2026-11-27T05:00:01.000Z">/i);
    expect(html).toContain('Waiting: 2 tries failed, next try');
    expect(html).toContain('Last error: connect ECONNREFUSED 10.0.0.5:587');
    expect(html).toContain('Not sent after 8 tries');
    expect(html).toContain('Last error: 535 authentication failed');
    // One button, for the failed one, named after it.
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toContain(
      'aria-label="Send again: CircuitKart: New order #0000AB12 (cash on delivery)"',
    );
  });

  it('says so when the order has sent nothing yet', () => {
    expect(render([])).toContain('No e-mails yet.');
  });
});
