/**
 * The signed-in customer's menu in the header: a menu button whose
 * name holds the customer's name, opening a menu with name and e-mail, Profile, Orders and
 * Logout. ARIA menu pattern: arrows, Home/End move between items, Escape and Tab close it.
 * Signed out it renders nothing.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { ChevronDown, LogOut, Package, UserRound } from 'lucide-react';
import { useAuth } from '../hooks/use-auth';
import { useLogoutAction } from '../hooks/use-logout-action';

export function UserMenu() {
  const { user } = useAuth();
  const logout = useLogoutAction();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  useEffect(() => {
    if (!open) return;
    const items = Array.from(
      menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [],
    );
    if (focusOnOpen.current === 'first') items[0]?.focus();
    if (focusOnOpen.current === 'last') items[items.length - 1]?.focus();
    focusOnOpen.current = null;

    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (!user) return null;
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  function menuItems(): HTMLElement[] {
    return Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  }

  function openMenu(focus: 'first' | 'last') {
    focusOnOpen.current = focus;
    setOpen(true);
  }

  function closeMenu(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = menuItems();
    const current = items.indexOf(document.activeElement as HTMLElement);
    const targets: Record<string, number> = {
      ArrowDown: (current + 1) % items.length,
      ArrowUp: (current - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu(true);
    } else if (event.key === 'Tab') {
      closeMenu(false);
    } else if (targets[event.key] !== undefined) {
      event.preventDefault();
      items[targets[event.key] as number]?.focus();
    }
  }

  const itemClasses =
    'flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 focus:bg-brand-50 focus:text-brand-700 focus:outline-none';

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${fullName}`}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white uppercase"
        >
          {(user.firstName[0] ?? '') + (user.lastName[0] ?? '')}
        </span>
        <span className="hidden max-w-28 truncate xl:inline">{user.firstName}</span>
        <ChevronDown aria-hidden="true" className="hidden size-4 sm:block" />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-40 mt-2 w-64 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl"
        >
          <div role="none" className="border-b border-slate-100 bg-slate-50 px-4 py-3">
            <p role="none" className="truncate text-sm font-semibold text-slate-900">
              {fullName}
            </p>
            <p role="none" className="truncate text-xs text-slate-500">
              {user.email}
            </p>
          </div>
          <div role="none" className="py-1">
            <Link
              role="menuitem"
              tabIndex={-1}
              to="/profile"
              onClick={() => closeMenu(false)}
              className={itemClasses}
            >
              <UserRound aria-hidden="true" className="size-4" /> Profile
            </Link>
            <Link
              role="menuitem"
              tabIndex={-1}
              to="/orders"
              onClick={() => closeMenu(false)}
              className={itemClasses}
            >
              <Package aria-hidden="true" className="size-4" /> Orders
            </Link>
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              onClick={() => {
                closeMenu(false);
                void logout();
              }}
              className={`${itemClasses} border-t border-slate-100`}
            >
              <LogOut aria-hidden="true" className="size-4" /> Logout
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
