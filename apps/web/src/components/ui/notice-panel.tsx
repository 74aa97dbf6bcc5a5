/**
 * A page's whole-page notice: an icon, a heading, a sentence and what to do next (sign in, go
 * shopping). The cart's and the wishlist's login prompts and empty states use it.
 */
import type { ReactNode } from 'react';

export function NoticePanel({
  icon,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="mb-6 flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        {icon}
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {text && <p className="mt-3 text-slate-600">{text}</p>}
      <div className="mt-8">{children}</div>
    </section>
  );
}
