/** Test helpers for orders: a payload as the checkout page sends it, and an order placed from it. */
import { randomUUID } from 'node:crypto';
import type { Cart } from '@shop/shared/cart/schemas';
import type { Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import type { HttpClient } from './http-client';

export const address = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.in',
  phone: '9876543210',
  street: '12 MG Road',
  apartment: 'Flat 4B',
  city: 'Hyderabad',
  state: 'Telangana',
  pin: '500001',
  country: 'India',
};

/** The checkout's payload for what is in the client's cart now. */
export async function payloadFromCart(client: HttpClient) {
  const cart = (await client.get<Cart>('/api/cart')).body;
  return {
    orderItems: cart.items.map((i) => ({
      product: i.product._id,
      quantity: i.quantity,
      price: i.product.price,
      name: i.product.name,
    })),
    billingAddress: address,
    shippingAddress: address,
    gstNumber: '',
    companyName: '',
    orderNotes: 'Please call before delivery',
    totalAmount: cart.totalAmount,
    paymentStatus: 'PENDING',
    orderStatus: 'PENDING',
  };
}

export async function placeOrder(
  client: HttpClient,
  product: Product,
  quantity = 1,
): Promise<Order> {
  const added = await client.post('/api/cart/add', { productId: product._id, quantity });
  if (added.status !== 200)
    throw new Error(`cart/add answered ${added.status}: ${JSON.stringify(added.body)}`);
  const answer = await client.post<Order>('/api/orders', await payloadFromCart(client));
  if (answer.status !== 201)
    throw new Error(`orders answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Takes an order to DELIVERED the way the back office does: PROCESSING, SHIPPED, DELIVERED. */
export async function deliverOrder(admin: HttpClient, orderId: string): Promise<void> {
  for (const status of ['PROCESSING', 'SHIPPED', 'DELIVERED']) {
    const moved = await admin.patch(`/api/orders/${orderId}/status`, statusBody(status));
    if (moved.status !== 200)
      throw new Error(`${status} answered ${moved.status}: ${JSON.stringify(moved.body)}`);
  }
}

/**
 * What the back office gives with SHIPPED: a courier and an AWB number of its own (unique, since
 * one AWB of a courier belongs to one order).
 */
export function shipment() {
  return {
    courier: 'DELHIVERY',
    trackingNumber: `DL${randomUUID().replaceAll('-', '').slice(0, 14).toUpperCase()}`,
  } as const;
}

/**
 * The desk's body for a move to `status`: SHIPPED carries a courier and a fresh AWB number, and
 * CANCELLED the reason staff must give.
 */
export const statusBody = (status: string) =>
  status === 'SHIPPED'
    ? { status, ...shipment() }
    : status === 'CANCELLED'
      ? { status, reason: STAFF_CANCEL_REASON }
      : { status };

/** The reason the tests' staff give when they cancel an order. */
export const STAFF_CANCEL_REASON = 'Out of stock at the warehouse';
