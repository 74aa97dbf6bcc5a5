/**
 * A yes-or-no question before an action that cannot be undone, in the shop's modal (focus moves
 * in, Escape and the dismiss button close it, focus returns to the button that opened it), never
 * the browser's confirm(). Confirming only reports it: the caller closes the dialog, at once or
 * once its request is done (`busy` holds both buttons and Escape meanwhile).
 */
import { Button } from './button';
import { Modal } from './modal';

type ConfirmDialogProps = {
  title: string;
  message?: string;
  confirmLabel: string;
  cancelLabel: string;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal title={title} description={message} onClose={onCancel} busy={busy} size="sm">
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {/* Focus starts on the answer that changes nothing. */}
        <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          className={tone === 'danger' ? '!bg-red-600 hover:!bg-red-700' : ''}
        >
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
