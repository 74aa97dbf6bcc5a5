/**
 * POST /api/orders/admin/packing-slips and /picking-list: the selected orders' paper as one PDF,
 * saved by the browser as a file (decision 053). The answer is bytes, not JSON, so this is the
 * one desk call that reads a blob; a refusal still carries the server's message.
 */
import { useMutation } from '@tanstack/react-query';
import { ApiError, API_BASE } from '@/lib/api-client';
import { getAdminToken } from '@/lib/admin-session';

export type PrintKind = 'packing-slips' | 'picking-list';

export async function printOrders(kind: PrintKind, orderIds: string[]): Promise<Blob> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const token = getAdminToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE}/orders/admin/${kind}`, {
    method: 'POST',
    credentials: 'include',
    headers,
    body: JSON.stringify({ orderIds }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown; code?: unknown };
    const message = typeof body.message === 'string' ? body.message : undefined;
    throw new ApiError({
      status: response.status,
      code: typeof body.code === 'string' ? body.code : `HTTP_${response.status}`,
      message: message ?? `Request failed (${response.status})`,
      fromServer: message !== undefined,
    });
  }
  return response.blob();
}

/** Hands the browser a file to save, as a link with `download` would. */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function usePrintOrders() {
  return useMutation({
    mutationFn: async ({ kind, orderIds }: { kind: PrintKind; orderIds: string[] }) =>
      saveFile(await printOrders(kind, orderIds), `${kind}.pdf`),
  });
}
