/** Paged answers: the server's array and X-Total-Count, over a fake network (fetch). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetchPage, ApiError } from './api-client';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetchPage', () => {
  it('answers the page and the total of all matches from X-Total-Count', async () => {
    answer(200, [{ id: 1 }, { id: 2 }], { 'X-Total-Count': '250' });
    await expect(apiFetchPage('/orders/status/PROCESSING?page=2')).resolves.toEqual({
      items: [{ id: 1 }, { id: 2 }],
      total: 250,
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/orders/status/PROCESSING?page=2',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('counts the page when the header is missing', async () => {
    answer(200, [{ id: 1 }]);
    await expect(apiFetchPage('/admin/users')).resolves.toEqual({ items: [{ id: 1 }], total: 1 });
  });

  it("raises the server's message on a refusal", async () => {
    answer(400, { message: 'Search text is too long', code: 'VALIDATION_FAILED' });
    const failure = apiFetchPage('/admin/users?q=x');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: 'Search text is too long',
      fromServer: true,
    });
  });
});
