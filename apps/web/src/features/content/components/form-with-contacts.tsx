/**
 * The part of a page where the visitor writes to us: the form (passed in by the route, so
 * this feature never depends on the one that builds the forms) beside the ways to call or chat.
 */
import type { ReactNode } from 'react';
import { ContactChannels } from './contact-channels';

type FormWithContactsProps = {
  id: string;
  heading: string;
  intro: ReactNode;
  form: ReactNode;
  emergency?: boolean;
};

export function FormWithContacts({ id, heading, intro, form, emergency }: FormWithContactsProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="grid min-w-0 gap-8 rounded-2xl bg-slate-50 p-5 sm:p-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="min-w-0">
        <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          {heading}
        </h2>
        <div className="mt-2 text-slate-600">{intro}</div>
        <div className="mt-6">{form}</div>
      </div>
      <aside aria-labelledby={`${id}-contacts-heading`} className="min-w-0">
        <h3 id={`${id}-contacts-heading`} className="mb-3 font-semibold text-slate-900">
          Prefer to talk?
        </h3>
        <ContactChannels emergency={emergency} />
      </aside>
    </section>
  );
}
