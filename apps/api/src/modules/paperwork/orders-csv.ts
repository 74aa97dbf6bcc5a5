/** The orders of a date range as a CSV file for the shop's own books (decision 053). */
import type { AdminOrder } from '@shop/shared/orders/schemas';
import { orderNumber } from '@shop/shared/orders/status';
import { csvRow } from '../../lib/csv';
import { dayMonYearTime } from '../../lib/india-time';

export const ordersCsvHeader = [
  'Order number',
  'Date (IST)',
  'Customer name',
  'E-mail',
  'Phone',
  'Status',
  'Payment method',
  'Payment status',
  'Total (INR)',
  'Items',
  'GSTIN',
  'Company',
  'City',
  'State',
];

export function ordersCsvRow(order: AdminOrder): string {
  const ship = order.shippingAddress;
  return csvRow([
    orderNumber(order._id),
    dayMonYearTime(new Date(order.createdAt)),
    `${order.user.firstName} ${order.user.lastName}`.trim(),
    order.user.email,
    order.billingAddress.phone || ship.phone,
    order.status,
    order.paymentMethod,
    order.paymentStatus,
    order.totalAmount.toFixed(2),
    // Units, as the desk's cards count them.
    order.orderItems.reduce((total, item) => total + item.quantity, 0),
    order.gstNumber ?? '',
    order.companyName ?? '',
    ship.city,
    ship.state,
  ]);
}
