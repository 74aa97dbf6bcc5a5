/**
 * Everything of the admin area, loaded lazily as one chunk so none of it is in the
 * storefront's first load. The router imports this module only through React.lazy.
 */
export { AdminLoginPage } from './components/admin-login-page';
export { AdminLayout } from './components/admin-layout';
export { AdminOrderPage, AdminProductsPage, AdminSectionPage } from './components/admin-screens';
