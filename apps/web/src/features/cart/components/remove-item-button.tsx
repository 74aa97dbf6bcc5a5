/** The trash button of a cart row; its accessible name says what it removes. */
import { Trash2 } from 'lucide-react';

type RemoveItemButtonProps = { label: string; disabled?: boolean; onRemove: () => void };

export function RemoveItemButton({ label, disabled = false, onRemove }: RemoveItemButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onRemove}
      className="flex size-11 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-red-50 hover:text-red-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent"
    >
      <Trash2 aria-hidden="true" className="size-5" />
    </button>
  );
}
