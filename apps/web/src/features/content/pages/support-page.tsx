/**
 * /support: help with orders, delivery, returns and payments, the technical support levels, a
 * shoppers' FAQ and the support request form (passed in by the route) with the 24/7 line.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CreditCard, Headset, RotateCcw, Truck, type LucideIcon } from 'lucide-react';
import { shop } from '@shop/shared/shop';
import { ContentPage, ContentSection } from '../components/content-section';
import { FaqList, type Faq } from '../components/faq-list';
import { FormWithContacts } from '../components/form-with-contacts';
import { PageHeader } from '../components/page-header';
import { SupportLevels } from '../components/support-levels';

type HelpTopic = { title: string; description: string; to: string; Icon: LucideIcon };

const helpTopics: HelpTopic[] = [
  {
    title: 'Track an order',
    description: 'See where your parcel is and when it will arrive.',
    to: '/track-order',
    Icon: Truck,
  },
  {
    title: 'Shipping and delivery',
    description: 'Dispatch times, delivery timelines and cash on delivery.',
    to: '/shipping',
    Icon: Truck,
  },
  {
    title: 'Returns and refunds',
    description: 'Dead-on-arrival and wrong items, replacements and refund times.',
    to: '/terms#returns',
    Icon: RotateCcw,
  },
  {
    title: 'Payments and GST invoices',
    description: 'UPI, cards, net banking, COD and tax invoices for businesses.',
    to: '/terms#payment',
    Icon: CreditCard,
  },
  {
    title: 'Technical help with a project',
    description: 'Design consultation, troubleshooting, testing and training.',
    to: '/services/support',
    Icon: Headset,
  },
];

const faqs: Faq[] = [
  {
    question: 'Where is my order?',
    answer:
      'Sign in and open Track Order or My Orders. Once the order ships you also get an e-mail with its tracking number.',
  },
  {
    question: 'Can I change or cancel my order?',
    answer:
      'You can cancel from My Orders while it is Order Placed or Order Confirmed. To change items, cancel and order again, or call us before it ships.',
  },
  {
    question: 'The part I received does not work. What do I do?',
    answer:
      'Write to us within 7 days of delivery with the order number and a photo or short video. If it is dead on arrival we replace or refund it.',
  },
  {
    question: 'How do I get a GST invoice for my company?',
    answer:
      'Enter your company name and GSTIN at checkout. The tax invoice is issued in your company’s name with the GST shown separately.',
  },
  {
    question: 'Do you accept purchase orders from colleges and government institutions?',
    answer:
      'Yes. Send a business enquiry with your requirements and we will send a formal quotation against which you can raise a purchase order.',
  },
];

export default function SupportPage({ requestForm }: { requestForm: ReactNode }) {
  return (
    <ContentPage>
      <PageHeader
        title="Customer Support"
        intro={`Help with your orders, deliveries and returns, and engineers to help with your projects. Our support line is open 24/7 for emergencies on ${shop.emergencyPhone}.`}
      />

      <ContentSection id="help-topics" heading="How Can We Help?">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {helpTopics.map(({ title, description, to, Icon }) => (
            <li key={title}>
              <Link
                to={to}
                className="flex h-full gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs transition hover:border-brand-400 hover:bg-brand-50"
              >
                <Icon aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
                <span>
                  <span className="block font-semibold text-slate-900">{title}</span>
                  <span className="mt-1 block text-sm text-slate-600">{description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection
        id="support-levels"
        heading="Support Levels"
        intro="For engineering help beyond your order, choose the level of support that fits your work."
      >
        <SupportLevels />
      </ContentSection>

      <ContentSection id="faq" heading="Frequently Asked Questions">
        <FaqList faqs={faqs} />
      </ContentSection>

      <FormWithContacts
        id="support-request"
        heading="Send a Support Request"
        intro="Tell us what you need and how urgent it is. We answer every request within one working day."
        form={requestForm}
        emergency
      />
    </ContentPage>
  );
}
