/** A page that is not built yet: its name and one sentence, never a blank screen. */
import { Link } from 'react-router';
import { Construction } from 'lucide-react';
import { buttonClasses } from './button';

type PlaceholderPageProps = { title: string; description: string; showHomeLink?: boolean };

export function PlaceholderPage({ title, description, showHomeLink = true }: PlaceholderPageProps) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <title>{`${title} | CircuitKart`}</title>
      <span className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <Construction aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-xl text-base text-slate-600">{description}</p>
      {showHomeLink && (
        <Link to="/" className={buttonClasses('secondary', 'mt-8')}>
          Back to home
        </Link>
      )}
    </section>
  );
}
