/**
 * The auth modal: a real dialog around the lazily loaded AuthPanel. Focus moves in on open,
 * Tab is kept inside, Escape dismisses, and focus returns to the opener on close.
 */
import { lazy, Suspense, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useAuthModal } from '@/lib/auth-modal';

const AuthPanel = lazy(() => import('./auth-panel'));

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function AuthModal() {
  const { isOpen, close, closeAfterSignIn } = useAuthModal();
  if (!isOpen) return null;
  return <AuthDialog onDismiss={close} onSignedIn={closeAfterSignIn} />;
}

function AuthDialog({ onDismiss, onSignedIn }: { onDismiss: () => void; onSignedIn: () => void }) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialogRef.current?.focus();
    return () => {
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-[60] flex items-start justify-center overflow-y-auto bg-slate-950/60 p-3 backdrop-blur-sm sm:items-center sm:p-6">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        className="w-full max-w-4xl outline-none"
      >
        <Suspense
          fallback={
            <div className="flex min-h-64 items-center justify-center rounded-2xl bg-white">
              <Spinner label="Loading" />
              <h2 id={titleId} className="sr-only">
                Sign in
              </h2>
            </div>
          }
        >
          <AuthPanel
            variant="modal"
            titleId={titleId}
            onClose={onDismiss}
            onSignedIn={onSignedIn}
          />
        </Suspense>
      </div>
    </div>
  );
}
