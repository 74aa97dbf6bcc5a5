/** The small-screen menu: mirrors the header's links. */
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { cameFrom } from '@/lib/pending-intent';
import { ChevronDown } from 'lucide-react';
import { categoryPath } from '@shop/shared/catalog/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLogoutAction } from '@/features/auth/hooks/use-logout-action';
import { categoryLinkState } from '@/features/catalog/category-navigation';
import { useCategoryList } from '@/features/catalog/hooks/use-category-list';
import { mainNavLinks } from './nav-links';

type MobileMenuProps = { id: string; open: boolean; onNavigate: () => void };

const linkClasses =
  'block rounded-lg px-3 py-2.5 text-base font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700';

export function MobileMenu({ id, open, onNavigate }: MobileMenuProps) {
  const { user } = useAuth();
  const logout = useLogoutAction();
  const location = useLocation();
  const categories = useCategoryList();
  const [categoriesOpen, setCategoriesOpen] = useState(false);

  return (
    <nav
      id={id}
      aria-label="Mobile"
      hidden={!open}
      className="max-h-[calc(100vh-7.5rem)] overflow-y-auto border-t border-slate-200 bg-white px-3 pt-2 pb-4 lg:hidden"
    >
      <ul className="space-y-0.5">
        {mainNavLinks.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.to === '/'}
              onClick={onNavigate}
              className={({ isActive }) =>
                `${linkClasses} ${isActive ? 'bg-brand-50 text-brand-700!' : ''}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            aria-expanded={categoriesOpen}
            aria-controls={`${id}-categories`}
            onClick={() => setCategoriesOpen((value) => !value)}
            className={`${linkClasses} flex w-full items-center justify-between text-left`}
          >
            Categories
            <ChevronDown
              aria-hidden="true"
              className={`size-5 transition-transform ${categoriesOpen ? 'rotate-180' : ''}`}
            />
          </button>
          <ul
            id={`${id}-categories`}
            hidden={!categoriesOpen}
            className="ml-3 border-l border-slate-200 pl-2"
          >
            {categories.length === 0 && (
              <li className="px-3 py-2 text-sm text-slate-500">No categories yet.</li>
            )}
            {categories.map((category) => (
              <li key={category._id}>
                <Link
                  to={categoryPath(category)}
                  state={categoryLinkState(category)}
                  onClick={onNavigate}
                  className="block rounded-lg px-3 py-2 text-sm text-slate-600 hover:bg-brand-50 hover:text-brand-700"
                >
                  {category.CategoryName}
                </Link>
              </li>
            ))}
          </ul>
        </li>
        {user && (
          <li>
            <Link to="/track-order" onClick={onNavigate} className={linkClasses}>
              Track Order
            </Link>
          </li>
        )}
        <li>
          <Link to="/find-store" onClick={onNavigate} className={linkClasses}>
            Find Store
          </Link>
        </li>
        {user && (
          <li>
            <Link to="/wishlist" onClick={onNavigate} className={linkClasses}>
              Wishlist
            </Link>
          </li>
        )}
      </ul>

      <div className="mt-3 border-t border-slate-200 pt-3">
        {user ? (
          <>
            <p className="px-3 text-sm font-semibold text-slate-900">
              {user.firstName} {user.lastName}
            </p>
            <p className="px-3 pb-2 text-xs text-slate-500">{user.email}</p>
            <Link to="/profile" onClick={onNavigate} className={linkClasses}>
              Profile
            </Link>
            <Link to="/orders" onClick={onNavigate} className={linkClasses}>
              Orders
            </Link>
            <button
              type="button"
              onClick={() => {
                onNavigate();
                void logout();
              }}
              className={`${linkClasses} w-full text-left`}
            >
              Logout
            </button>
          </>
        ) : (
          <Link to="/auth" state={cameFrom(location)} onClick={onNavigate} className={linkClasses}>
            Login
          </Link>
        )}
      </div>
    </nav>
  );
}
