/**
 * The route table: the storefront's pages, the customer's pages behind the sign-in guard, and
 * the back office's rows from admin-routes.tsx (lazy chunks).
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { Params, RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { AuthPage } from '@/features/auth/components/auth-page';
import {
  prefetchCategories,
  prefetchCategoryPage,
  prefetchProductPage,
} from '@/features/catalog/page-data';
import { queryClient } from '@/lib/query-client';
import { customerRoutes, storefrontRoutes } from '@shop/shared/web-routes';
import { RootLayout } from './layout/root-layout';
import { StartupSplash } from './layout/startup-splash';
import { NotFoundPage } from './not-found-page';
import { adminRoutes } from './admin-routes';
import { CustomerRoute } from './route-guards';

type PageLoad = () => Promise<{ default: ComponentType }>;
/** A page whose first data is fetched beside its chunk. */
type PageWithData = { load: PageLoad; prefetch: (params: Params) => void };

/**
 * Built pages, each in its own chunk so the first load carries only what it shows. The paths come
 * from the shared list the server also answers 404 by: a page added here is added there first.
 */
const pages: Record<string, PageLoad | PageWithData> = {
  [storefrontRoutes.home]: {
    load: () => import('./routes/home-page'),
    prefetch: () => prefetchCategories(queryClient),
  },
  [storefrontRoutes.shop]: () => import('@/features/catalog/components/shop-page'),
  [storefrontRoutes.categories]: () => import('@/features/catalog/components/categories-page'),
  [storefrontRoutes.category]: {
    load: () => import('@/features/catalog/components/category-products-page'),
    prefetch: ({ categoryId = '' }) => prefetchCategoryPage(queryClient, categoryId),
  },
  [storefrontRoutes.product]: {
    load: () => import('./routes/product-page'),
    prefetch: ({ productId = '' }) => prefetchProductPage(queryClient, productId),
  },
  [storefrontRoutes.search]: () => import('@/features/catalog/components/search-page'),
  [storefrontRoutes.newArrivals]: () => import('@/features/catalog/components/new-arrivals-page'),
  [storefrontRoutes.deals]: () => import('@/features/catalog/components/deals-page'),
  [storefrontRoutes.deal]: () => import('@/features/catalog/components/deal-page'),
  [storefrontRoutes.cart]: () => import('@/features/cart/components/cart-page'),
  [storefrontRoutes.services]: () => import('@/features/content/services/services-overview-page'),
  [storefrontRoutes.pcbService]: () => import('./routes/pcb-service-page'),
  [storefrontRoutes.printingService]: () => import('./routes/three-d-printing-service-page'),
  [storefrontRoutes.enclosureService]: () => import('./routes/enclosure-service-page'),
  [storefrontRoutes.batteryPackService]: () => import('./routes/battery-pack-service-page'),
  [storefrontRoutes.sourcingService]: () => import('./routes/sourcing-service-page'),
  [storefrontRoutes.supportService]: () => import('./routes/technical-support-service-page'),
  [storefrontRoutes.blog]: () => import('@/features/content/blog/blog-page'),
  [storefrontRoutes.contact]: () => import('./routes/contact-page'),
  [storefrontRoutes.support]: () => import('./routes/support-page'),
  [storefrontRoutes.about]: () => import('@/features/content/pages/about-page'),
  [storefrontRoutes.careers]: () => import('@/features/content/pages/careers-page'),
  [storefrontRoutes.privacy]: () => import('@/features/content/pages/privacy-page'),
  [storefrontRoutes.terms]: () => import('@/features/content/pages/terms-page'),
  [storefrontRoutes.shipping]: () => import('@/features/content/pages/shipping-page'),
  [storefrontRoutes.findStore]: () => import('@/features/content/pages/find-store-page'),
  [storefrontRoutes.newEnquiry]: () => import('@/features/enquiries/components/enquiry-page'),
  [storefrontRoutes.wishlist]: () => import('@/features/wishlist/components/wishlist-page'),
  [storefrontRoutes.newsletterConfirm]: () =>
    import('@/features/newsletter/components/confirm-subscription-page'),
  [storefrontRoutes.newsletterUnsubscribe]: () =>
    import('@/features/newsletter/components/unsubscribe-page'),
};

/** Customer-guarded pages: a visitor is sent to /auth. */
const customerPages: Record<string, PageLoad> = {
  [customerRoutes.checkout]: () => import('@/features/checkout/components/checkout-page'),
  [customerRoutes.payment]: () => import('@/features/payment/components/payment-page'),
  [customerRoutes.orderSuccess]: () => import('@/features/checkout/components/order-success-page'),
  [customerRoutes.orders]: () => import('./routes/orders-page'),
  [customerRoutes.trackOrder]: () => import('@/features/orders/components/track-order-page'),
  [customerRoutes.ordersTracking]: () =>
    import('@/features/orders/components/orders-tracking-page'),
  [customerRoutes.profile]: () => import('@/features/profile/components/profile-page'),
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
      { path: storefrontRoutes.auth, element: <AuthPage /> },
      {
        element: <CustomerRoute />,
        children: Object.entries(customerPages).map(pageRoute),
      },
      ...adminRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
