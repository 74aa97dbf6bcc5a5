/** Payment texts of the payment page and the server's payment rules. Zod-free. */
import { formatRupees } from '../money';

export const MIN_RAZORPAY_AMOUNT_RUPEES = 1;
export const PAYMENT_CURRENCY = 'INR';

export const paymentMessages = {
  minimumAmount:
    'Minimum order amount is ₹1.00 for Razorpay payments. Please use Cash on Delivery for smaller amounts.',
  minimumButton: 'Minimum ₹1.00 required',
  createFailed: 'Failed to create payment',
  verifyFailed: 'Payment verification failed',
  verifyFailedToast: (message: string) => `Payment verification failed: ${message}`,
  manualConfirm:
    'Payment verification failed. Do you want to manually mark this payment as completed?',
  manualUpdated: 'Payment status updated manually!',
  manualFailed: 'Failed to update payment status manually',
  statusFailed: 'Failed to update payment status',
  failed: 'Payment failed',
  success: 'Payment successful!',
  sdkLoadFailed: 'Failed to load Razorpay SDK',
  upiAppsThroughRazorpay:
    'PhonePe and Google Pay are paid by UPI through Razorpay: choose Razorpay as the payment method',
  notSupported: 'Payment method not supported',
  codUnavailable: (maxRupees: number) =>
    `Not available for orders above ${formatRupees(maxRupees)}`,
  // server answers
  badSignature: 'The payment signature is not valid',
  wrongOrder: 'This payment does not belong to this order',
  webhookNotJson: 'The webhook body is not valid JSON',
  amountMismatch: 'The amount does not match the order total',
  notRazorpay: 'Choose Razorpay as the payment method first',
  paidAfterCancel: (rupees: number) =>
    `We received your payment, but this order has been cancelled, so it will not be shipped. A refund of ${formatRupees(rupees)} will follow to the account you paid from.`,
  paidTwice: (rupees: number) =>
    `We received your payment, but this order was already paid in cash on delivery. A refund of ${formatRupees(rupees)} will follow to the account you paid from.`,
} as const;

/** How each payment method reads on the payment, success and order pages. */
export const paymentMethodLabels = {
  COD: 'Cash on Delivery',
  RAZORPAY: 'Razorpay',
  PHONEPE: 'PhonePe',
  GOOGLE_PAY: 'Google Pay',
} as const;
/** The one-line descriptions under the methods on the payment page. */
export const paymentMethodDescriptions = {
  COD: 'Pay when you receive',
  RAZORPAY: 'Pay using Razorpay',
  PHONEPE: 'Pay using PhonePe',
  GOOGLE_PAY: 'Pay using Google Pay',
} as const;
/**
 * What each online method covers, under its description: PhonePe and Google Pay are UPI apps,
 * paid in Razorpay's checkout with UPI chosen.
 */
export const paymentMethodDetails = {
  COD: null,
  RAZORPAY: 'UPI, cards, net banking and wallets',
  PHONEPE: 'UPI, in the same secure online checkout',
  GOOGLE_PAY: 'UPI, in the same secure online checkout',
} as const;
/** The name of the UPI block the checkout opens on for a UPI app. */
export const upiBlockName = (app: string) => `Pay by UPI (${app})`;
