/**
 * The order page's status control (docs/decisions/049): it offers only the moves the shared rules
 * allow staff from the order's status (OUT_FOR_DELIVERY included), and nothing once the order is
 * DELIVERED or CANCELLED. SHIPPED asks for the courier and its AWB number; CANCELLED asks, in a
 * dialog, for a confirmation and the reason the customer's e-mail carries. Any other move may
 * carry an optional reason for the timeline. The server checks every move again.
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { ordersDeskMessages as t } from '@shop/shared/admin/desk-messages';
import { orderMessages } from '@shop/shared/orders/messages';
import { statusReasonSchema, type Order } from '@shop/shared/orders/schemas';
import {
  STATUS_REASON_MAX_LENGTH,
  orderNumber,
  staffNextSteps,
  type OrderStatus,
} from '@shop/shared/orders/status';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { TextField, inputClasses } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors, type FieldErrors } from '@/lib/request-form';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { checkShipment, emptyShipment, type ShipmentValues } from '../order-shipment';
import { ShipmentFields } from './shipment-fields';

export function OrderStatusForm({ order }: { order: Order }) {
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [shipment, setShipment] = useState<ShipmentValues>(emptyShipment);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const update = useUpdateOrderStatus();
  const nextSteps = staffNextSteps(order.status);
  const shipping = status === 'SHIPPED' && order.status !== 'SHIPPED';
  const moving = status !== order.status;

  if (nextSteps.length === 0) {
    return (
      <p role="note" className="mt-4 text-sm font-medium text-slate-700">
        {t.finalStatus(order.status)}
      </p>
    );
  }

  function move(change: { status: OrderStatus; reason?: string }, done?: () => void) {
    const checked = shipping ? checkShipment(shipment) : undefined;
    if (checked && !checked.ok) return setErrors(checked.errors);
    setErrors({});
    update.mutate(
      { id: order._id, ...change, ...checked?.data },
      {
        onSuccess: (updated) => {
          setStatus(updated.status);
          setShipment(emptyShipment);
          setReason('');
          done?.();
          toast.success(orderMessages.adminStatusUpdated(updated.status));
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toast.error(errorMessage(error, orderMessages.adminStatusFailed));
        },
      },
    );
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (!moving) return;
    if (status === 'CANCELLED') return setConfirmingCancel(true);
    const checked = statusReasonSchema.safeParse(reason);
    if (!checked.success) return setErrors({ reason: checked.error.issues[0]!.message });
    move({ status, reason: checked.data || undefined });
  }

  const saveButton = (
    <Button type="submit" disabled={update.isPending || !moving}>
      {update.isPending && !confirmingCancel ? t.saving : t.save}
    </Button>
  );

  return (
    <>
      <form onSubmit={save} noValidate className="mt-4 space-y-2">
        <label htmlFor="order-status" className="block text-sm font-medium text-slate-700">
          {t.updateStatus}
        </label>
        <div className="flex flex-wrap gap-2">
          <select
            id="order-status"
            aria-describedby="order-status-hint"
            value={status}
            disabled={update.isPending}
            onChange={(event) => {
              setStatus(event.target.value as OrderStatus);
              setErrors({});
            }}
            className={`${inputClasses} w-auto min-w-44 flex-1`}
          >
            <option value={order.status}>{t.currentStatus(order.status)}</option>
            {nextSteps.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
          {/* With SHIPPED, Save comes after the courier and AWB fields, in reading order. */}
          {!shipping && saveButton}
        </div>
        <p id="order-status-hint" className="text-xs text-slate-600">
          {t.statusHint}
        </p>
        {shipping && (
          <ShipmentFields
            values={shipment}
            errors={errors}
            disabled={update.isPending}
            onChange={setShipment}
          />
        )}
        {moving && status !== 'CANCELLED' && (
          <TextField
            id="order-move-reason"
            label={t.moveReasonLabel}
            value={reason}
            maxLength={STATUS_REASON_MAX_LENGTH}
            error={errors.reason}
            disabled={update.isPending}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
        {shipping && saveButton}
      </form>
      {confirmingCancel && (
        <CancelOrderDialog
          order={order}
          busy={update.isPending}
          serverError={errors.reason}
          onKeep={() => {
            setConfirmingCancel(false);
            setErrors({});
          }}
          onConfirm={(cancelReason) =>
            move({ status: 'CANCELLED', reason: cancelReason }, () => setConfirmingCancel(false))
          }
        />
      )}
    </>
  );
}

/**
 * "Cancel order #…?": the reason is required (the customer is e-mailed it); focus starts in it,
 * Escape or Keep order closes the dialog and changes nothing.
 */
function CancelOrderDialog({
  order,
  busy,
  serverError,
  onKeep,
  onConfirm,
}: {
  order: Order;
  busy: boolean;
  serverError?: string;
  onKeep: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = statusReasonSchema.safeParse(reason);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    if (!checked.data) return setError(orderMessages.cancelReasonRequired);
    setError(undefined);
    onConfirm(checked.data);
  }

  return (
    <Modal
      title={t.cancelTitle(orderNumber(order._id))}
      description={t.cancelMessage}
      onClose={onKeep}
      busy={busy}
      size="md"
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextAreaField
          id="cancel-reason"
          label={t.cancelReasonLabel}
          rows={3}
          required
          aria-required="true"
          maxLength={STATUS_REASON_MAX_LENGTH}
          value={reason}
          error={error ?? serverError}
          disabled={busy}
          data-autofocus
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onKeep} disabled={busy}>
            {t.cancelKeep}
          </Button>
          <Button type="submit" disabled={busy} className="!bg-red-600 hover:!bg-red-700">
            {busy ? t.saving : t.cancelConfirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
