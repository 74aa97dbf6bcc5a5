/**
 * POST /api/newsletter {email}: idempotent on the server, so a second click or the other form
 * with the same address gets the same answer.
 */
import { useMutation } from '@tanstack/react-query';
import type { NewsletterInput } from '@shop/shared/newsletter/schemas';
import { apiFetch } from '@/lib/api-client';

export function subscribe(input: NewsletterInput) {
  return apiFetch<{ message: string }>('/newsletter', { method: 'POST', body: input });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
