/**
 * The Returns screen's list state, kept in the address (?show=&page=): the returns waiting for
 * staff (the default, left out of the address), all of them, or those in one state; a bad page
 * is 1, an unknown filter is the default.
 */
import { returnStatuses, type ReturnStatus } from '@shop/shared/returns/schemas';
import { pageQuery, readPage, writeListParams } from '@/features/admin/components/list-params';

export const RETURNS_PAGE_SIZE = 20;

export type ReturnsFilter = 'open' | 'all' | ReturnStatus;

export const returnsFilters: readonly ReturnsFilter[] = ['open', 'all', ...returnStatuses];

export interface ReturnsParams {
  show: ReturnsFilter;
  page: number;
}

const isFilter = (value: string | null): value is ReturnsFilter =>
  (returnsFilters as readonly (string | null)[]).includes(value);

export function readReturnsParams(search: URLSearchParams): ReturnsParams {
  const show = search.get('show');
  return { show: isFilter(show) ? show : 'open', page: readPage(search) };
}

export function writeReturnsParams({ show, page }: ReturnsParams): URLSearchParams {
  const search = new URLSearchParams();
  if (show !== 'open') search.set('show', show);
  return writeListParams({ page }, search);
}

/** The API's query for the state: open=true, a status, or neither for all. */
export function returnsApiQuery({ show, page }: ReturnsParams): URLSearchParams {
  const search = pageQuery({ page }, RETURNS_PAGE_SIZE);
  if (show === 'open') search.set('open', 'true');
  else if (show !== 'all') search.set('status', show);
  return search;
}
