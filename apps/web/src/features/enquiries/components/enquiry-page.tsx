/** /new-enquiry: business package enquiries from institutions. */
import { Building2 } from 'lucide-react';
import { enquiryMessages as m } from '@shop/shared/enquiries/messages';
import { shop } from '@shop/shared/shop';
import { EnquiryForm } from './enquiry-form';

export default function EnquiryPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${m.heading} | ${shop.name}`}</title>
      <header className="mb-6 flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
          <Building2 aria-hidden="true" className="size-6" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{m.heading}</h1>
          <p className="mt-2 text-slate-600">{m.intro}</p>
        </div>
      </header>
      <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <EnquiryForm />
      </section>
    </div>
  );
}
