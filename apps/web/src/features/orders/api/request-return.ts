/**
 * POST /api/orders/{id}/returns: the customer asks to send back some units, as multipart form
 * data (the fields, then up to three photos). The order's returns and what is left to return are
 * read again afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderReturn, ReturnRequest } from '@shop/shared/returns/schemas';
import { apiFetch } from '@/lib/api-client';
import { returnFormData } from '../return-request';
import { orderReturnsQueryOptions } from './get-order-returns';
import { returnableQueryOptions } from './get-returnable';

export type ReturnRequestCall = { orderId: string; request: ReturnRequest; photos: File[] };

export function requestReturn({ orderId, request, photos }: ReturnRequestCall) {
  return apiFetch<OrderReturn>(`/orders/${encodeURIComponent(orderId)}/returns`, {
    method: 'POST',
    body: returnFormData(request, photos),
  });
}

export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    onSuccess: (_made, { orderId }) =>
      Promise.all(
        [orderReturnsQueryOptions(orderId), returnableQueryOptions(orderId)].map(({ queryKey }) =>
          queryClient.invalidateQueries({ queryKey, exact: true }),
        ),
      ),
  });
}
