/** A titled part of a content page: an h2 that names the section for assistive technology. */
import type { ReactNode } from 'react';

type ContentSectionProps = {
  id: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
};

export function ContentSection({
  id,
  heading,
  intro,
  children,
  className = '',
}: ContentSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className={`min-w-0 ${className}`}>
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {heading}
      </h2>
      {intro && <div className="mt-2 max-w-3xl text-slate-600">{intro}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The frame every content page sits in: one column of sections with even spacing. */
export function ContentPage({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 py-8 sm:px-6 sm:py-12 lg:gap-16">
      {children}
    </div>
  );
}
