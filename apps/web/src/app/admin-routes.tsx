/**
 * The back office's routes. app is the only place that reaches into features/admin, and only
 * through import() (React.lazy): the login page, the frame and each area's screen are chunks of
 * their own, loaded when an admin path is visited, so nothing of the back office (nor what its
 * areas bring, such as the dashboard's chart library) is in the storefront's first load.
 * A new area adds a lazy import of its screen from features/admin/<area> and a row here.
 */
import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { adminCatalogMessages } from '@shop/shared/admin/catalog-messages';
import { backOfficeRoutes } from '@shop/shared/web-routes';
import { AdminRoute } from './route-guards';

const AdminLoginPage = lazy(() => import('@/features/admin/shell/components/admin-login-page'));
const AdminLayout = lazy(() => import('@/features/admin/shell/components/admin-layout'));
const AdminNotFound = lazy(() => import('@/features/admin/shell/components/admin-not-found'));
const CategoriesPage = lazy(() => import('@/features/admin/categories/components/categories-page'));
const ProductsPage = lazy(() => import('@/features/admin/products/components/products-page'));
const OrdersDeskPage = lazy(() => import('@/features/admin/orders/components/orders-desk-page'));
const AdminOrderPage = lazy(() => import('@/features/admin/orders/components/admin-order-page'));
const ReturnsPage = lazy(() => import('@/features/admin/returns/components/returns-page'));
const DashboardPage = lazy(() => import('@/features/admin/dashboard/components/dashboard-page'));
const UsersPage = lazy(() => import('@/features/admin/users/components/users-page'));
const ReviewsPage = lazy(() => import('@/features/admin/reviews/components/reviews-page'));
const RefundsOwedPage = lazy(() => import('@/features/admin/refunds/components/refunds-owed-page'));
const EnquiriesPage = lazy(() => import('@/features/admin/enquiries/components/enquiries-page'));
const GstReturnsPage = lazy(() => import('@/features/admin/gst/components/gst-returns-page'));
const GstRatesPage = lazy(() => import('@/features/admin/gst/components/gst-rates-page'));
const PromotionsPage = lazy(() => import('@/features/admin/promotions/components/promotions-page'));
const ExportsPage = lazy(() => import('@/features/admin/exports/components/exports-page'));
const FailedMailsPage = lazy(() => import('@/features/admin/emails/components/failed-mails-page'));

export const adminRoutes: RouteObject[] = [
  {
    path: backOfficeRoutes.login,
    element: (
      <Suspense fallback={<FullScreenSpinner />}>
        <AdminLoginPage />
      </Suspense>
    ),
  },
  {
    path: backOfficeRoutes.root,
    element: <AdminRoute />,
    children: [
      {
        // The frame holds the Suspense of the screens inside it, so its menu stays while one loads.
        element: (
          <Suspense fallback={<FullScreenSpinner />}>
            <AdminLayout />
          </Suspense>
        ),
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          { path: 'category', element: <CategoriesPage /> },
          { path: 'product', element: <ProductsPage key="product" /> },
          {
            path: 'products',
            element: (
              <ProductsPage key="products" title={adminCatalogMessages.productManagementHeading} />
            ),
          },
          { path: 'enquiries', element: <EnquiriesPage /> },
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'users', element: <UsersPage /> },
          { path: 'reviews', element: <ReviewsPage /> },
          { path: 'orders', element: <OrdersDeskPage /> },
          { path: 'order/:id', element: <AdminOrderPage /> },
          { path: 'returns', element: <ReturnsPage /> },
          { path: 'refunds', element: <RefundsOwedPage /> },
          { path: 'gst', element: <GstReturnsPage /> },
          { path: 'gst/rates', element: <GstRatesPage /> },
          { path: 'promotions', element: <PromotionsPage /> },
          { path: 'exports', element: <ExportsPage /> },
          { path: 'emails', element: <FailedMailsPage /> },
          { path: '*', element: <AdminNotFound /> },
        ],
      },
    ],
  },
];
