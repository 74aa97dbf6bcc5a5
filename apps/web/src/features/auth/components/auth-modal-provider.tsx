import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { AuthModalContext, type OpenAuthModalOptions } from '../hooks/use-auth-modal';

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
