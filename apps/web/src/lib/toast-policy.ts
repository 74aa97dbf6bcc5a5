/**
 * Toasts replace their predecessors of the same kind (docs/decisions/057-cart-quantities.md): a
 * new success closes the previous success, a new error the previous error, so stale messages do
 * not pile over the header. One policy for every toast in the app, kept out of the call sites.
 */
import type { Id, ToastItem } from 'react-toastify';

/** At most one toast per kind is on screen (success, error, info, warning, default). */
export const TOAST_LIMIT = 5;

/** Returns the change handler for `toast.onChange`; `dismiss` closes a toast by id. */
export function createToastReplacement(dismiss: (id: Id) => void) {
  const shown = new Map<string, Id>();
  return (item: Pick<ToastItem, 'id' | 'type' | 'status'>) => {
    const kind = item.type ?? 'default';
    if (item.status === 'added') {
      const previous = shown.get(kind);
      shown.set(kind, item.id);
      if (previous !== undefined && previous !== item.id) dismiss(previous);
    } else if (item.status === 'removed' && shown.get(kind) === item.id) {
      shown.delete(kind);
    }
  };
}
