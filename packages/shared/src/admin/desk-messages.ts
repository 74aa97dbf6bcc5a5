/**
 * Texts of the back office's orders desk and Users screen, and of the pager their lists share. The
 * orders desk has two views: the list of one status (its texts follow the chosen status; PROCESSING
 * is the one the menu opens) and the order detail. Zod-free: the pages import it freely.
 */
export const ORDERS_DESK_DEFAULT_STATUS = 'PROCESSING';

export const ordersDeskMessages = {
  heading: (status: string) => `${titleCase(status)} Orders`,
  subtitle: (status: string) =>
    status === 'ALL'
      ? 'Every order, newest first, whatever its state'
      : `Manage orders currently in ${status.toLowerCase()} state`,
  subtitleWithPayment: (status: string, paymentStatus: string) =>
    `Orders in ${status.toLowerCase()} state whose payment is ${paymentStatus}`,
  /** Read after the count badge's number. */
  countSuffix: ' orders',
  searchLabel: 'Search orders',
  searchPlaceholder: 'Search by order id, customer name or email...',
  statusFilterLabel: 'Status',
  loading: (status: string) => `Loading ${status} orders...`,
  empty: (status: string) => `No orders in ${status}`,
  emptySearchSuffix: ' matching your search',
  orderNumber: (number: string) => `Order #${number}`,
  items: (count: number) => `Items: ${count}`,
  viewDetails: 'View details',
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
  /** Opens the printable delivery document that goes in the parcel with the invoice. */
  packingSlip: 'Print packing slip',
  statusHint: 'The allowed path is PROCESSING → SHIPPED → DELIVERED. Use CANCELLED carefully.',
  save: 'Save',
  saving: 'Updating...',
  billingAddress: 'Billing Address',
  shippingAddress: 'Shipping Address',
  itemsHeading: 'Items',
  productFallback: 'Product',
  quantity: (quantity: number) => `x${quantity}`,
  // a cash-on-delivery order at or above the threshold (docs/decisions/034-stock-hoarding.md)
  largeCodBadge: 'Large COD',
  largeCodHint: 'Large cash-on-delivery order: confirm with the customer before shipping.',
} as const;

function titleCase(status: string) {
  return status
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The pager under a long admin list (the API pages at most 100). */
export const adminPagerMessages = {
  label: 'Pages',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

/** The Users screen: the shop's customers with their order counts and totals. */
export const usersMessages = {
  heading: 'Users',
  subtitle: 'Customers of the shop, newest first, with their orders',
  countSuffix: ' users',
  searchLabel: 'Search users',
  searchPlaceholder: 'Search by name or email...',
  loading: 'Loading users...',
  loadFailed: 'Failed to load users',
  empty: 'No users yet',
  emptySearch: 'No users matching your search',
  columns: {
    name: 'Name',
    email: 'Email',
    mobile: 'Mobile',
    joined: 'Joined',
    orders: 'Orders',
    totalSpent: 'Total spent',
    status: 'Status',
    actions: 'Actions',
  },
  active: 'Active',
  blocked: 'Blocked',
  blockedReason: (reason: string) => `Reason: ${reason}`,
  viewOrders: 'View orders',
  viewOrdersOf: (name: string) => `View orders of ${name}`,
  block: 'Block',
  unblock: 'Unblock',
  blockOf: (name: string) => `Block ${name}`,
  unblockOf: (name: string) => `Unblock ${name}`,
  blockTitle: (name: string) => `Block ${name}?`,
  blockMessage:
    'They will be signed out everywhere at once and cannot sign in or place orders until unblocked. Their orders and details stay.',
  blockReasonLabel: 'Reason (optional, seen by staff only)',
  blockConfirm: 'Block customer',
  blocking: 'Blocking...',
  unblockTitle: (name: string) => `Unblock ${name}?`,
  unblockMessage: 'They will be able to sign in and place orders again.',
  unblockConfirm: 'Unblock customer',
  unblocking: 'Unblocking...',
  cancel: 'Cancel',
  blockFailed: 'Could not change the customer. Please try again.',
} as const;

/**
 * The dashboard: seven counts as cards, each with a fixed change figure (shown as given, not
 * computed), and the same counts as a bar chart.
 */
export const dashboardMessages = {
  heading: 'Dashboard',
  loading: 'Loading dashboard data...',
  loadFailed: 'Failed to fetch stats',
  error: (message: string) => `Error: ${message}`,
  chartTitle: 'Dashboard Overview',
  datasetLabel: 'Total Count',
  chartDescription: (counts: string) => `Bar chart of the counts: ${counts}`,
} as const;

export const dashboardCards = [
  { key: 'userCount', label: 'Users', change: '+12%' },
  { key: 'orderCount', label: 'Total Orders', change: '+8%' },
  { key: 'pendingOrderCount', label: 'Pending Orders', change: '0%' },
  { key: 'completedOrderCount', label: 'Completed Orders', change: '+5%' },
  { key: 'productCount', label: 'Products', change: '+5%' },
  { key: 'categoryCount', label: 'Categories', change: '+2%' },
  { key: 'enquiryCount', label: 'Enquiries', change: '-3%' },
] as const;
