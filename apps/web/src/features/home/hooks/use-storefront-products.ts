/**
 * The newest 100 products, read once for the home page's New Arrivals grid and sale carousel
 * and for the Hot Deals carousel: one request, one cache entry shared by both pages.
 */
import type { ProductListQuery } from '@shop/shared/catalog/schemas';
import { useProducts } from '@/features/catalog/api/get-products';
import { pickSaleProducts } from '../sale';

const STOREFRONT_PRODUCTS: ProductListQuery = { sort: 'newest', limit: 100 };

export function useStorefrontProducts() {
  return useProducts(STOREFRONT_PRODUCTS);
}

export function useSaleProducts(limit: number) {
  const query = useStorefrontProducts();
  const products = query.data ? pickSaleProducts(query.data.products, limit) : [];
  return { ...query, saleProducts: products };
}
