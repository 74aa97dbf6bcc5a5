/**
 * The route table: storefront.md section 2 and operations.md section 2. Placeholder rows come
 * from placeholder-routes.tsx; the back office's rows from admin-routes.tsx (lazy chunks).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { AuthPage } from '@/features/auth/components/auth-page';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
import { PlaceholderRoutePage, placeholderRoutes } from './placeholder-routes';
import { adminRoutes } from './admin-routes';
import { CustomerRoute } from './route-guards';

/** Built pages, each in its own chunk so the first load carries only what it shows. */
const pages = {
  '/': lazy(() => import('./routes/home-page')),
  '/shop': lazy(() => import('@/features/catalog/components/shop-page')),
  '/categories': lazy(() => import('@/features/catalog/components/categories-page')),
  '/category/:categoryId': lazy(
    () => import('@/features/catalog/components/category-products-page'),
  ),
  '/product/:productId': lazy(() => import('./routes/product-page')),
  '/search': lazy(() => import('@/features/catalog/components/search-page')),
  '/new-arrivals': lazy(() => import('@/features/catalog/components/new-arrivals-page')),
  '/deals': lazy(() => import('@/features/catalog/components/deals-page')),
  '/cart': lazy(() => import('@/features/cart/components/cart-page')),
  '/wishlist': lazy(() => import('@/features/wishlist/components/wishlist-page')),
};

/** Customer-guarded pages (storefront.md section 6). */
const customerPages = {
  '/checkout': lazy(() => import('@/features/checkout/components/checkout-page')),
  '/payment': lazy(() => import('@/features/payment/components/payment-page')),
  '/order-success': lazy(() => import('@/features/checkout/components/order-success-page')),
  '/orders': lazy(() => import('@/features/orders/components/orders-page')),
  '/track-order': lazy(() => import('@/features/orders/components/track-order-page')),
  '/orders-tracking': lazy(() => import('@/features/orders/components/orders-tracking-page')),
  '/profile': lazy(() => import('@/features/profile/components/profile-page')),
};

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullScreenSpinner />}>{children}</Suspense>;
}

function toRoute(route: (typeof placeholderRoutes)[number]): RouteObject {
  return { path: route.path, element: <PlaceholderRoutePage key={route.path} route={route} /> };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...Object.entries(pages).map(([path, Page]) => ({
        path,
        element: (
          <Lazy>
            <Page />
          </Lazy>
        ),
      })),
      { path: '/auth', element: <AuthPage /> },
      ...placeholderRoutes.filter((r) => !r.customer).map(toRoute),
      {
        element: <CustomerRoute />,
        children: [
          ...placeholderRoutes.filter((r) => r.customer).map(toRoute),
          ...Object.entries(customerPages).map(([path, Page]) => ({
            path,
            element: (
              <Lazy>
                <Page />
              </Lazy>
            ),
          })),
        ],
      },
      ...adminRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
