/**
 * The GST rate table screen (/admin/gst/rates): every row with its standing today in India (in
 * force, upcoming or past), the form that adds a change, and Withdraw on an upcoming change,
 * after a confirmation in the shop's own dialog.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { ArrowLeft } from 'lucide-react';
import {
  gstRateTableMessages as m,
  indianDayOf,
  type GstRateRow,
} from '@shop/shared/gst/rate-table';
import { gstReturnsMessages } from '@shop/shared/gst/returns';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { toastBannerError } from '@/lib/toast-banner-error';
import { dayText } from '@/features/admin/components/day-text';
import { useGstRates } from '../api/get-gst-rates';
import { useWithdrawGstRateChange } from '../api/withdraw-gst-rate-change';
import { withStanding, type RateStanding } from '../gst-rate-change';
import { GstRateChangeForm } from './gst-rate-change-form';
import { GstTable } from './gst-table';

const standings: Record<RateStanding, { label: string; className: string }> = {
  inForce: { label: m.statusInForce, className: 'bg-emerald-50 text-emerald-800' },
  upcoming: { label: m.statusUpcoming, className: 'bg-amber-50 text-amber-900' },
  past: { label: m.statusPast, className: 'bg-slate-100 text-slate-700' },
};

export default function GstRatesPage() {
  const today = indianDayOf(new Date());
  const rates = useGstRates();
  const withdraw = useWithdrawGstRateChange();
  const [withdrawing, setWithdrawing] = useState<GstRateRow | null>(null);
  const [withdrawFailure, setWithdrawFailure] = useState('');

  async function confirmWithdraw(row: GstRateRow) {
    setWithdrawFailure('');
    try {
      await withdraw.mutateAsync(row);
      toast.success(m.changeWithdrawn);
    } catch (error) {
      const message = errorMessage(error, m.withdrawFailed);
      setWithdrawFailure(message);
      toastBannerError(message);
    } finally {
      setWithdrawing(null);
    }
  }

  return (
    <section className="space-y-6">
      <title>{`${m.heading} | CircuitKart Admin`}</title>
      <header>
        <Link to="/admin/gst" className={buttonClasses('link')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {gstReturnsMessages.heading}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">{m.heading}</h1>
        <p className="mt-1 text-slate-600">{m.intro}</p>
      </header>

      <GstRateChangeForm today={today} />

      <ErrorBanner message={withdrawFailure} />
      {rates.isPending && <Spinner label="Loading the rate table" />}
      {rates.isError && <ErrorBanner message={errorMessage(rates.error, m.loadFailed)} />}
      {rates.data && (
        <GstTable
          title="Rates"
          id="gst-rates"
          empty={m.empty}
          textColumns={5}
          headings={['HSN code', 'Rate', 'Valid from', 'Status', 'Action']}
          rows={withStanding(rates.data, today).map((row) => [
            row.hsnCode,
            `${row.rate}%`,
            dayText(row.validFrom),
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${standings[row.standing].className}`}
            >
              {standings[row.standing].label}
            </span>,
            row.standing === 'upcoming' ? (
              <Button variant="secondary" className="!py-1.5" onClick={() => setWithdrawing(row)}>
                {m.withdraw}
                <span className="sr-only">
                  {` HSN ${row.hsnCode} from ${dayText(row.validFrom)}`}
                </span>
              </Button>
            ) : null,
          ])}
        />
      )}

      {withdrawing && (
        <ConfirmDialog
          title={m.withdrawConfirm(
            withdrawing.hsnCode,
            withdrawing.rate,
            dayText(withdrawing.validFrom),
          )}
          confirmLabel={m.withdraw}
          cancelLabel={m.withdrawKeep}
          tone="danger"
          busy={withdraw.isPending}
          onConfirm={() => void confirmWithdraw(withdrawing)}
          onCancel={() => setWithdrawing(null)}
        />
      )}
    </section>
  );
}
