/**
 * The route table: the storefront's pages, the customer's pages behind the sign-in guard, and
 * the back office's rows from admin-routes.tsx (lazy chunks).
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, type Params, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { AuthPage } from '@/features/auth/components/auth-page';
import {
  prefetchCategories,
  prefetchCategoryPage,
  prefetchProductPage,
} from '@/features/catalog/page-data';
import { queryClient } from '@/lib/query-client';
import { RootLayout } from './layout/root-layout';
import { StartupSplash } from './layout/startup-splash';
import { NotFoundPage } from './not-found-page';
import { adminRoutes } from './admin-routes';
import { CustomerRoute } from './route-guards';

type PageLoad = () => Promise<{ default: ComponentType }>;
/** A page whose first data is fetched beside its chunk. */
type PageWithData = { load: PageLoad; prefetch: (params: Params) => void };

/** Built pages, each in its own chunk so the first load carries only what it shows. */
const pages: Record<string, PageLoad | PageWithData> = {
  '/': {
    load: () => import('./routes/home-page'),
    prefetch: () => prefetchCategories(queryClient),
  },
  '/shop': () => import('@/features/catalog/components/shop-page'),
  '/categories': () => import('@/features/catalog/components/categories-page'),
  '/category/:categoryId': {
    load: () => import('@/features/catalog/components/category-products-page'),
    prefetch: ({ categoryId = '' }) => prefetchCategoryPage(queryClient, categoryId),
  },
  '/product/:productId': {
    load: () => import('./routes/product-page'),
    prefetch: ({ productId = '' }) => prefetchProductPage(queryClient, productId),
  },
  '/search': () => import('@/features/catalog/components/search-page'),
  '/new-arrivals': () => import('@/features/catalog/components/new-arrivals-page'),
  '/deals': () => import('@/features/catalog/components/deals-page'),
  '/cart': () => import('@/features/cart/components/cart-page'),
  '/services': () => import('@/features/content/services/services-overview-page'),
  '/services/pcb': () => import('./routes/pcb-service-page'),
  '/services/3d-printing': () => import('./routes/three-d-printing-service-page'),
  '/services/enclosure': () => import('./routes/enclosure-service-page'),
  '/services/battery-pack': () => import('./routes/battery-pack-service-page'),
  '/services/sourcing': () => import('./routes/sourcing-service-page'),
  '/services/support': () => import('./routes/technical-support-service-page'),
  '/blog': () => import('@/features/content/blog/blog-page'),
  '/contact': () => import('./routes/contact-page'),
  '/support': () => import('./routes/support-page'),
  '/about': () => import('@/features/content/pages/about-page'),
  '/careers': () => import('@/features/content/pages/careers-page'),
  '/privacy': () => import('@/features/content/pages/privacy-page'),
  '/terms': () => import('@/features/content/pages/terms-page'),
  '/shipping': () => import('@/features/content/pages/shipping-page'),
  '/find-store': () => import('@/features/content/pages/find-store-page'),
  '/new-enquiry': () => import('@/features/enquiries/components/enquiry-page'),
  '/wishlist': () => import('@/features/wishlist/components/wishlist-page'),
  '/newsletter/confirm': () => import('@/features/newsletter/components/confirm-subscription-page'),
  '/newsletter/unsubscribe': () => import('@/features/newsletter/components/unsubscribe-page'),
};

/** Customer-guarded pages: a visitor is sent to /auth. */
const customerPages: Record<string, PageLoad> = {
  '/checkout': () => import('@/features/checkout/components/checkout-page'),
  '/payment': () => import('@/features/payment/components/payment-page'),
  '/order-success': () => import('@/features/checkout/components/order-success-page'),
  '/orders': () => import('./routes/orders-page'),
  '/track-order': () => import('@/features/orders/components/track-order-page'),
  '/orders-tracking': () => import('@/features/orders/components/orders-tracking-page'),
  '/profile': () => import('@/features/profile/components/profile-page'),
};

/** The page's code on its way: a spinner where the page goes, inside the header and footer. */
function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner />}>{children}</Suspense>;
}

/**
 * A page's route. Its loader starts the page's first data, and its chunk, as soon as the router
 * knows where it is going (on the first load, while the session is checked) and returns at once:
 * the page renders as before and finds both on their way.
 */
function pageRoute([path, page]: [string, PageLoad | PageWithData]): RouteObject {
  const { load, prefetch } =
    typeof page === 'function' ? { load: page, prefetch: undefined } : page;
  const Page = lazy(load);
  return {
    path,
    loader: ({ params }) => {
      prefetch?.(params);
      // Run once the next frame has painted, so a slow phone shows the splash before it works
      // through the page's code. A chunk that fails here fails again when the page renders,
      // which shows the error.
      requestAnimationFrame(() => setTimeout(() => load().catch(() => undefined)));
      return null;
    },
    element: (
      <Lazy>
        <Page />
      </Lazy>
    ),
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The pages' loaders return at once; this shows for that moment on the first load.
    hydrateFallbackElement: <StartupSplash />,
    children: [
      ...Object.entries(pages).map(pageRoute),
      { path: '/auth', element: <AuthPage /> },
      {
        element: <CustomerRoute />,
        children: Object.entries(customerPages).map(pageRoute),
      },
      ...adminRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
