/**
 * The /contact page's form: a message to the shop, sent as a business enquiry (POST
 * /api/enquiry) so it reaches the same inbox and the back office's Enquiries screen.
 */
import { EnquiryForm } from './enquiry-form';

export function ContactForm() {
  return <EnquiryForm variant="contact" />;
}
