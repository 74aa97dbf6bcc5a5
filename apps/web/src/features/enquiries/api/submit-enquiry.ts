/** POST /api/enquiry: a business enquiry, e-mailed to the shop; the sender gets a confirmation. */
import type { EnquiryInput } from '@shop/shared/enquiries/schemas';
import { apiFetch } from '@/lib/api-client';

export function submitEnquiry(input: EnquiryInput) {
  return apiFetch<{ message: string; _id: string }>('/enquiry', { method: 'POST', body: input });
}
