/**
 * The category a /category/{categoryId} page shows: the one passed in
 * navigation state, else the one in the category list whose slug (or slugified name) is the
 * path segment.
 */
import { useLocation } from 'react-router';
import type { Category } from '@shop/shared/catalog/schemas';
import { slugify } from '@shop/shared/catalog/paths';
import { useCategories } from '../api/get-categories';
import { categoryFromLinkState } from '../category-navigation';

export type RouteCategory =
  | { status: 'found'; category: Category }
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'not-found' };

export function matchesCategorySegment(category: Category, segment: string): boolean {
  const wanted = segment.toLowerCase();
  return (
    category.slug === wanted ||
    slugify(category.CategoryName) === slugify(segment) ||
    category._id === segment
  );
}

export function useRouteCategory(segment: string): RouteCategory {
  const location = useLocation();
  const fromState = categoryFromLinkState(location.state);
  const stateMatches = fromState !== null && matchesCategorySegment(fromState, segment);
  // The list is fetched either way (it is cached for the header menu) but only waited for
  // when the navigation state does not name this category.
  const categories = useCategories();

  if (fromState && stateMatches) return { status: 'found', category: fromState };
  if (categories.isPending) return { status: 'loading' };
  if (categories.isError) return { status: 'error', error: categories.error };
  const found = categories.data.find((category) => matchesCategorySegment(category, segment));
  return found ? { status: 'found', category: found } : { status: 'not-found' };
}
