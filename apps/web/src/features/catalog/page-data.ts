/**
 * What a catalogue page asks the server for first, fetched while the page's own code is still
 * loading (the router calls these as it navigates). On a phone the page then waits for its code
 * and its data side by side rather than one after the other.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getCategoriesQueryOptions } from './api/get-categories';
import { getCategoryProductsQueryOptions } from './api/get-category-products';
import { getProductQueryOptions } from './api/get-product';
import { matchesCategorySegment } from './hooks/use-route-category';

/** The home page's category cards. */
export function prefetchCategories(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(getCategoriesQueryOptions());
}

/** /category/{segment}: the category list that names it, then its products. */
export function prefetchCategoryPage(queryClient: QueryClient, segment: string): void {
  queryClient
    .fetchQuery(getCategoriesQueryOptions())
    .then((categories) => {
      const category = categories.find((candidate) => matchesCategorySegment(candidate, segment));
      if (category) void queryClient.prefetchQuery(getCategoryProductsQueryOptions(category._id));
    })
    // The page asks again when it renders and shows the failure then.
    .catch(() => undefined);
}

/** /product/{id or slug}. */
export function prefetchProductPage(queryClient: QueryClient, productId: string): void {
  void queryClient.prefetchQuery(getProductQueryOptions(productId));
}
