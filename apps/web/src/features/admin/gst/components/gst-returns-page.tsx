/**
 * The GST screen (/admin/gst): one month's invoices and credit notes, the B2B invoices by buyer
 * GSTIN, the B2C totals by place of supply and rate, the HSN summary, and each GSTR-1 section
 * as the CSV the offline tool imports (plain links: the admin cookie goes with them).
 */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import {
  gstMonthSchema,
  gstReturnSections,
  gstReturnsCsvPath,
  gstReturnsMessages as t,
  indianMonthOf,
} from '@shop/shared/gst/returns';
import { buttonClasses } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { inputClasses } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatRupees } from '@/lib/format';
import { useGstReturns } from '../api/get-gst-returns';

const cell = 'px-3 py-2 text-left';
const money = 'px-3 py-2 text-right tabular-nums';

function Table({
  title,
  id,
  headings,
  rows,
}: {
  title: string;
  id: string;
  headings: string[];
  rows: ReactNode[][];
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">None in this month.</p>
      ) : (
        <div
          role="region"
          aria-labelledby={id}
          tabIndex={0}
          className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          <table className="w-full min-w-[40rem] text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {headings.map((heading, i) => (
                  <th key={heading} scope="col" className={i < 2 ? cell : money}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {rows.map((row, r) => (
                <tr key={r}>
                  {row.map((value, i) => (
                    <td key={i} className={i < 2 ? cell : money}>
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const amounts = (row: { taxableValue: number; cgst: number; sgst: number; igst: number }) => [
  formatRupees(row.taxableValue),
  formatRupees(row.cgst),
  formatRupees(row.sgst),
  formatRupees(row.igst),
];
const amountHeadings = ['Taxable value', 'CGST', 'SGST', 'IGST'];

export default function GstReturnsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('month') ?? '';
  const month = gstMonthSchema.safeParse(asked).success ? asked : indianMonthOf(new Date());
  const returns = useGstReturns(month);

  return (
    <section className="space-y-6">
      <title>{`${t.heading} | CircuitKart Admin`}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t.heading}</h1>
          <p className="mt-1 text-slate-600">
            Invoices and credit notes issued in a month, summarised for GSTR-1.
          </p>
        </div>
        <div>
          <label htmlFor="gst-month" className="mb-1 block text-sm font-medium text-slate-700">
            Month
          </label>
          <input
            id="gst-month"
            type="month"
            value={month}
            onChange={(event) => {
              if (gstMonthSchema.safeParse(event.target.value).success) {
                setSearchParams({ month: event.target.value }, { replace: true });
              }
            }}
            className={inputClasses}
          />
        </div>
      </header>

      <nav aria-label="GSTR-1 CSV downloads" className="flex flex-wrap gap-2">
        {gstReturnSections.map((section) => (
          <a
            key={section}
            href={gstReturnsCsvPath(month, section)}
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
        <>
          <Table
            title="Totals"
            id="gst-totals"
            headings={['Documents', 'Count', ...amountHeadings, 'Total']}
            rows={[
              ['Invoices', returns.data.totals.invoices],
              ['Credit notes', returns.data.totals.creditNotes],
            ].map(([label, totals]) => {
              const row = totals as typeof returns.data.totals.invoices;
              return [label as string, row.count, ...amounts(row), formatRupees(row.total)];
            })}
          />
          <Table
            title="Invoices and credit notes"
            id="gst-documents"
            headings={['Number', 'Buyer', 'Date', 'Place of supply', ...amountHeadings, 'Total']}
            rows={returns.data.documents.map((d) => [
              d.number,
              d.buyerGstin ? `${d.buyerName} (${d.buyerGstin})` : d.buyerName,
              formatDate(d.date),
              d.placeOfSupply,
              ...amounts(d),
              formatRupees(d.kind === 'CREDIT_NOTE' ? -d.total : d.total),
            ])}
          />
          <Table
            title="B2B invoices by buyer GSTIN"
            id="gst-b2b"
            headings={['GSTIN', 'Buyer', 'Invoice', 'Place of supply', 'Rate', ...amountHeadings]}
            rows={returns.data.b2b.map((r) => [
              r.gstin,
              r.receiverName,
              r.invoiceNumber,
              r.placeOfSupply,
              `${r.rate}%`,
              ...amounts(r),
            ])}
          />
          <Table
            title="B2C by place of supply and rate"
            id="gst-b2c"
            headings={['Place of supply', 'Rate', ...amountHeadings]}
            rows={returns.data.b2c.map((r) => [r.placeOfSupply, `${r.rate}%`, ...amounts(r)])}
          />
          <Table
            title="HSN summary"
            id="gst-hsn"
            headings={['HSN', 'Description', 'Quantity', 'Rate', 'Total value', ...amountHeadings]}
            rows={returns.data.hsn.map((r) => [
              r.hsn,
              r.description,
              r.quantity,
              `${r.rate}%`,
              formatRupees(r.totalValue),
              ...amounts(r),
            ])}
          />
        </>
      )}
    </section>
  );
}
