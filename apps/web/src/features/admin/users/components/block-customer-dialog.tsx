/**
 * The Users screen's question before blocking or unblocking a customer: what it does, and for a
 * block an optional reason staff keep for themselves. Confirming sends the request; the dialog
 * closes once it is done, or shows the server's message.
 */
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { AdminCustomer } from '@shop/shared/accounts/schemas';
import { BLOCK_REASON_MAX } from '@shop/shared/accounts/schemas';
import { usersMessages as t } from '@shop/shared/admin/desk-messages';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { useBlockCustomer, useUnblockCustomer } from '../api/block-customer';

export function BlockCustomerDialog({
  customer,
  onClose,
}: {
  customer: AdminCustomer;
  onClose: () => void;
}) {
  const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.email;
  const blocking = customer.blockedAt === null;
  const block = useBlockCustomer();
  const unblock = useUnblockCustomer();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string>();
  const busy = block.isPending || unblock.isPending;

  function confirm() {
    setFailure(undefined);
    const done = {
      onSuccess: () => {
        toast.success(blocking ? `${t.blocked}: ${name}` : `${t.active}: ${name}`);
        onClose();
      },
      onError: (error: unknown) => setFailure(errorMessage(error, t.blockFailed)),
    };
    if (blocking) block.mutate({ id: customer._id, reason }, done);
    else unblock.mutate({ id: customer._id }, done);
  }

  return (
    <Modal
      title={blocking ? t.blockTitle(name) : t.unblockTitle(name)}
      description={blocking ? t.blockMessage : t.unblockMessage}
      onClose={onClose}
      busy={busy}
      size="sm"
    >
      {blocking && (
        <TextAreaField
          id={`block-reason-${customer._id}`}
          label={t.blockReasonLabel}
          rows={3}
          maxLength={BLOCK_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className="mb-4"
        />
      )}
      {failure && (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t.cancel}
        </Button>
        <Button
          onClick={confirm}
          disabled={busy}
          className={blocking ? '!bg-red-600 hover:!bg-red-700' : ''}
        >
          {blocking ? (busy ? t.blocking : t.blockConfirm) : busy ? t.unblocking : t.unblockConfirm}
        </Button>
      </div>
    </Modal>
  );
}
