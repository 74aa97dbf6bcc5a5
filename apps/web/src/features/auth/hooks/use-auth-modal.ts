/**
 * The global "auth modal is open" flag (storefront.md section 2). Cart, product and home
 * cards call open(); the modal itself is rendered once, in the root layout.
 */
import { createContext, useContext } from 'react';

export type OpenAuthModalOptions = {
  /** Called when the shopper dismisses the modal (Close button or Escape), not after sign-in. */
  onClose?: () => void;
};

export type AuthModalState = {
  isOpen: boolean;
  open: (options?: OpenAuthModalOptions) => void;
  /** Dismiss: closes and calls the onClose given to open(). */
  close: () => void;
  /** Closes after a successful sign-in, without the dismiss callback. */
  closeAfterSignIn: () => void;
};

export const AuthModalContext = createContext<AuthModalState | null>(null);

export function useAuthModal(): AuthModalState {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return value;
}
