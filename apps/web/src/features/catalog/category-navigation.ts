/**
 * Category links carry the category object as navigation state, so
 * the category page can show it without a second lookup. Both sides use these helpers.
 */
import type { Category } from '@shop/shared/catalog/schemas';

export type CategoryLinkState = { category: Category };

export function categoryLinkState(category: Category): CategoryLinkState {
  return { category };
}

export function categoryFromLinkState(state: unknown): Category | null {
  if (typeof state !== 'object' || state === null || !('category' in state)) return null;
  const category = (state as { category: unknown }).category;
  return typeof category === 'object' &&
    category !== null &&
    typeof (category as Category).CategoryName === 'string'
    ? (category as Category)
    : null;
}
