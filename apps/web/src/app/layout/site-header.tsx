/**
 * The storefront header: sticky, shadowed once scrolled past
 * HEADER_SHADOW_SCROLL_PX; a contact strip on large screens; logo, search, Categories,
 * navigation, wishlist, user menu and cart; and a mobile menu that mirrors the links.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Heart, Mail, MapPin, Menu, Phone, Truck, X } from 'lucide-react';
import { HEADER_SHADOW_SCROLL_PX, shop } from '@shop/shared/shop';
import { buttonClasses } from '@/components/ui/button';
import { UserMenu } from '@/features/auth/components/user-menu';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { CategoriesMenu } from '@/features/catalog/components/categories-menu';
import { SearchForm } from '@/features/catalog/components/search-form';
import { cameFrom } from '@/lib/pending-intent';
import { CartLink } from './cart-link';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { mainNavLinks } from './nav-links';

const MOBILE_MENU_ID = 'mobile-menu';

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

export function SiteHeader() {
  const { isAuthenticated } = useAuth();
  const scrolled = useScrolledPast(HEADER_SHADOW_SCROLL_PX);
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const { pathname } = location;

  // A navigation closes the mobile menu.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMobileOpen(false);
  }

  // Escape closes the open phone menu from anywhere in it, and focus returns to its button.
  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMobileOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);

  return (
    <header
      className={`sticky top-0 z-40 bg-white/95 backdrop-blur transition-shadow ${
        scrolled ? 'shadow-md' : 'border-b border-slate-200'
      }`}
      data-scrolled={scrolled || undefined}
    >
      <div className="hidden bg-brand-950 text-xs text-brand-50 lg:block">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-6 py-1.5">
          <div className="flex items-center gap-5">
            <a
              href={`mailto:${shop.email}`}
              className="inline-flex items-center gap-1.5 hover:text-white"
            >
              <Mail aria-hidden="true" className="size-3.5" /> {shop.email}
            </a>
            <a href={shop.phoneHref} className="inline-flex items-center gap-1.5 hover:text-white">
              <Phone aria-hidden="true" className="size-3.5" /> {shop.phone}
            </a>
          </div>
          <div className="flex items-center gap-5">
            {isAuthenticated && (
              <Link to="/track-order" className="inline-flex items-center gap-1.5 hover:text-white">
                <Truck aria-hidden="true" className="size-3.5" /> Track Order
              </Link>
            )}
            <Link to="/find-store" className="inline-flex items-center gap-1.5 hover:text-white">
              <MapPin aria-hidden="true" className="size-3.5" /> Find Store
            </Link>
          </div>
        </div>
      </div>

      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-2.5 sm:gap-4 sm:px-6">
        <button
          ref={menuButtonRef}
          type="button"
          aria-expanded={mobileOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpen((open) => !open)}
          className="rounded-lg p-2.5 text-slate-700 hover:bg-slate-100 lg:hidden"
        >
          {mobileOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>

        <Logo />

        {/* Between lg and xl the full menu leaves the search box no room: it gets its own row. */}
        <SearchForm className="mx-2 hidden max-w-md flex-1 md:block lg:hidden xl:block" />

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <CategoriesMenu />
          {mainNavLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end={link.to === '/'}
              className={({ isActive }) =>
                `rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
                  isActive
                    ? 'text-brand-700'
                    : 'text-slate-700 hover:bg-brand-50 hover:text-brand-700'
                }`
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {isAuthenticated && (
            <Link
              to="/wishlist"
              aria-label="Wishlist"
              className="hidden rounded-full p-2 text-slate-700 hover:bg-brand-50 hover:text-brand-700 lg:inline-flex"
            >
              <Heart aria-hidden="true" className="size-6" />
            </Link>
          )}
          {isAuthenticated ? (
            <UserMenu />
          ) : (
            <Link
              to="/auth"
              state={cameFrom(location)}
              className={buttonClasses('primary', 'min-h-11 rounded-full! px-4! py-2!')}
            >
              Login
            </Link>
          )}
          <CartLink />
        </div>
      </div>

      <div className="border-t border-slate-100 px-3 py-2 md:hidden lg:block xl:hidden">
        <SearchForm />
      </div>

      <MobileMenu id={MOBILE_MENU_ID} open={mobileOpen} onNavigate={() => setMobileOpen(false)} />
    </header>
  );
}
