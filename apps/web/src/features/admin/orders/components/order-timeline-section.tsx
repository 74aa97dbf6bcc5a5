/**
 * The order page's timeline: one query per source, in parallel, merged by `orderTimeline`. A
 * source that cannot be read leaves a note and the others still show. The back office has no
 * websocket room (staff pages are a visitor's to the socket), so instead of order events these
 * queries are read again when the tab comes back to the front and every 30 s while it is open;
 * the desk's own moves (status, tracking, refunds, returns) refresh them at once.
 */
import { useQueries } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { orderTimelineMessages as t } from '@shop/shared/admin/money-trail-messages';
import type { Order } from '@shop/shared/orders/schemas';
import { buttonClasses } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { getAdminOrderQueryOptions } from '../api/get-admin-order';
import { creditNotesQueryOptions } from '../api/get-credit-notes';
import { invoiceSummaryQueryOptions } from '../api/get-invoice-summary';
import { orderPaymentsQueryOptions } from '../api/get-order-payments';
import { orderReturnsQueryOptions } from '../api/get-order-returns';
import { refundsQueryOptions } from '../api/refunds';
import {
  creditNoteEntries,
  invoiceEntries,
  orderEntries,
  orderTimeline,
  paymentEntries,
  refundEntries,
  returnEntries,
  type TimelineEntry,
} from '../order-timeline';

const LIVE = { refetchInterval: 30_000, refetchOnWindowFocus: true } as const;

const toneClasses: Record<TimelineEntry['tone'], string> = {
  neutral: 'bg-slate-400',
  good: 'bg-emerald-600',
  bad: 'bg-red-600',
};

export function useOrderTimeline(order: Order) {
  const id = order._id;
  const [, payments, refunds, invoice, creditNotes, returns] = useQueries({
    queries: [
      // The page reads the order already; this keeps it as fresh as the rest of the timeline.
      { ...getAdminOrderQueryOptions(id), ...LIVE },
      { ...orderPaymentsQueryOptions(id), ...LIVE },
      { ...refundsQueryOptions(id), ...LIVE },
      { ...invoiceSummaryQueryOptions(id), ...LIVE },
      { ...creditNotesQueryOptions(id), ...LIVE },
      { ...orderReturnsQueryOptions(id), ...LIVE },
    ],
  });
  const sources = [
    { query: payments, name: t.sources.payments },
    { query: refunds, name: t.sources.refunds },
    { query: invoice, name: t.sources.invoice },
    { query: creditNotes, name: t.sources.creditNotes },
    { query: returns, name: t.sources.returns },
  ];
  return {
    isPending: sources.some((source) => source.query.isPending),
    failed: sources.filter((source) => source.query.isError).map((source) => source.name),
    entries: orderTimeline([
      orderEntries(order),
      paymentEntries(payments.data ?? []),
      invoiceEntries(id, invoice.data?.invoice ?? null),
      returnEntries(returns.data ?? []),
      creditNoteEntries(id, creditNotes.data ?? []),
      refundEntries(refunds.data ?? []),
    ]),
  };
}

export function OrderTimelineList({ entries }: { entries: readonly TimelineEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">{t.empty}</p>;
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5">
      {entries.map((entry) => (
        <li key={entry.id} className="relative text-sm">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full ring-2 ring-white ${toneClasses[entry.tone]}`}
          />
          <time dateTime={entry.at} className="block text-xs text-slate-600">
            {formatDateTime(entry.at)}
          </time>
          <p className={`font-medium ${entry.tone === 'bad' ? 'text-red-700' : 'text-slate-900'}`}>
            {entry.title}
          </p>
          {entry.details.filter(Boolean).map((detail) => (
            <p key={detail} className="break-all text-slate-700">
              {detail}
            </p>
          ))}
          {entry.link && (
            // A plain link: the admin cookie downloads the PDF like any other file.
            <a href={entry.link.href} download className={buttonClasses('secondary', 'mt-1')}>
              <FileText aria-hidden="true" className="size-3.5" />
              {entry.link.label}
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}

export function OrderTimelineSection({ order, className }: { order: Order; className: string }) {
  const timeline = useOrderTimeline(order);
  return (
    <section
      aria-labelledby="order-timeline"
      aria-describedby="order-timeline-intro"
      className={className}
    >
      <h2 id="order-timeline" className="mb-1 text-lg font-semibold text-slate-900">
        {t.heading}
      </h2>
      <p id="order-timeline-intro" className="mb-3 text-sm text-slate-600">
        {t.intro}
      </p>
      {timeline.failed.length > 0 && (
        <p role="alert" className="mb-3 text-sm font-medium text-red-700">
          {t.partial(timeline.failed.join(', '))}
        </p>
      )}
      {timeline.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t.loading}
        </p>
      ) : (
        <OrderTimelineList entries={timeline.entries} />
      )}
    </section>
  );
}
