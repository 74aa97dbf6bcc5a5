/** POST /api/quotes: a service quote or support request, e-mailed to the shop. */
import type { QuoteRequestInput } from '@shop/shared/quotes/schemas';
import { apiFetch } from '@/lib/api-client';

export function submitQuote(input: QuoteRequestInput) {
  return apiFetch<{ message: string; _id: string }>('/quotes', { method: 'POST', body: input });
}
