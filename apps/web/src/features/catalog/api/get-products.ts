/**
 * GET /api/products with the optional q, category, sort, page and limit. Answers the array and the
 * total from X-Total-Count.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Product, ProductListQuery } from '@shop/shared/catalog/schemas';
import { API_BASE, ApiError } from '@/lib/api-client';

export interface ProductList {
  products: Product[];
  total: number;
}

export async function getProducts(params: ProductListQuery = {}): Promise<ProductList> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/products${query ? `?${query}` : ''}`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch (cause) {
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: cause instanceof Error ? cause.message : 'Network request failed',
      fromServer: false,
    });
  }
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) {
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new ApiError({
      status: response.status,
      code: `HTTP_${response.status}`,
      message: typeof message === 'string' ? message : `Request failed (${response.status})`,
      fromServer: typeof message === 'string',
    });
  }
  const products = body as Product[];
  return { products, total: Number(response.headers.get('x-total-count') ?? products.length) };
}

export function getProductsQueryOptions(params: ProductListQuery = {}) {
  return queryOptions({
    queryKey: ['products', params],
    queryFn: () => getProducts(params),
    placeholderData: keepPreviousData,
  });
}

/** `enabled: false` asks nothing, for a page that reads this list only in some of its states. */
export function useProducts(params: ProductListQuery = {}, { enabled = true } = {}) {
  return useQuery({ ...getProductsQueryOptions(params), enabled });
}
