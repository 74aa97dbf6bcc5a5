/**
 * The route table: the storefront's pages, the customer's pages behind the sign-in guard, and
 * the back office's rows from admin-routes.tsx (lazy chunks).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { AuthPage } from '@/features/auth/components/auth-page';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
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
  '/services': lazy(() => import('@/features/content/services/services-overview-page')),
  '/services/pcb': lazy(() => import('./routes/pcb-service-page')),
  '/services/3d-printing': lazy(() => import('./routes/three-d-printing-service-page')),
  '/services/enclosure': lazy(() => import('./routes/enclosure-service-page')),
  '/services/battery-pack': lazy(() => import('./routes/battery-pack-service-page')),
  '/services/sourcing': lazy(() => import('./routes/sourcing-service-page')),
  '/services/support': lazy(() => import('./routes/technical-support-service-page')),
  '/blog': lazy(() => import('@/features/content/blog/blog-page')),
  '/contact': lazy(() => import('./routes/contact-page')),
  '/support': lazy(() => import('./routes/support-page')),
  '/about': lazy(() => import('@/features/content/pages/about-page')),
  '/careers': lazy(() => import('@/features/content/pages/careers-page')),
  '/privacy': lazy(() => import('@/features/content/pages/privacy-page')),
  '/terms': lazy(() => import('@/features/content/pages/terms-page')),
  '/shipping': lazy(() => import('@/features/content/pages/shipping-page')),
  '/find-store': lazy(() => import('@/features/content/pages/find-store-page')),
  '/new-enquiry': lazy(() => import('@/features/enquiries/components/enquiry-page')),
  '/wishlist': lazy(() => import('@/features/wishlist/components/wishlist-page')),
};

/** Customer-guarded pages (storefront.md section 6). */
const customerPages = {
  '/checkout': lazy(() => import('@/features/checkout/components/checkout-page')),
  '/payment': lazy(() => import('@/features/payment/components/payment-page')),
  '/order-success': lazy(() => import('@/features/checkout/components/order-success-page')),
  '/orders': lazy(() => import('./routes/orders-page')),
  '/track-order': lazy(() => import('@/features/orders/components/track-order-page')),
  '/orders-tracking': lazy(() => import('@/features/orders/components/orders-tracking-page')),
  '/profile': lazy(() => import('@/features/profile/components/profile-page')),
};

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullScreenSpinner />}>{children}</Suspense>;
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
      {
        element: <CustomerRoute />,
        children: [
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
