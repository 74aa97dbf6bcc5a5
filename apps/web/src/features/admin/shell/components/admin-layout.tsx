/**
 * The back office's frame: a side menu (collapsible behind a toggle button on a phone) with the
 * current screen's entry highlighted, who is signed in, Logout, and the chosen screen. Each
 * screen is its own lazily loaded chunk, so the menu stays while one loads.
 */
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { LogOut, Menu, X } from 'lucide-react';
import { adminMessages } from '@shop/shared/accounts/messages';
import { Spinner } from '@/components/ui/spinner';
import { clearAdminSession, getAdminUser } from '@/lib/admin-session';
import { adminLogout } from '../api/admin-logout';
import { useAdminMe } from '../api/get-admin-me';
import { activeAdminMenuEntry, adminMenu } from '../admin-menu';

export default function AdminLayout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const me = useAdminMe();
  const username = me.data?.user.username ?? getAdminUser()?.username ?? 'Admin';

  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  async function handleLogout() {
    try {
      await adminLogout();
    } catch (error) {
      console.warn('Admin logout request failed', error);
    }
    clearAdminSession();
    queryClient.removeQueries({ queryKey: ['admin'] });
    toast.success(adminMessages.loggedOut);
    navigate('/');
  }

  const activeEntry = activeAdminMenuEntry(pathname);

  return (
    <div className="min-h-dvh bg-slate-100 lg:flex">
      <div className="flex items-center justify-between bg-brand-950 px-4 py-3 text-white lg:hidden">
        <span className="font-bold">CircuitKart Admin</span>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="admin-menu"
          aria-label={menuOpen ? 'Close admin menu' : 'Open admin menu'}
          onClick={() => setMenuOpen((open) => !open)}
          className="rounded-lg p-2 hover:bg-white/10"
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>

      <aside
        id="admin-menu"
        className={`${menuOpen ? 'block' : 'hidden'} bg-brand-950 text-brand-50 lg:sticky lg:top-0 lg:block lg:h-dvh lg:w-64 lg:shrink-0 lg:overflow-y-auto`}
      >
        <div className="hidden px-6 py-6 lg:block">
          <p className="text-lg font-extrabold text-white">
            Circuit<span className="text-brand-300">Kart</span>
          </p>
          <p className="text-xs text-brand-200">Admin panel</p>
        </div>
        <nav aria-label="Admin" className="px-3 pb-4 lg:pb-0">
          <ul className="space-y-1">
            {adminMenu.map((entry) => (
              <li key={entry.to}>
                <Link
                  to={entry.to}
                  aria-current={entry === activeEntry ? 'page' : undefined}
                  className={`flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
                    entry === activeEntry
                      ? 'bg-brand-600 text-white'
                      : 'text-brand-100 hover:bg-white/10 hover:text-white'
                  }`}
                >
                  <entry.Icon aria-hidden="true" className="size-5" />
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-6 border-t border-white/10 pt-4">
            <p className="px-3 text-xs text-brand-200">
              Signed in as <span className="font-semibold text-white">{username}</span>
            </p>
            <button
              type="button"
              onClick={() => void handleLogout()}
              className="mt-2 flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-brand-100 hover:bg-white/10 hover:text-white"
            >
              <LogOut aria-hidden="true" className="size-5" /> Logout
            </button>
          </div>
        </nav>
      </aside>

      {/* Room at the bottom so the floating chat button never covers a list's last actions. */}
      <main className="min-w-0 flex-1 p-4 pb-24 sm:p-8 sm:pb-24">
        <Suspense
          fallback={
            <div className="flex justify-center py-16">
              <Spinner label="Loading" />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
