/** /contact: the store's address, hours, phone and e-mail, and the contact form (passed in by the route). */
import type { ReactNode } from 'react';
import { MessageCircle } from 'lucide-react';
import { shop } from '@shop/shared/shop';
import { ContentPage } from '../components/content-section';
import { PageHeader } from '../components/page-header';
import { StoreDetails } from '../components/store-details';

export default function ContactPage({ contactForm }: { contactForm: ReactNode }) {
  return (
    <ContentPage>
      <PageHeader
        title="Contact Us"
        intro={`Questions about a part, an order or a project? Write to us, call, or drop in at our store in ${shop.city}. We reply to messages within one working day.`}
      />
      <div className="grid gap-8 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <section aria-labelledby="contact-details-heading" className="min-w-0 space-y-4">
          <h2 id="contact-details-heading" className="text-xl font-bold text-slate-900">
            Visit or Call Us
          </h2>
          <StoreDetails headingLevel="h3" />
          <a
            href={shop.whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-3 rounded-2xl bg-[#0f7a40] p-4 font-semibold text-white hover:bg-[#0b6334]"
          >
            <MessageCircle aria-hidden="true" className="size-6" />
            Chat with us on WhatsApp
          </a>
        </section>
        <section
          aria-labelledby="contact-form-heading"
          className="min-w-0 rounded-2xl bg-slate-50 p-5 sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-xl font-bold text-slate-900">
            Send Us a Message
          </h2>
          <p className="mt-2 text-slate-600">
            For bulk orders and lab setups, mention your institution or company and GSTIN so we can
            send a proper quotation.
          </p>
          <div className="mt-6">{contactForm}</div>
        </section>
      </div>
    </ContentPage>
  );
}
