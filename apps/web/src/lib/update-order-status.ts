/**
 * PATCH /api/orders/{id}/status: the one request behind the payment page's choices, My Orders'
 * "Mark Complete" and the orders desk's moves. The server enforces the status machine and
 * accepts a manual completion only when Razorpay confirms the payment (docs/decisions/006-orders-and-payments.md);
 * the back office sends its admin token by passing its own fetch.
 */
import type { Order, UpdateOrderStatusInput } from '@shop/shared/orders/schemas';
import { apiFetch, type ApiFetchOptions } from '@/lib/api-client';

/** The shopper's fallback when the payment check fails: paid, so the order moves on. */
export const manualCompletion = {
  paymentStatus: 'COMPLETED',
  status: 'PROCESSING',
} as const satisfies UpdateOrderStatusInput;

type Fetch = <T>(path: string, options?: ApiFetchOptions) => Promise<T>;

export function updateOrderStatus(
  orderId: string,
  change: UpdateOrderStatusInput,
  send: Fetch = apiFetch,
): Promise<Order> {
  return send<Order>(`/orders/${encodeURIComponent(orderId)}/status`, {
    method: 'PATCH',
    body: change,
  });
}
