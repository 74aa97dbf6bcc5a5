/** POST /api/enquiry: a business enquiry (or the contact form's message), e-mailed to the shop. */
import type { EnquiryInput } from '@shop/shared/enquiries/schemas';
import { apiFetch } from '@/lib/api-client';

export function submitEnquiry(input: EnquiryInput) {
  return apiFetch<{ message: string; _id: string }>('/enquiry', { method: 'POST', body: input });
}
