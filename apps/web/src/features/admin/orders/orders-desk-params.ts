/**
 * The orders desk's list state, kept in the address (?status=&q=&page=, and ?paymentStatus= when
 * narrowed, as the Refunds owed screen links the cancelled orders owing a refund) so Back from an
 * order returns to the same list. PROCESSING is the desk's default; an unknown status or page
 * falls back rather than erroring.
 */
import { MAX_PAGE_LIMIT } from '@shop/shared/http/paging';
import {
  deskStatuses,
  paymentStatuses,
  type DeskStatus,
  type PaymentStatus,
} from '@shop/shared/orders/status';
import { ORDERS_DESK_DEFAULT_STATUS } from '@shop/shared/admin/desk-messages';
import {
  readListParams,
  writeListParams,
  type ListParams,
} from '@/features/admin/components/list-params';

export const ORDERS_DESK_PAGE_SIZE = MAX_PAGE_LIMIT;

export interface OrdersDeskParams extends ListParams {
  /** One status, or ALL. */
  status: DeskStatus;
  /** Only orders in this payment status; absent: all of the status. */
  paymentStatus?: PaymentStatus;
}

export function readOrdersDeskParams(search: URLSearchParams): OrdersDeskParams {
  const status = search.get('status') ?? '';
  const paymentStatus = search.get('paymentStatus') ?? '';
  return {
    status: (deskStatuses as readonly string[]).includes(status)
      ? (status as DeskStatus)
      : ORDERS_DESK_DEFAULT_STATUS,
    ...((paymentStatuses as readonly string[]).includes(paymentStatus) && {
      paymentStatus: paymentStatus as PaymentStatus,
    }),
    ...readListParams(search),
  };
}

/** The address's query for a state: defaults left out, so /admin/orders stays clean. */
export function writeOrdersDeskParams(params: OrdersDeskParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.status !== ORDERS_DESK_DEFAULT_STATUS) search.set('status', params.status);
  if (params.paymentStatus) search.set('paymentStatus', params.paymentStatus);
  return writeListParams(params, search);
}
