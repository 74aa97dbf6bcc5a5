/**
 * The route table: storefront.md section 2 and operations.md section 2. Placeholder rows come
 * from placeholder-routes.tsx; the admin area is lazy (its own chunk).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { AuthPage } from '@/features/auth/components/auth-page';
import { RootLayout } from './layout/root-layout';
import { NotFoundPage } from './not-found-page';
import { PlaceholderRoutePage, placeholderRoutes } from './placeholder-routes';
import { AdminRoute, CustomerRoute } from './route-guards';

const loadAdminArea = () => import('@/features/admin/admin-area');
const AdminLoginPage = lazy(() => loadAdminArea().then((m) => ({ default: m.AdminLoginPage })));
const AdminLayout = lazy(() => loadAdminArea().then((m) => ({ default: m.AdminLayout })));
const AdminSectionPage = lazy(() => loadAdminArea().then((m) => ({ default: m.AdminSectionPage })));
const AdminOrderPage = lazy(() => loadAdminArea().then((m) => ({ default: m.AdminOrderPage })));
const AdminProductsPage = lazy(() =>
  loadAdminArea().then((m) => ({ default: m.AdminProductsPage })),
);

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullScreenSpinner />}>{children}</Suspense>;
}

function toRoute(route: (typeof placeholderRoutes)[number]): RouteObject {
  return route.path === '/'
    ? { index: true, element: <PlaceholderRoutePage route={route} /> }
    : { path: route.path, element: <PlaceholderRoutePage key={route.path} route={route} /> };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', children: placeholderRoutes.filter((r) => r.path === '/').map(toRoute) },
      { path: '/auth', element: <AuthPage /> },
      ...placeholderRoutes.filter((r) => r.path !== '/' && !r.customer).map(toRoute),
      {
        element: <CustomerRoute />,
        children: placeholderRoutes.filter((r) => r.customer).map(toRoute),
      },
      {
        path: '/admin-login',
        element: (
          <Lazy>
            <AdminLoginPage />
          </Lazy>
        ),
      },
      {
        path: '/admin',
        element: <AdminRoute />,
        children: [
          {
            element: (
              <Lazy>
                <AdminLayout />
              </Lazy>
            ),
            children: [
              { index: true, element: <Navigate to="/admin/dashboard" replace /> },
              {
                path: 'products',
                element: (
                  <Lazy>
                    <AdminProductsPage />
                  </Lazy>
                ),
              },
              {
                path: 'order/:id',
                element: (
                  <Lazy>
                    <AdminOrderPage />
                  </Lazy>
                ),
              },
              {
                path: ':id',
                element: (
                  <Lazy>
                    <AdminSectionPage />
                  </Lazy>
                ),
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
