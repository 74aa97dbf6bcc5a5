/**
 * Completes what a signed-out shopper asked for: once a customer is
 * signed in and an intent is waiting, add its item to the cart; a buy-now then goes to /checkout,
 * only once the item is in (the sign-in leaves a buy-now to this). Mounted once, in the root layout.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { cartMessages } from '@shop/shared/cart/messages';
import { useSession } from '@/lib/session';
import { clearPendingIntent, getPendingIntent } from '@/lib/pending-intent';
import { errorMessage } from '@/lib/api-client';
import { addToCart } from '@/lib/cart/add-to-cart';
import { cartQueryKey } from '@/lib/cart/get-cart';

export function useCompletePendingIntent(): void {
  const { data: user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const running = useRef(false);

  useEffect(() => {
    const intent = user ? getPendingIntent() : null;
    if (!intent || running.current) return;
    running.current = true;
    clearPendingIntent();
    addToCart({ productId: intent.productId, quantity: intent.quantity })
      .then((cart) => {
        queryClient.setQueryData(cartQueryKey, cart);
        toast.success(cartMessages.added);
        if (intent.type === 'buy-now') navigate('/checkout');
      })
      .catch((error: unknown) => toast.error(errorMessage(error, cartMessages.addFailed)))
      .finally(() => {
        running.current = false;
      });
  }, [user, queryClient, navigate]);
}
