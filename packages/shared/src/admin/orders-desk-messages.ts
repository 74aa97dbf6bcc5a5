/**
 * The orders desk's texts (operations.md sections 2 and 8): the list of one status and the order
 * detail. The list's texts follow the chosen status; PROCESSING is the one the menu opens.
 * Zod-free: the pages import it freely.
 */
export const ORDERS_DESK_DEFAULT_STATUS = 'PROCESSING';

export const ordersDeskMessages = {
  heading: (status: string) => `${titleCase(status)} Orders`,
  subtitle: (status: string) => `Manage orders currently in ${status.toLowerCase()} state`,
  searchLabel: 'Search orders',
  searchPlaceholder: 'Search by order id, customer name or email...',
  statusFilterLabel: 'Status',
  loading: (status: string) => `Loading ${status} orders...`,
  empty: (status: string) => `No orders in ${status}`,
  emptySearchSuffix: ' matching your search',
  orderNumber: (number: string) => `Order #${number}`,
  items: (count: number) => `Items: ${count}`,
  viewDetails: 'View details',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  // the order detail
  back: 'Back',
  loadingOrder: 'Loading order...',
  customer: 'Customer',
  summary: 'Summary',
  status: 'Status',
  payment: (paymentStatus: string, paymentMethod: string) =>
    `Payment: ${paymentStatus} (${paymentMethod})`,
  total: 'Total',
  created: 'Created',
  trackingNumber: 'Tracking number',
  updateStatus: 'Update Order Status',
  statusHint: 'The allowed path is PROCESSING → SHIPPED → DELIVERED. Use CANCELLED carefully.',
  save: 'Save',
  saving: 'Updating...',
  billingAddress: 'Billing Address',
  shippingAddress: 'Shipping Address',
  itemsHeading: 'Items',
  productFallback: 'Product',
  quantity: (quantity: number) => `x${quantity}`,
} as const;

function titleCase(status: string) {
  return status
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
