/**
 * The GST screen (/admin/gst): a month's or a quarter's invoices and credit notes, the B2B
 * invoices by buyer GSTIN, the B2C totals by place of supply and rate, the HSN summary in its B2B
 * and B2C tables, the documents issued (Table 13), and each GSTR-1 section as the CSV the offline
 * tool imports (plain links: the admin cookie goes with them). The period is the URL's.
 */
import { Link, useSearchParams } from 'react-router';
import { Download, Percent } from 'lucide-react';
import {
  gstReturnSections,
  gstReturnsCsvPath,
  gstReturnsMessages as t,
  periodName,
  type GstReturns,
} from '@shop/shared/gst/returns';
import { gstRateTableMessages } from '@shop/shared/gst/rate-table';
import { buttonClasses } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatRupees } from '@/lib/format';
import { useGstReturns } from '../api/get-gst-returns';
import { periodFromSearch, periodQuery } from '../gst-period';
import { GstPeriodPicker } from './gst-period-picker';
import { GstTable } from './gst-table';

const amounts = (row: { taxableValue: number; cgst: number; sgst: number; igst: number }) => [
  formatRupees(row.taxableValue),
  formatRupees(row.cgst),
  formatRupees(row.sgst),
  formatRupees(row.igst),
];
const amountHeadings = ['Taxable value', 'CGST', 'SGST', 'IGST'];
const hsnHeadings = ['HSN', 'Description', 'Quantity', 'Rate', 'Total value', ...amountHeadings];
const hsnRows = (rows: GstReturns['hsnB2b']) =>
  rows.map((r) => [
    r.hsn,
    r.description,
    r.quantity,
    `${r.rate}%`,
    formatRupees(r.totalValue),
    ...amounts(r),
  ]);

function GstReturnsTables({ returns, empty }: { returns: GstReturns; empty: string }) {
  const { totals } = returns;
  return (
    <>
      <GstTable
        title="Totals"
        id="gst-totals"
        empty={empty}
        headings={['Documents', 'Count', ...amountHeadings, 'Total']}
        rows={(
          [
            ['Invoices', totals.invoices],
            ['Credit notes', totals.creditNotes],
          ] as const
        ).map(([label, row]) => [label, row.count, ...amounts(row), formatRupees(row.total)])}
      />
      <GstTable
        title="Invoices and credit notes"
        id="gst-documents"
        empty={empty}
        headings={['Number', 'Buyer', 'Date', 'Place of supply', ...amountHeadings, 'Total']}
        rows={returns.documents.map((d) => [
          d.number,
          d.buyerGstin ? `${d.buyerName} (${d.buyerGstin})` : d.buyerName,
          formatDate(d.date),
          d.placeOfSupply,
          ...amounts(d),
          formatRupees(d.kind === 'CREDIT_NOTE' ? -d.total : d.total),
        ])}
      />
      <GstTable
        title="B2B invoices by buyer GSTIN"
        id="gst-b2b"
        empty={empty}
        headings={['GSTIN', 'Buyer', 'Invoice', 'Place of supply', 'Rate', ...amountHeadings]}
        rows={returns.b2b.map((r) => [
          r.gstin,
          r.receiverName,
          r.invoiceNumber,
          r.placeOfSupply,
          `${r.rate}%`,
          ...amounts(r),
        ])}
      />
      <GstTable
        title="B2C by place of supply and rate"
        id="gst-b2c"
        empty={empty}
        headings={['Place of supply', 'Rate', ...amountHeadings]}
        rows={returns.b2c.map((r) => [r.placeOfSupply, `${r.rate}%`, ...amounts(r)])}
      />
      {(
        [
          ['B2B', returns.hsnB2b],
          ['B2C', returns.hsnB2c],
        ] as const
      ).map(([buyers, rows]) => (
        <GstTable
          key={buyers}
          title={`HSN summary — ${buyers}`}
          id={`gst-hsn-${buyers.toLowerCase()}`}
          empty={empty}
          headings={hsnHeadings}
          rows={hsnRows(rows)}
        />
      ))}
      <GstTable
        title="Documents issued"
        id="gst-docs"
        empty={empty}
        textColumns={3}
        headings={['Nature of document', 'Sr. No. From', 'Sr. No. To', 'Total number', 'Cancelled']}
        rows={returns.docs.map((r) => [r.nature, r.from, r.to, r.total, r.cancelled])}
      />
    </>
  );
}

export default function GstReturnsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const now = new Date();
  const period = periodFromSearch(searchParams, now);
  const returns = useGstReturns(period);

  return (
    <section className="space-y-6">
      <title>{`${t.heading} | CircuitKart Admin`}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t.heading}</h1>
          <p className="mt-1 text-slate-600">{t.intro(periodName(period))}</p>
          <Link to="/admin/gst/rates" className={buttonClasses('link', 'mt-2')}>
            <Percent aria-hidden="true" className="size-4" />
            {gstRateTableMessages.heading}
          </Link>
        </div>
        <GstPeriodPicker
          period={period}
          now={now}
          // Synchronously: a navigation is a transition, which would show the radio or the select
          // at its old value until the next period's screen commits.
          onChange={(next) =>
            setSearchParams(periodQuery(next), { replace: true, flushSync: true })
          }
        />
      </header>

      <nav aria-label="GSTR-1 CSV downloads" className="flex flex-wrap gap-2">
        {gstReturnSections.map((section) => (
          <a
            key={section}
            href={gstReturnsCsvPath(period, section)}
            download
            className={buttonClasses('secondary')}
          >
            <Download aria-hidden="true" className="size-4" />
            {section.toUpperCase()} CSV
          </a>
        ))}
      </nav>

      {returns.isPending ? (
        <p role="status" className="text-slate-600">
          Loading…
        </p>
      ) : returns.isError ? (
        <ErrorBanner message={errorMessage(returns.error, t.loadFailed)} />
      ) : returns.data.documents.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
          {t.empty}
        </p>
      ) : (
        <GstReturnsTables returns={returns.data} empty={t.noneInPeriod(period)} />
      )}
    </section>
  );
}
