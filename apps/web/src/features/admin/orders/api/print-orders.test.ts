// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { printOrders } from './print-orders';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('printing the selected orders', () => {
  it('posts the ids with the admin token and answers the PDF', async () => {
    localStorage.setItem('adminToken', 'token-1');
    const fetch = vi.fn(
      async () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    const pdf = await printOrders('picking-list', ['a', 'b']);
    expect(await pdf.text()).toBe('%PDF');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/orders/admin/picking-list');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ orderIds: ['a', 'b'] }));
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer token-1');
  });

  it("throws the server's refusal in its words", async () => {
    const message =
      'Only orders being packed or shipped (PROCESSING or SHIPPED) can be printed: #AB';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message, code: 'CONFLICT' }, { status: 409 })),
    );
    const refused = await printOrders('packing-slips', ['a']).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 409, message, fromServer: true });
  });
});
