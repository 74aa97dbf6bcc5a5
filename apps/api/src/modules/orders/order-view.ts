/** An order as the API answers it, from the record the repository reads. */
import { paiseToRupees } from '@shop/shared/money';
import { trackingUrl } from '@shop/shared/orders/couriers';
import type { Order } from '@shop/shared/orders/schemas';
import type { OrderRecord } from './orders.repository';

export function toOrder({ order, items, tracking, owner }: OrderRecord): Order {
  return {
    _id: order.id,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    totalAmount: paiseToRupees(order.totalPaise),
    orderItems: items.map((item) => ({
      _id: item.id,
      name: item.name,
      quantity: item.quantity,
      price: paiseToRupees(item.pricePaise),
      listPrice: item.listPricePaise == null ? null : paiseToRupees(item.listPricePaise),
      product: {
        _id: item.productId ?? '',
        name: item.name,
        imageUrls: item.imageUrl ? [item.imageUrl] : [],
      },
    })),
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    gstNumber: order.gstNumber,
    companyName: order.companyName,
    orderNotes: order.orderNotes,
    tracking: tracking.map((t) => ({
      status: t.status,
      location: t.location,
      date: t.createdAt.toISOString(),
    })),
    trackingNumber: order.trackingNumber,
    courier: order.courier,
    trackingUrl: trackingUrl(order.courier, order.trackingNumber),
    user: {
      _id: owner.id,
      firstName: owner.firstName,
      lastName: owner.lastName,
      email: owner.email,
    },
  };
}
