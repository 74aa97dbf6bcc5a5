/**
 * The Products screen's filters, kept in the address beside the search and the page: the status
 * (?status=, one of the three, or every product when absent or unknown) and the stock level
 * (?stock=low|out, which the dashboard's Low stock card opens).
 */
import { productStatuses, type ProductStatus } from '@shop/shared/catalog/product-status';
import { stockLevels, type StockLevel } from '@shop/shared/catalog/stock-movements';

function readChoice<T extends string>(
  search: URLSearchParams,
  name: string,
  choices: readonly T[],
): T | '' {
  const value = search.get(name) ?? '';
  return (choices as readonly string[]).includes(value) ? (value as T) : '';
}

export const readStatusFilter = (search: URLSearchParams): ProductStatus | '' =>
  readChoice(search, 'status', productStatuses);

export const readStockFilter = (search: URLSearchParams): StockLevel | '' =>
  readChoice(search, 'stock', stockLevels);

/** The address for another filter value: back to page 1, the search and other filters kept. */
export function writeFilter(
  name: 'status' | 'stock',
  value: string,
  search: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('page');
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

export const writeStatusFilter = (status: ProductStatus | '', search: URLSearchParams) =>
  writeFilter('status', status, search);
