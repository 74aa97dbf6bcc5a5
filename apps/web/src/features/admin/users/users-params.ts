/** The Users screen's list state, kept in the address (?q=&page=); a bad page falls back to 1. */
import { MAX_PAGE_LIMIT, MAX_SEARCH_LENGTH } from '@shop/shared/http/paging';

export const USERS_PAGE_SIZE = MAX_PAGE_LIMIT;

export interface UsersParams {
  q: string;
  page: number;
}

export function readUsersParams(search: URLSearchParams): UsersParams {
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeUsersParams({ q, page }: UsersParams): URLSearchParams {
  const search = new URLSearchParams();
  if (q.trim()) search.set('q', q.trim());
  if (page > 1) search.set('page', String(page));
  return search;
}
