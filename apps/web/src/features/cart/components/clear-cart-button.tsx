/** 'Clear Cart', confirmed first in a small modal dialog (native <dialog>: focus and Escape). */
import { useId, useRef } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

type ClearCartButtonProps = { pending: boolean; onConfirm: () => void };

export function ClearCartButton({ pending, onConfirm }: ClearCartButtonProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  function confirmClear() {
    dialogRef.current?.close();
    onConfirm();
  }

  return (
    <>
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-red-700 transition-colors hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50"
        disabled={pending}
        onClick={() => dialogRef.current?.showModal()}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Clear Cart
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Clear your cart?
        </h2>
        <p id={textId} className="mt-2 text-sm text-slate-600">
          Every item will be removed from your cart.
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" autoFocus onClick={() => dialogRef.current?.close()}>
            Cancel
          </Button>
          <button
            type="button"
            className="inline-flex items-center justify-center rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-700"
            onClick={confirmClear}
          >
            Clear Cart
          </button>
        </div>
      </dialog>
    </>
  );
}
