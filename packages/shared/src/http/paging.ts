/**
 * Paged lists: the answer stays a JSON array, and the total and the neighbouring pages travel in
 * the X-Total-Count and Link headers (as GET /api/products does).
 */
import { z } from 'zod';
import { genericMessages } from './errors';

export const DEFAULT_PAGE_LIMIT = 100;
export const MAX_PAGE_LIMIT = 100;
export const MAX_SEARCH_LENGTH = 100;

export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).optional(),
});

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
