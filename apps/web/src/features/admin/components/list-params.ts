/**
 * A back-office list's state kept in the address (?q=&page=), so Back and a reload return to the
 * same search and page; a page that is not a positive whole number falls back to 1.
 */
import { MAX_SEARCH_LENGTH } from '@shop/shared/http/paging';

export interface ListParams {
  q: string;
  page: number;
}

/** The page in the address: a positive whole number, else 1. */
export function readPage(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function readListParams(search: URLSearchParams): ListParams {
  return { q: (search.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH), page: readPage(search) };
}

/** The address's query for a state: defaults left out, so an unsearched first page stays clean. */
export function writeListParams(
  { q = '', page }: Partial<ListParams> & { page: number },
  search = new URLSearchParams(),
): URLSearchParams {
  if (q.trim()) search.set('q', q.trim());
  if (page > 1) search.set('page', String(page));
  return search;
}

/** The API's query for one page of a list: page and limit always, q only when searching. */
export function pageQuery(
  { q = '', page }: Partial<ListParams> & { page: number },
  limit: number,
): URLSearchParams {
  const search = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q.trim()) search.set('q', q.trim());
  return search;
}
