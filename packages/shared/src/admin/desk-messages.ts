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
  /** An order nobody paid for and where no cash on delivery was chosen. */
  paymentAwaiting: 'Payment: Awaiting payment',
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
  // who bought it (docs/decisions/049-order-page-who-and-why.md)
  phone: 'Phone',
  call: (phone: string) => `Call ${phone}`,
  customerOrders: 'All orders of this customer',
  gstin: 'GSTIN',
  company: 'Company',
  customerNotes: "Customer's order notes",
  // the status control: only the moves the rules allow from where the order is
  currentStatus: (status: string) => `${status} (current)`,
  finalStatus: (status: string) => `This order is ${status}: its status does not change any more.`,
  moveReasonLabel: 'Reason for this change (optional)',
  cancelTitle: (number: string) => `Cancel order #${number}?`,
  cancelMessage:
    'The customer is e-mailed that the order is cancelled, with your reason. Its stock goes back on sale and a paid order is owed a refund. This cannot be undone.',
  cancelReasonLabel: 'Reason for cancelling',
  cancelConfirm: 'Cancel order',
  cancelKeep: 'Keep order',
} as const;

/** Staff's internal notes on an order: never shown to the customer. */
export const orderNotesMessages = {
  heading: 'Internal notes',
  intro: 'For staff only: the customer never sees these.',
  loading: 'Loading notes...',
  empty: 'No notes yet.',
  noteLabel: 'New note',
  add: 'Add note',
  adding: 'Adding...',
  by: (author: string) => `by ${author}`,
} as const;

/** The order page's list of the e-mails its changes sent (docs/decisions/067-outbox.md). */
export const orderEmailsMessages = {
  heading: 'E-mails',
  intro:
    "What this order's changes e-mailed the customer and the shop. One that could not be sent is tried again by itself; after its last try it can be sent again from here.",
  loading: 'Loading e-mails...',
  loadFailed: 'Failed to load the e-mails',
  empty: 'No e-mails yet.',
  to: (address: string) => `To ${address}`,
  sent: 'Sent',
  waiting: (tries: number) =>
    tries === 0
      ? 'Waiting to be sent'
      : `Waiting: ${tries} ${tries === 1 ? 'try' : 'tries'} failed, next try`,
  failed: (tries: number) => `Not sent after ${tries} ${tries === 1 ? 'try' : 'tries'}`,
  lastError: 'Last error:',
  resend: 'Send again',
  resending: 'Sending...',
  resendLabel: (subject: string) => `Send again: ${subject}`,
} as const;

/** The E-mails not sent screen (/admin/emails) and its dashboard card. */
export const failedMailsMessages = {
  heading: 'E-mails not sent',
  countSuffix: ' e-mails not sent',
  intro:
    'E-mails the shop tried to send until their last try and could not: the mail server refused or did not answer. Send one again once the cause is fixed; it is tried again from its first try.',
  loading: 'Loading e-mails...',
  loadFailed: 'Failed to load the e-mails',
  empty: 'Every e-mail was sent.',
  written: 'Written',
  openOrder: (number: string) => `Order #${number}`,
  dashboardCard: 'E-mails not sent',
  dashboardLink: 'See the e-mails',
  resent: 'The e-mail is on its way again.',
  mailNotFound: 'E-mail not found',
  mailNotFailed: 'Only an e-mail that could not be sent can be sent again.',
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
 * The dashboard (docs/decisions/052): the sales of today, 7 and 30 days, the seven counts as
 * cards (a trend only where one is computed), the work waiting, and the sales per day.
 */
export const dashboardMessages = {
  heading: 'Dashboard',
  loading: 'Loading dashboard data...',
  loadFailed: 'Failed to fetch stats',
  error: (message: string) => `Error: ${message}`,
  chartTitle: 'Dashboard Overview',
  chartSubtitle: 'Sales per day, last 30 days (India time)',
  datasetLabel: 'Sales (₹)',
  chartDescription: (total: string, best: string) =>
    `Bar chart of sales per day over the last 30 days: ${total} in all${best}. The table below lists each day.`,
  chartBestDay: (day: string, amount: string) => `, the best day ${day} with ${amount}`,
  chartTableSummary: 'Sales per day as a table',
  chartColumns: { date: 'Date', orders: 'Orders', sales: 'Sales' },
  salesHeading: 'Sales',
  salesHint:
    'Orders confirmed (cash on delivery chosen, or paid), not cancelled nor refunded in full, by the day they were placed.',
  periods: { today: 'Today', last7Days: 'Last 7 days', last30Days: 'Last 30 days' },
  comparedWith: {
    today: 'yesterday at this time',
    last7Days: 'the 7 days before',
    last30Days: 'the 30 days before',
  },
  figures: { sales: 'Sales', gst: 'GST collected', averageOrderValue: 'Average order value' },
  ordersInPeriod: (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`,
  /** New in the last 30 days against the 30 before. */
  countComparedWith: 'the 30 days before',
  trend: (percent: number, comparedWith: string) =>
    `${percent > 0 ? '+' : ''}${percent}% vs ${comparedWith}`,
  workHeading: 'Work waiting',
  ordersToShip: 'Orders to ship',
  ordersToShipLink: 'Open the orders to ship',
  awaitingPayment: 'Awaiting payment',
  awaitingPaymentLink: 'See the checkouts awaiting payment',
  lowStock: 'Low stock',
  lowStockLink: 'See the products running low',
  lowStockHint: 'At or below their low-stock threshold, out of stock included.',
  awaitingPaymentHint:
    'Checkouts nobody paid for nor chose cash on delivery: not counted as orders to ship.',
} as const;

/** The shop's seven counts, with their titles as the first dashboard had them; the trend is sent for the first three keys only. */
export const dashboardCards = [
  { key: 'userCount', label: 'Users' },
  { key: 'orderCount', label: 'Total Orders' },
  { key: 'pendingOrderCount', label: 'Pending Orders' },
  { key: 'completedOrderCount', label: 'Completed Orders' },
  { key: 'productCount', label: 'Products' },
  { key: 'categoryCount', label: 'Categories' },
  { key: 'enquiryCount', label: 'Enquiries' },
] as const;

/** What an order or payment badge means, said in words beside its colour. */
export const badgeMeanings = {
  owed: 'money owed',
  toShip: 'to ship',
  underway: 'under way',
  done: 'done',
  cancelled: 'cancelled',
} as const;
