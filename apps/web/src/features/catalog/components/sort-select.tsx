/**
 * The "Sort by" choice of the shop, search and category pages. Each page keeps it in its URL
 * (?sort=, left out for the page's own default) and asks the API for that order.
 */
import { useId } from 'react';
import { type ProductSort } from '@shop/shared/catalog/schemas';
import { inputClasses } from '@/components/ui/text-field';

export interface SortOption {
  value: ProductSort;
  label: string;
}

/** The orders of a product list; a search offers Relevance first. */
export const listingSortOptions: SortOption[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'name', label: 'Name' },
];
export const searchSortOptions: SortOption[] = [
  { value: 'relevance', label: 'Relevance' },
  ...listingSortOptions,
];

/** The order a URL asks for, when the page offers it; otherwise the page's default. */
export function readSort(
  value: string | null,
  options: SortOption[],
  fallback: ProductSort,
): ProductSort {
  return options.find((option) => option.value === value)?.value ?? fallback;
}

export function SortSelect({
  value,
  options,
  onChange,
  className = 'sm:w-56',
}: {
  value: ProductSort;
  options: SortOption[];
  onChange: (sort: ProductSort) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        Sort by
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(readSort(event.target.value, options, value))}
        className={`${inputClasses} ${className}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
