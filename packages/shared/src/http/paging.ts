/**
 * Paged lists: the answer stays a JSON array, and the total and the neighbouring pages travel in
 * the X-Total-Count and Link headers (as GET /api/products does).
 */
import { z } from 'zod';
import { genericMessages } from './errors';
import { MAX_PAGE_DEPTH } from './page-depth';

export const DEFAULT_PAGE_LIMIT = 100;
export const MAX_PAGE_LIMIT = 100;
export const MAX_SEARCH_LENGTH = 100;

/**
 * Page and limit, with page × limit at most MAX_PAGE_DEPTH. Lists extend it (`.extend` keeps the
 * check); a list with its own default limit passes it to `withinPageDepth`.
 */
export const pagingQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(MAX_PAGE_DEPTH).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).optional(),
  })
  .superRefine(withinPageDepth(DEFAULT_PAGE_LIMIT));

/** The check on page × limit, for a list whose limit defaults to `defaultLimit`. */
export function withinPageDepth(defaultLimit: number) {
  return (query: { page?: number; limit?: number }, ctx: z.RefinementCtx) => {
    if ((query.page ?? 1) * (query.limit ?? defaultLimit) > MAX_PAGE_DEPTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['page'],
        message: genericMessages.pageTooDeep(MAX_PAGE_DEPTH),
      });
    }
  };
}

/** A search box's text: a case-insensitive substring, every character taken literally. */
export const searchTextSchema = z
  .string()
  .trim()
  .max(MAX_SEARCH_LENGTH, genericMessages.searchTooLong)
  .optional();

/** Page numbers resolved: what a service asks its repository for. */
export interface PageRequest {
  page: number;
  limit: number;
}

export const pageRequest = (query: { page?: number; limit?: number }): PageRequest => ({
  page: query.page ?? 1,
  limit: query.limit ?? DEFAULT_PAGE_LIMIT,
});

/** One page of a list and the number of all matching items. */
export interface Page<T> extends PageRequest {
  items: T[];
  total: number;
}
