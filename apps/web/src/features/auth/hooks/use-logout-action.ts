/** Logout as the header offers it: toasts the outcome and goes home. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { accountMessages } from '@shop/shared/accounts/messages';
import { useAuth } from './use-auth';

export function useLogoutAction(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
      toast.success(accountMessages.logoutSuccess);
      navigate('/');
    } catch (error) {
      console.error(accountMessages.logoutRequestFailed, error);
      toast.error(accountMessages.logoutFailed);
    }
  }, [logout, navigate]);
}
