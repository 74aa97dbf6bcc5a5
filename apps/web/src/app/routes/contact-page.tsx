/** /contact: the contact page with its form; the form belongs to another feature, so app joins them. */
import ContactPage from '@/features/content/pages/contact-page';
import { ContactForm } from '@/features/enquiries/components/contact-form';

export default function ContactRoute() {
  return <ContactPage contactForm={<ContactForm />} />;
}
