/**
 * POST /api/newsletter/unsubscribe?token=: the address the token of a mail's link belongs to
 * leaves the list. The same address takes mail clients' one-click posts.
 */
import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeInput } from '@shop/shared/newsletter/schemas';
import { apiFetch } from '@/lib/api-client';

export function unsubscribe({ token }: UnsubscribeInput) {
  return apiFetch<{ message: string }>(
    `/newsletter/unsubscribe?${new URLSearchParams({ token }).toString()}`,
    { method: 'POST', body: {} },
  );
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
