/**
 * The home newsletter block. The form is the shop's one newsletter
 * form (shared with the footer): it checks the address and turns into a thank-you.
 */
import { Mail } from 'lucide-react';
import { NewsletterForm } from './newsletter-form';

export function NewsletterBlock() {
  return (
    <section
      aria-labelledby="home-newsletter-heading"
      className="relative overflow-hidden rounded-2xl bg-slate-900 px-6 py-10 text-white sm:px-10"
    >
      <div
        aria-hidden="true"
        className="absolute -top-20 -right-20 size-72 rounded-full bg-brand-500/25 blur-3xl"
      />
      <div className="relative grid items-center gap-6 lg:grid-cols-2 lg:gap-12">
        <div className="flex items-start gap-4">
          <span className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-brand-500 sm:flex">
            <Mail aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h2 id="home-newsletter-heading" className="text-2xl font-bold tracking-tight">
              Subscribe to our newsletter
            </h2>
            <p className="mt-2 text-sm text-slate-300">
              New arrivals, project ideas and member-only deals, once a week. No spam.
            </p>
          </div>
        </div>
        <NewsletterForm label="Email address" />
      </div>
    </section>
  );
}
