/**
 * The courier and AWB number fields: beside the status select when staff choose SHIPPED, and in
 * the correction of a shipped order's AWB. Both required, each with the shared schema's message
 * beside it; `idPrefix` keeps the two forms' fields apart on one page.
 */
import { courierMessages as cm, courierNames, couriers } from '@shop/shared/orders/couriers';
import { SelectField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/text-field';
import type { FieldErrors } from '@/lib/request-form';
import type { ShipmentValues } from '../order-shipment';

export function ShipmentFields({
  values,
  errors,
  disabled,
  onChange,
  idPrefix = 'shipment',
}: {
  values: ShipmentValues;
  errors: FieldErrors;
  disabled?: boolean;
  onChange: (values: ShipmentValues) => void;
  idPrefix?: string;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        id={`${idPrefix}-courier`}
        label={cm.courierLabel}
        options={couriers}
        optionLabel={(courier) => courierNames[courier as keyof typeof courierNames]}
        placeholder={cm.chooseCourier}
        value={values.courier}
        required
        disabled={disabled}
        error={errors.courier}
        onChange={(event) => onChange({ ...values, courier: event.target.value })}
      />
      <TextField
        id={`${idPrefix}-awb`}
        label={cm.awbLabel}
        value={values.trackingNumber}
        required
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        error={errors.trackingNumber}
        className="font-mono"
        onChange={(event) => onChange({ ...values, trackingNumber: event.target.value })}
      />
    </div>
  );
}
