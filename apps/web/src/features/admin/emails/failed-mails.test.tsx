/**
 * The E-mails not sent screen: each e-mail reads as not sent, with its recipient, its tries and
 * why; one about an order links to it; each offers Send again, named after it.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FailedMail } from '@shop/shared/admin/schemas';
import { FailedMailsList } from './components/failed-mails-page';

const ORDER_ID = '4f1c2d3e-0000-4000-8000-00000000ab12';
const mail = (overrides: Partial<FailedMail>): FailedMail => ({
  _id: 'm1',
  to: 'meena.iyer@example.in',
  subject: 'CircuitKart: we have your message',
  status: 'failed',
  attempts: 8,
  lastError: 'connect ECONNREFUSED 10.0.0.5:587',
  createdAt: '2026-11-27T05:00:00.000Z',
  sentAt: null,
  nextTryAt: null,
  orderId: null,
  ...overrides,
});

function render(mails: FailedMail[]) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <FailedMailsList items={mails} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the e-mails not sent', () => {
  it('say to whom, after how many tries and why, link their order, and offer Send again', () => {
    const html = render([
      mail({}),
      mail({
        _id: 'm2',
        to: 'ravi.k@example.in',
        subject: 'CircuitKart: Refund on order #0000AB12',
        attempts: 3,
        lastError: '535 authentication failed',
        orderId: ORDER_ID,
      }),
    ]);
    expect(html).toContain('To meena.iyer@example.in');
    expect(html).toContain('Not sent after 8 tries');
    expect(html).toContain('Last error: connect ECONNREFUSED 10.0.0.5:587');
    expect(html).toMatch(/Written <time datetime="2026-11-27T05:00:00.000Z">/i);
    expect(html).toContain('Not sent after 3 tries');
    // Only the refund's e-mail concerns an order, and links to it.
    expect(html.match(/href="\/admin\/order\//g)).toHaveLength(1);
    expect(html).toContain(`href="/admin/order/${ORDER_ID}"`);
    expect(html).toContain('Order #0000AB12');
    expect(html.match(/<button/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Send again: CircuitKart: Refund on order #0000AB12"');
  });
});
