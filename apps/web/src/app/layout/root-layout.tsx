/**
 * The frame of every page: the session check's splash, the header and footer
 * (hidden on /admin… and /admin-login), the auth modal, the chat button (the storefront's only),
 * the toasts and the notice while the browser is offline.
 */
import { useDeferredValue, useEffect } from 'react';
import { useCompletePendingIntent } from '@/features/cart/hooks/use-complete-pending-intent';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ToastContainer, toast } from 'react-toastify';
import { TOAST_OPTIONS } from '@shop/shared/shop';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { AuthModal } from '@/features/auth/components/auth-modal';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ChatButton } from './chat-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { StartupSplash } from './startup-splash';
import { ToastCloseButton } from './toast-close-button';
import { createToastReplacement } from '@/lib/toast-policy';

/** No storefront header and footer in the admin area. */
export function isAdminPath(pathname: string): boolean {
  return pathname.startsWith('/admin');
}

export function RootLayout() {
  const { isChecking: checkingNow } = useAuth();
  // When the check ends the header, the page and the footer appear together. Rendered as a
  // deferred update, React does that in slices between which the phone stays responsive, rather
  // than in one long task (the spinner stays for those few frames).
  const isChecking = useDeferredValue(checkingNow, true);
  const { pathname } = useLocation();
  useCompletePendingIntent();
  // A new toast closes the previous one of its kind (docs/decisions/057-cart-quantities.md).
  useEffect(() => toast.onChange(createToastReplacement((id) => toast.dismiss(id))), []);
  const storefront = !isAdminPath(pathname);

  return (
    <>
      {isChecking ? (
        <StartupSplash />
      ) : storefront ? (
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main-content"
            className="sr-only z-50 rounded bg-brand-700 px-4 py-3 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
          <SiteHeader />
          {/* At least a screen tall, so the footer starts below the fold and is not pushed down
              (a layout shift) when a page's code and data arrive. */}
          <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
            <Outlet />
          </main>
          <SiteFooter />
        </div>
      ) : (
        <Outlet />
      )}
      <AuthModal />
      {/* The shop's WhatsApp chat is for shoppers; over the back office it covers row actions. */}
      {storefront && <ChatButton />}
      <ToastContainer {...TOAST_OPTIONS} closeButton={ToastCloseButton} />
      <OfflineNotice />
      <ScrollRestoration />
    </>
  );
}
