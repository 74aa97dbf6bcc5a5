/**
 * The GST screen's period: Month or Quarter (a labelled radio group), then the month input or a
 * select of the financial year's quarters. A quarter named by a link but older than the choices
 * is kept at the top of the select, so the select always shows the period on screen.
 */
import { gstMonthSchema, indianMonthOf, periodName } from '@shop/shared/gst/returns';
import { inputClasses } from '@/components/ui/text-field';
import { kindOf, quarterChoices, switchKind, type PeriodKind } from '../gst-period';

const kinds: Array<[PeriodKind, string]> = [
  ['month', 'Month'],
  ['quarter', 'Quarter'],
];
const fieldLabel = 'mb-1 block text-sm font-medium text-slate-700';

type GstPeriodPickerProps = { period: string; now: Date; onChange: (period: string) => void };

export function GstPeriodPicker({ period, now, onChange }: GstPeriodPickerProps) {
  const kind = kindOf(period);
  const quarters = quarterChoices(now);
  const choices =
    kind === 'quarter' && !quarters.includes(period) ? [period, ...quarters] : quarters;

  return (
    <div className="flex flex-wrap items-end gap-4">
      <fieldset>
        <legend className={fieldLabel}>Period</legend>
        <div className="flex gap-4">
          {kinds.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 py-2.5 text-sm text-slate-800">
              <input
                type="radio"
                name="gst-period-kind"
                value={value}
                checked={kind === value}
                onChange={() => onChange(switchKind(period, value, now))}
                className="size-4 accent-brand-600"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'month' ? (
        <div>
          <label htmlFor="gst-month" className={fieldLabel}>
            Month
          </label>
          <input
            id="gst-month"
            type="month"
            value={period}
            max={indianMonthOf(now)}
            onChange={(event) => {
              if (gstMonthSchema.safeParse(event.target.value).success) {
                onChange(event.target.value);
              }
            }}
            className={inputClasses}
          />
        </div>
      ) : (
        <div>
          <label htmlFor="gst-quarter" className={fieldLabel}>
            Quarter
          </label>
          <select
            id="gst-quarter"
            value={period}
            onChange={(event) => onChange(event.target.value)}
            className={`${inputClasses} appearance-auto`}
          >
            {choices.map((quarter) => (
              <option key={quarter} value={quarter}>
                {periodName(quarter)}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
