/** The Refunds owed screen's list state, kept in the address (?status=&page=); bad values fall back. */
import { MAX_PAGE_LIMIT } from '@shop/shared/http/paging';
import { owedRefundStatuses, type OwedRefundStatus } from '@shop/shared/payments/records';
import { readPage, writeListParams } from '@/features/admin/components/list-params';

export const REFUNDS_OWED_PAGE_SIZE = MAX_PAGE_LIMIT;

export interface RefundsOwedParams {
  /** Empty: pending and failed together. */
  status: OwedRefundStatus | '';
  page: number;
}

const isOwedStatus = (value: string | null): value is OwedRefundStatus =>
  (owedRefundStatuses as readonly string[]).includes(value ?? '');

export function readRefundsOwedParams(search: URLSearchParams): RefundsOwedParams {
  const status = search.get('status');
  return { status: isOwedStatus(status) ? status : '', page: readPage(search) };
}

export function writeRefundsOwedParams({ status, page }: RefundsOwedParams): URLSearchParams {
  const search = new URLSearchParams();
  if (status) search.set('status', status);
  return writeListParams({ page }, search);
}

/** How long ago a refund was asked for, in whole days (hours on its first day). */
export function ageOf(createdAt: string, now: Date): { days: number; hours: number } {
  const hours = Math.max(
    0,
    Math.floor((now.getTime() - new Date(createdAt).getTime()) / 3_600_000),
  );
  return { days: Math.floor(hours / 24), hours };
}
