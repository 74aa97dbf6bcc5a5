/**
 * Writing one order into every cached customer order list and its ['order', id] entry: used by
 * the optimistic cancel and by the realtime events.
 */
import type { QueryClient, QueryFilters } from '@tanstack/react-query';
import type { Order } from '@shop/shared/orders/schemas';
import { ordersQueryKey } from './get-my-orders';

export const orderQueryKey = (id: string) => ['order', id] as const;

export type OrderPatch = { _id: string } & Partial<Order>;

/**
 * The lists of orders under ['orders'] (['orders'] and ['orders', 'list']), not the lists that
 * belong to one order beside them (['orders', id, 'refunds' | 'returns']): an order written into
 * a refund or return list would be drawn as one.
 */
export const orderListsFilter: QueryFilters = {
  queryKey: ordersQueryKey,
  predicate: ({ queryKey }) => queryKey.length === 1 || queryKey[1] === 'list',
};

/** Patches the order wherever it is cached; `insert` adds a whole order missing from a list. */
export function patchCachedOrder(queryClient: QueryClient, patch: OrderPatch, insert?: Order) {
  queryClient.setQueriesData<Order[]>(orderListsFilter, (orders) => {
    if (!Array.isArray(orders)) return orders;
    if (!orders.some((order) => order._id === patch._id)) {
      return insert ? [insert, ...orders] : orders;
    }
    return orders.map((order) => (order._id === patch._id ? { ...order, ...patch } : order));
  });
  queryClient.setQueryData<Order>(orderQueryKey(patch._id), (order) =>
    order ? { ...order, ...patch } : order,
  );
}

/** The order's status as cached now, if any list or entry holds it. */
export function cachedOrder(queryClient: QueryClient, id: string): Order | undefined {
  const single = queryClient.getQueryData<Order>(orderQueryKey(id));
  if (single) return single;
  for (const [, orders] of queryClient.getQueriesData<Order[]>(orderListsFilter)) {
    const found = Array.isArray(orders) ? orders.find((order) => order._id === id) : undefined;
    if (found) return found;
  }
  return undefined;
}
