/**
 * The categories for navigation: a failed load is only logged and leaves the list empty:
 * the header and the pages still work without it.
 */
import { useEffect } from 'react';
import type { Category } from '@shop/shared/catalog/schemas';
import { useCategories } from '../api/get-categories';

const noCategories: Category[] = [];

export function useCategoryList(): Category[] {
  const { data, error } = useCategories();
  useEffect(() => {
    if (error) console.error('Failed to load categories', error);
  }, [error]);
  return Array.isArray(data) ? data : noCategories;
}
