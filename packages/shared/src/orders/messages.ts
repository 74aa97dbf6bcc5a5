/** Order texts of checkout, My Orders, the back office and the server's rules. Zod-free. */
import { indianStates } from '../gst/states';
import { formatRupees } from '../money';
import { BUSINESS_ENQUIRY_PATH, describeMinutes } from './status';

export const orderMessages = {
  // checkout
  loginToContinue: 'Please login to continue',
  checkoutEmptyTitle: 'Your Cart is Empty',
  checkoutEmptyText: 'Add the components you need to your cart, then come back to check out.',
  checkoutEmptyAction: 'Browse the shop',
  cartEmpty: 'Your cart is empty',
  missingFields: (fields: string[]) => `Please fill in all required fields: ${fields.join(', ')}`,
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  shippingPhoneInvalid: 'Please enter a valid 10-digit shipping phone number',
  pinInvalid: 'Please enter a valid 6-digit PIN code',
  stateUnknown: 'Please choose a state or union territory of India',
  created: 'Order created successfully!',
  createFailed: 'Failed to create order',
  somethingWrong: 'Something went wrong. Please try again.',
  statusUpdateFailed: 'Failed to update order status',
  methodUpdateFailed: 'Failed to update payment method',
  codSuccess:
    'Order placed successfully! You will pay on delivery. A confirmation email has been sent to your email address.',
  // server rules (docs/decisions/006-orders-and-payments.md)
  pricesChanged: 'Prices have changed, please review your cart',
  tooLarge: 'This order is too large to place online. Please call us and we will arrange it.',
  notFound: 'Order not found',
  productUnavailable: (name: string) => `${name} is no longer available`,
  outOfStock: (name: string) => `${name} is out of stock`,
  onlyAvailable: (n: number, name: string) => `Only ${n} available for ${name}`,
  badTransition: (from: string, to: string) => `Cannot change order status from ${from} to ${to}`,
  paymentNotConfirmed: 'We could not confirm this payment with Razorpay',
  alreadyPaid: 'This order is already paid',
  methodLocked: 'The payment method can only be chosen while the order is awaiting payment',
  // limits that keep the shelves open to everyone (docs/decisions/034-stock-hoarding.md)
  tooManyUnits: (max: number, name: string) =>
    `For more than ${max} units of ${name}, send us a business enquiry (${BUSINESS_ENQUIRY_PATH}) and we will quote for it.`,
  tooMuchHeld: (maxRupees: number) =>
    `Your orders awaiting payment or delivery may hold up to ${formatRupees(maxRupees)} of stock together. Pay for or cancel one of them first, or send us a business enquiry (${BUSINESS_ENQUIRY_PATH}) for a larger purchase.`,
  tooManyOpenOrders: (max: number) =>
    `You already have ${max} orders awaiting payment or delivery. Pay for or cancel one of them before placing another.`,
  tooManyPlacements:
    'You have placed many orders in a short time. Please wait a while before placing another.',
  codTooLarge: (maxRupees: number) =>
    `Cash on delivery is available for orders up to ${formatRupees(maxRupees)}. Please pay for this order online.`,
  paymentWindow: (minutes: number) =>
    `Please complete the payment within ${describeMinutes(minutes)}: an order left unpaid after that is cancelled and its items go back on sale.`,
  // My Orders
  loadFailed: 'Failed to load orders',
  cancelConfirm: 'Are you sure you want to cancel this order? This action cannot be undone.',
  cancelled: 'Order cancelled successfully.',
  cancelFailed: 'Failed to cancel order. Try again.',
  markCompleteConfirm: 'Mark this Razorpay payment as completed?',
  paymentStatusUpdated: 'Payment status updated!',
  statusFailed: 'Failed to update status',
  trackingRefreshed: 'Tracking data refreshed',
  liveCancelled: 'Your order has been cancelled.',
  liveDelivered: 'Your order was delivered. You can now provide feedback.',
  // admin
  mailNotFound: 'This order has no such e-mail',
  mailNotFailed: 'Only an e-mail that could not be sent can be sent again',
  mailResent: 'The e-mail will be sent again now',
  adminStatusUpdated: (status: string) => `Order status updated to ${status}.`,
  adminStatusFailed: 'Failed to update order status. Try again.',
  adminLoadFailed: 'Failed to load order',
  cancelReasonRequired: 'Please give a reason for cancelling this order',
  reasonTooLong: (max: number) => `The reason may be at most ${max} characters`,
  noteRequired: 'Please write the note',
  noteTooLong: (max: number) => `A note may be at most ${max} characters`,
  noteAdded: 'Note added.',
  noteFailed: 'Failed to add the note. Try again.',
  notesLoadFailed: 'Could not load the internal notes',
  emailSent: 'Order confirmation email sent!',
  emailFailed: 'Failed to send confirmation email',
} as const;

/** Every state and union territory, by name: both the billing and the shipping state lists. */
export const indianStatesAndTerritories: readonly string[] = indianStates
  .map((state) => state.name)
  .sort((a, b) => a.localeCompare(b, 'en'));
export const DEFAULT_COUNTRY = 'India';
