/**
 * Route guards. Customer screens send an anonymous visitor to /auth,
 * replacing the history entry; admin screens need a stored admin token, else /admin-login.
 */
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getAdminToken } from '@/lib/admin-session';

export function CustomerRoute() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Outlet /> : <Navigate to="/auth" replace />;
}

export function AdminRoute() {
  return getAdminToken() ? <Outlet /> : <Navigate to="/admin-login" replace />;
}
