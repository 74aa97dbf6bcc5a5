import { Link } from 'react-router';
import { Cpu } from 'lucide-react';
import { shop } from '@shop/shared/shop';

/** The shop's mark and name, as the header shows them. */
export function BrandMark({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="inline-flex shrink-0 items-center gap-2">
      <span className="flex size-9 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-sm">
        <Cpu aria-hidden="true" className="size-5" />
      </span>
      <span
        className={`text-lg font-extrabold tracking-tight sm:text-xl ${inverted ? 'text-white' : 'text-slate-900'}`}
      >
        Circuit<span className={inverted ? 'text-brand-300' : 'text-brand-600'}>Kart</span>
      </span>
    </span>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      to="/"
      aria-label={`${shop.name} home`}
      className="inline-flex min-h-11 shrink-0 items-center rounded-lg"
    >
      <BrandMark inverted={inverted} />
    </Link>
  );
}
