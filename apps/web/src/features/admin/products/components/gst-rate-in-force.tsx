/**
 * Under the product form's tax fields: the rate charged today for the HSN code typed (the rate
 * table's, else the rate chosen in the form) and the table's next change, if one is set.
 */
import { gstRateTableMessages as m } from '@shop/shared/gst/rate-table';
import { dayText } from '@/features/admin/components/day-text';
import { useGstRateSchedule } from '../api/get-gst-rate-schedule';

export function GstRateInForce({ hsnCode, id }: { hsnCode: string; id: string }) {
  const schedule = useGstRateSchedule(hsnCode);
  if (!schedule.data) return null;
  const { inForce, next } = schedule.data;
  return (
    <div id={id} className="sm:col-span-2 text-xs text-slate-600" aria-live="polite">
      {inForce ? (
        <p>
          <span className="font-medium text-slate-800">
            {m.inForceFromTable(inForce.rate, dayText(inForce.validFrom))}
          </span>{' '}
          {m.tableOverrides}
        </p>
      ) : (
        <p>{m.inForceOwnRate(schedule.data.hsnCode)}</p>
      )}
      {next && <p>{m.nextChange(next.rate, dayText(next.validFrom))}</p>}
    </div>
  );
}
