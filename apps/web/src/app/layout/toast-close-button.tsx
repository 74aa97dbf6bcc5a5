/** The toasts' close button: a 44 × 44 px target, so a thumb closes a toast on a phone. */
import { X } from 'lucide-react';
import type { CloseButtonProps } from 'react-toastify';

export function ToastCloseButton({ closeToast, ariaLabel }: Partial<CloseButtonProps>) {
  return (
    <button
      type="button"
      aria-label={ariaLabel ?? 'close'}
      onClick={(event) => {
        event.stopPropagation();
        closeToast?.(true);
      }}
      className="-my-2 -mr-2 flex size-11 shrink-0 items-center justify-center self-start rounded-md text-current opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
    >
      <X aria-hidden="true" className="size-4" />
    </button>
  );
}
