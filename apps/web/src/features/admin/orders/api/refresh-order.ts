/**
 * After a change to one order on the desk: the order is read again and the change's button waits
 * for it alone; the rest that shows the order (the lists, the timeline's sources, and `also`)
 * follows without holding the button, so a slow connection is not kept at "Saving..." by queries
 * the person is not looking at.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getAdminOrderQueryOptions } from './get-admin-order';

export function refreshOrder(queryClient: QueryClient, id: string, also: QueryKey[] = []) {
  const detail = getAdminOrderQueryOptions(id).queryKey;
  const isDetail = (key: QueryKey) =>
    key.length === detail.length && key.every((part, index) => part === detail[index]);
  for (const queryKey of [['admin', 'orders'], ...also]) {
    void queryClient.invalidateQueries({
      queryKey,
      predicate: (query) => !isDetail(query.queryKey),
    });
  }
  return queryClient.invalidateQueries({ queryKey: detail, exact: true });
}
