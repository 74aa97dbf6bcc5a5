/**
 * The opening band of every content page: the page's one h1, a short introduction and the
 * document title, so every page reads the same way to a screen reader and in the tab bar.
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { shop } from '@shop/shared/shop';

type PageHeaderProps = {
  title: string;
  intro: ReactNode;
  eyebrow?: string;
  Icon?: LucideIcon;
  children?: ReactNode;
};

export function PageHeader({ title, intro, eyebrow, Icon, children }: PageHeaderProps) {
  return (
    <header className="rounded-2xl bg-linear-to-br from-brand-800 via-brand-700 to-brand-600 px-5 py-10 text-white sm:px-10 sm:py-14">
      <title>{`${title} | ${shop.name}`}</title>
      {eyebrow && (
        <p className="flex items-center gap-2 text-sm font-semibold tracking-widest text-white uppercase">
          {Icon && <Icon aria-hidden="true" className="size-4" />}
          {eyebrow}
        </p>
      )}
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight break-words sm:text-5xl">
        {title}
      </h1>
      <div className="mt-4 max-w-3xl text-base text-white/90 sm:text-lg">{intro}</div>
      {children}
    </header>
  );
}
