/**
 * Route guards. Customer screens send an anonymous visitor to /auth (and back after sign-in),
 * replacing the history entry; admin screens need a stored admin token, else /admin-login.
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { cameFrom } from '@/lib/pending-intent';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getAdminToken } from '@/lib/admin-session';

export function CustomerRoute() {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  // The page asked for is where the shopper returns once signed in.
  return isAuthenticated ? <Outlet /> : <Navigate to="/auth" replace state={cameFrom(location)} />;
}

export function AdminRoute() {
  return getAdminToken() ? <Outlet /> : <Navigate to="/admin-login" replace />;
}
