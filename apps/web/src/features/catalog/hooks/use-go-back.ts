/**
 * "Back returns to the previous page". A shopper who landed here from
 * outside has no previous page in the shop, so they go home instead of leaving the site.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

export function useGoBack(fallback = '/') {
  const navigate = useNavigate();
  return useCallback(() => {
    // react-router keeps the index of the entry in history.state.idx; 0 is the first page.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback);
  }, [navigate, fallback]);
}
