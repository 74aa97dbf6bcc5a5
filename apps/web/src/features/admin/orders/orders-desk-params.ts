/**
 * The orders desk's list state, kept in the address (?status=&q=&page=) so Back from an order
 * returns to the same status, search and page. PROCESSING is the desk's default; an unknown
 * status or page falls back rather than erroring.
 */
import { MAX_PAGE_LIMIT, MAX_SEARCH_LENGTH } from '@shop/shared/http/paging';
import { orderStatuses, type OrderStatus } from '@shop/shared/orders/status';
import { ORDERS_DESK_DEFAULT_STATUS } from '@shop/shared/admin/desk-messages';

export const ORDERS_DESK_PAGE_SIZE = MAX_PAGE_LIMIT;

export interface OrdersDeskParams {
  status: OrderStatus;
  q: string;
  page: number;
}

export function readOrdersDeskParams(search: URLSearchParams): OrdersDeskParams {
  const status = search.get('status') ?? '';
  const page = Number(search.get('page'));
  return {
    status: (orderStatuses as readonly string[]).includes(status)
      ? (status as OrderStatus)
      : ORDERS_DESK_DEFAULT_STATUS,
    q: (search.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address's query for a state: defaults left out, so /admin/orders stays clean. */
export function writeOrdersDeskParams(params: OrdersDeskParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.status !== ORDERS_DESK_DEFAULT_STATUS) search.set('status', params.status);
  if (params.q.trim()) search.set('q', params.q);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}
