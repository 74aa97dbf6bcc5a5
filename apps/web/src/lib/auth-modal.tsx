/**
 * The global "auth modal is open" flag. Cart, product and home
 * cards call open(); the modal itself (the auth feature's dialog) is rendered once, in the
 * root layout. Shared so that any feature can ask for a sign-in without importing auth.
 */
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

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

const AuthModalContext = createContext<AuthModalState | null>(null);

export function useAuthModal(): AuthModalState {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return value;
}

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  const onCloseRef = useRef<(() => void) | undefined>(undefined);

  const open = useCallback((options?: OpenAuthModalOptions) => {
    onCloseRef.current = options?.onClose;
    setIsOpen(true);
  }, []);

  const closeAfterSignIn = useCallback(() => {
    onCloseRef.current = undefined;
    setIsOpen(false);
  }, []);

  const close = useCallback(() => {
    const callback = onCloseRef.current;
    onCloseRef.current = undefined;
    setIsOpen(false);
    callback?.();
  }, []);

  const value = useMemo(
    () => ({ isOpen, open, close, closeAfterSignIn }),
    [isOpen, open, close, closeAfterSignIn],
  );
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}
