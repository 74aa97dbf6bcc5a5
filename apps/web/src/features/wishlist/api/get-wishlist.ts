/**
 * GET /api/wishlist: the signed-in customer's saved products, newest first, kept on the
 * server. Not asked for while signed out: a visitor has no wishlist.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wishlist } from '@shop/shared/wishlist/schemas';
import { apiFetch } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const wishlistQueryKey = ['wishlist'] as const;

export function getWishlist(): Promise<Wishlist> {
  return apiFetch<Wishlist>('/wishlist');
}

export function getWishlistQueryOptions() {
  return queryOptions({ queryKey: wishlistQueryKey, queryFn: getWishlist, staleTime: 30_000 });
}

export function useWishlist() {
  const { data: user } = useSession();
  return useQuery({ ...getWishlistQueryOptions(), enabled: Boolean(user) });
}
