/**
 * Every path the web app has a page for, written once: the web router builds its routes from
 * these patterns and the server answers 404 (with the app, which shows its not-found page) for a
 * path none of them matches, so a search engine drops a mistyped or dead link.
 *
 * Patterns are React Router's: `:name` is one segment, a trailing `/*` is everything below (the
 * back office has its own routes and its own not-found screen inside its frame).
 */
export const storefrontRoutes = {
  home: '/',
  shop: '/shop',
  categories: '/categories',
  category: '/category/:categoryId',
  product: '/product/:productId',
  search: '/search',
  newArrivals: '/new-arrivals',
  deals: '/deals',
  deal: '/deals/:slug',
  cart: '/cart',
  services: '/services',
  pcbService: '/services/pcb',
  printingService: '/services/3d-printing',
  enclosureService: '/services/enclosure',
  batteryPackService: '/services/battery-pack',
  sourcingService: '/services/sourcing',
  supportService: '/services/support',
  blog: '/blog',
  contact: '/contact',
  support: '/support',
  about: '/about',
  careers: '/careers',
  privacy: '/privacy',
  terms: '/terms',
  shipping: '/shipping',
  findStore: '/find-store',
  newEnquiry: '/new-enquiry',
  wishlist: '/wishlist',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  auth: '/auth',
} as const;

/** The customer's own pages: a visitor is sent to sign in. */
export const customerRoutes = {
  checkout: '/checkout',
  payment: '/payment',
  orderSuccess: '/order-success',
  orders: '/orders',
  trackOrder: '/track-order',
  ordersTracking: '/orders-tracking',
  profile: '/profile',
} as const;

export const backOfficeRoutes = {
  login: '/admin-login',
  /** The back office's frame; its screens are the router's children of it. */
  root: '/admin',
  everything: '/admin/*',
} as const;

export const webRoutePatterns: readonly string[] = [
  ...Object.values(storefrontRoutes),
  ...Object.values(customerRoutes),
  ...Object.values(backOfficeRoutes),
];

/** A path's segments as the router compares them: no empty ones, no trailing slash. */
function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * Whether `pattern` matches `pathname` the way the web router would: case-insensitive, a
 * trailing slash ignored, `:name` one non-empty segment, a trailing `*` any rest (or none).
 */
export function matchesWebRoute(pattern: string, pathname: string): boolean {
  const wanted = segmentsOf(pattern);
  const got = segmentsOf(pathname);
  const splat = wanted.at(-1) === '*';
  const fixed = splat ? wanted.slice(0, -1) : wanted;
  if (splat ? got.length < fixed.length : got.length !== fixed.length) return false;
  return fixed.every(
    (segment, i) => segment.startsWith(':') || segment.toLowerCase() === got[i]!.toLowerCase(),
  );
}

/** Whether the web app has a page at this path (without its query). */
export function isWebAppPath(pathname: string): boolean {
  return webRoutePatterns.some((pattern) => matchesWebRoute(pattern, pathname));
}

/**
 * The line a page shows without JavaScript when the server has none of its content to send (the
 * home, category and product pages carry their own instead). index.html spells it out, as HTML
 * must; a test checks the two agree.
 */
export const withoutJavaScriptTexts = {
  needed: 'CircuitKart needs JavaScript for this page.',
  browse: 'Browse products:',
  browseLink: 'categories and offers',
} as const;
