/**
 * The orders desk's flag on a large cash-on-delivery order (the server decides which are large):
 * words, not a colour alone, so it reads the same to a screen reader and in grey print.
 */
import { TriangleAlert } from 'lucide-react';
import { ordersDeskMessages as t } from '@shop/shared/admin/desk-messages';

export function LargeCodBadge({ explained = false }: { explained?: boolean }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 ring-1 ring-red-300">
      <TriangleAlert aria-hidden="true" className="size-3.5" />
      {t.largeCodBadge}
      {!explained && <span className="sr-only">{`: ${t.largeCodHint}`}</span>}
    </span>
  );
}

/** The flag with its reason spelled out, for the order detail. */
export function LargeCodNotice() {
  return (
    <p className="flex flex-wrap items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      <LargeCodBadge explained />
      <span>{t.largeCodHint}</span>
    </p>
  );
}
