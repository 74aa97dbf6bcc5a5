/**
 * The Products screen's status filter, kept in the address (?status=) beside the search and the
 * page: one of the three statuses, or every product when absent or unknown.
 */
import { productStatuses, type ProductStatus } from '@shop/shared/catalog/product-status';

export function readStatusFilter(search: URLSearchParams): ProductStatus | '' {
  const status = search.get('status') ?? '';
  return (productStatuses as readonly string[]).includes(status) ? (status as ProductStatus) : '';
}

/** The address for another status: back to page 1, the search kept. */
export function writeStatusFilter(
  status: ProductStatus | '',
  search: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('page');
  if (status) next.set('status', status);
  else next.delete('status');
  return next;
}
