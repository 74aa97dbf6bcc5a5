/**
 * Live stock on a product page: the page watches its product's room, and `stockChanged` (an
 * order, a cancel, a return, staff's adjustment) reads the product again, so "Out of Stock"
 * turns into a purchasable product without a reload (docs/decisions/050).
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { realtimeEvents, type StockChanged } from '@shop/shared/realtime/events';
import { useSession } from '@/lib/session';
import { subscribeToRealtime } from '@/lib/socket';
import { getProductQueryOptions } from '../api/get-product';

/** `routeKey` is the page's product segment (id or slug); `productId` the loaded product's id. */
export function useProductStockEvents(routeKey: string, productId: string | undefined) {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.data?._id ?? null;

  useEffect(() => {
    // Connect once the session is known, so a customer's socket carries their cookie at once.
    if (!productId || session.isPending) return;
    return subscribeToRealtime(
      userId,
      {
        [realtimeEvents.stockChanged]: (payload: unknown) => {
          if ((payload as Partial<StockChanged> | null)?.productId !== productId) return;
          void queryClient.invalidateQueries({
            queryKey: getProductQueryOptions(routeKey).queryKey,
          });
        },
      },
      { productId },
    );
  }, [productId, queryClient, routeKey, session.isPending, userId]);
}
