/**
 * POST /api/newsletter/confirm {token}: the token of the link in the confirmation mail. Again
 * with the same link, once confirmed, is the same success.
 */
import { useMutation } from '@tanstack/react-query';
import type { ConfirmSubscriptionInput } from '@shop/shared/newsletter/schemas';
import { apiFetch } from '@/lib/api-client';

export function confirmSubscription(input: ConfirmSubscriptionInput) {
  return apiFetch<{ message: string }>('/newsletter/confirm', { method: 'POST', body: input });
}

export function useConfirmSubscription() {
  return useMutation({ mutationFn: confirmSubscription });
}
