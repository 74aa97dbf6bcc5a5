/**
 * The back office's "are you sure?" question: the shop's modal (focus moves in, Escape and
 * Cancel close it, focus returns to the button that opened it), never the browser's confirm().
 */
import { adminCatalogMessages as t } from '@shop/shared/admin/catalog-messages';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

type ConfirmDialogProps = {
  question: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({
  question,
  confirmLabel = t.confirmDelete,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal title={question} onClose={onCancel} busy={busy} size="sm">
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy} autoFocus>
          {t.cancel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} className="!bg-red-700 hover:!bg-red-800">
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
