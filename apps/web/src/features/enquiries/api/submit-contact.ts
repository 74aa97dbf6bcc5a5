/** POST /api/contact: a contact-form message, e-mailed to the shop; the sender gets a confirmation. */
import type { ContactMessageInput } from '@shop/shared/enquiries/schemas';
import { apiFetch } from '@/lib/api-client';

export function submitContact(input: ContactMessageInput) {
  return apiFetch<{ message: string; _id: string }>('/contact', { method: 'POST', body: input });
}
