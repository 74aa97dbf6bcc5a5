/**
 * What the home and deals pages show, each asked of the server as it is shown: the newest
 * products for New Arrivals, and the products on sale, biggest discount first, for the carousels.
 */
import { isOnSale } from '@shop/shared/catalog/sale';
import { NEW_ARRIVALS_COUNT } from '@shop/shared/home/texts';
import { useProducts } from '../api/get-products';

export function useNewArrivals() {
  return useProducts({ sort: 'newest', limit: NEW_ARRIVALS_COUNT });
}

export function useSaleProducts(limit: number) {
  const query = useProducts({ onSale: true, sort: 'discount', limit });
  return { ...query, saleProducts: query.data?.products.filter(isOnSale) ?? [] };
}
