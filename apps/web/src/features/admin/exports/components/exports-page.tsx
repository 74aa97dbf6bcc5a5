/**
 * The Exports screen (/admin/exports): the orders and the sales register of a date range as CSV
 * files, and a month's tax invoices and credit notes as one ZIP (decision 053).
 */
import { useState } from 'react';
import { Download } from 'lucide-react';
import { paperworkMessages as m } from '@shop/shared/paperwork/schemas';
import { buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import {
  indiaToday,
  invoicesZipPath,
  monthProblem,
  ordersCsvPath,
  rangeProblems,
  salesRegisterPath,
} from '../export-paths';

function DownloadLink({ href, label, enabled }: { href: string; label: string; enabled: boolean }) {
  if (!enabled) {
    return (
      <button type="button" disabled className={buttonClasses('secondary')}>
        <Download aria-hidden="true" className="size-4" />
        {label}
      </button>
    );
  }
  return (
    <a href={href} download className={buttonClasses('secondary')}>
      <Download aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}

export default function ExportsPage() {
  const today = indiaToday(new Date());
  const [range, setRange] = useState({ from: `${today.slice(0, 7)}-01`, to: today });
  const [month, setMonth] = useState(today.slice(0, 7));
  const problems = rangeProblems(range, new Date());
  const rangeOk = !problems.from && !problems.to;
  const zipProblem = monthProblem(month, new Date());

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{m.heading}</h1>
        <p className="mt-1 text-sm text-slate-600">{m.intro}</p>
      </header>

      <section
        aria-labelledby="range-heading"
        className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="range-heading" className="text-lg font-semibold text-slate-900">
          {m.rangeHeading}
        </h2>
        <div className="flex flex-wrap gap-4">
          <TextField
            label={m.fromLabel}
            type="date"
            value={range.from}
            max={today}
            error={problems.from}
            onChange={(event) => setRange({ ...range, from: event.target.value })}
          />
          <TextField
            label={m.toLabel}
            type="date"
            value={range.to}
            max={today}
            error={problems.to}
            onChange={(event) => setRange({ ...range, to: event.target.value })}
          />
        </div>
        <nav aria-label="Range downloads" className="flex flex-wrap gap-2">
          <DownloadLink href={ordersCsvPath(range)} label={m.ordersCsv} enabled={rangeOk} />
          <DownloadLink
            href={salesRegisterPath(range, 'invoice')}
            label={m.salesRegisterInvoices}
            enabled={rangeOk}
          />
          <DownloadLink
            href={salesRegisterPath(range, 'line')}
            label={m.salesRegisterLines}
            enabled={rangeOk}
          />
        </nav>
      </section>

      <section
        aria-labelledby="month-heading"
        className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="month-heading" className="text-lg font-semibold text-slate-900">
          {m.monthHeading}
        </h2>
        <TextField
          label={m.monthLabel}
          type="month"
          value={month}
          max={today.slice(0, 7)}
          error={zipProblem}
          onChange={(event) => setMonth(event.target.value)}
          className="max-w-xs"
        />
        <DownloadLink href={invoicesZipPath(month)} label={m.invoicesZip} enabled={!zipProblem} />
      </section>
    </div>
  );
}
