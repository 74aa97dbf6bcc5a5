/**
 * Said at the foot of every page while the browser has no connection. TanStack Query holds a
 * save or an order made then (its button keeps saying it is working) and sends it when the
 * connection returns; without this the shopper would see a button that seems stuck.
 */
import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { genericMessages } from '@shop/shared/http/errors';

const subscribe = (notify: () => void) => onlineManager.subscribe(notify);

export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  );
  // The live region is always there, so a screen reader reads the text when it appears (a plain
  // live region, not a second "status" beside the page's own). Fixed to the foot of the screen,
  // it moves nothing on the page, and it leaves the chat button's corner free.
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center pt-3 pr-24 pb-4 pl-3 sm:pr-28 sm:pb-6"
    >
      {!online && (
        <p className="pointer-events-auto max-w-md rounded-lg bg-slate-900 px-4 py-2 text-center text-sm font-medium text-white shadow-lg">
          {genericMessages.offline}
        </p>
      )}
    </div>
  );
}
