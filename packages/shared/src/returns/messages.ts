/** Return texts, free of zod so every page can import them cheaply. */
import { catalogMessages } from '../catalog/messages';
import { formatRupees } from '../money';
import type { ReturnReason, ReturnStatus } from './schemas';

export const returnReasonLabels: Record<ReturnReason, string> = {
  DAMAGED: 'Damaged or dead on arrival',
  WRONG_ITEM: 'Wrong item sent',
  NOT_AS_DESCRIBED: 'Not as described',
  CHANGED_MIND: 'Changed my mind',
};

export const returnStatusLabels: Record<ReturnStatus, string> = {
  REQUESTED: 'Return requested',
  APPROVED: 'Return approved: send the items back',
  REJECTED: 'Return declined',
  RECEIVED: 'Items received: refund on its way',
  REFUNDED: 'Refunded',
};

/** The back office's shorter names for the same states. */
export const returnStatusNames: Record<ReturnStatus, string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  REJECTED: 'Declined',
  RECEIVED: 'Received',
  REFUNDED: 'Refunded',
};

export const returnMessages = {
  // My Orders
  requestButton: 'Return items',
  dialogTitle: 'Return items',
  dialogIntro: (until: string) =>
    `Choose what you are sending back and why. Returns are accepted until ${until}.`,
  quantityLabel: (name: string) => `Units of ${name} to return`,
  reasonLabel: 'Reason',
  detailsLabel: 'What went wrong (optional)',
  photosLabel: 'Photos (up to 3)',
  submit: 'Request return',
  submitting: 'Sending…',
  cancel: 'Cancel',
  requested: 'Return requested. We will reply by e-mail.',
  failed: 'Failed to request the return',
  heading: 'Returns',
  loadFailed: 'Failed to load returns',
  windowClosed: (until: string) => `Returns for this order closed on ${until}`,
  creditNote: (number: string) => `Credit note ${number}`,
  staffNote: 'From the shop',
  // server answers
  productRequired: 'Choose the product you are returning',
  quantityInvalid: 'Quantity must be a whole number of at least 1',
  itemsRequired: 'Choose at least one item to return',
  itemTwice: 'List each product once',
  reasonRequired: 'Choose why you are returning the items',
  detailsTooLong: `Details must be at most 1000 characters`,
  tooManyImages: 'You can attach up to 3 photos',
  imageTooLarge: catalogMessages.imageTooLarge,
  notAnImage: catalogMessages.notAnImage,
  imageUnreadable: catalogMessages.imageUnreadable,
  imageTooManyPixels: catalogMessages.imageTooManyPixels,
  notDelivered: 'Items can be returned once the order has been delivered',
  windowOver: (days: number) =>
    `Returns are accepted within ${days} days of delivery, and that time has passed for this order`,
  notInOrder: 'This product is not part of the order',
  tooMany: (name: string, left: number) =>
    left > 0
      ? `At most ${left} of ${name} can be returned`
      : `${name} is already in a return of this order`,
  tooManyRequests:
    'You are sending return requests too quickly. Please wait a few minutes and try again.',
  tooManyReturns: 'This order has had as many return requests as it can. Please contact us.',
  returnNotFound: 'Return not found',
  // the back office
  adminHeading: 'Returns',
  dashboardCard: 'Returns waiting',
  dashboardLink: 'Work through the returns',
  adminSubtitle: 'Return requests from customers, oldest waiting first.',
  filterLabel: 'Show',
  filterOpen: 'Waiting for us',
  filterAll: 'All returns',
  adminEmpty: 'No returns here',
  adminLoadFailed: 'Failed to load returns',
  approve: 'Approve',
  reject: 'Decline',
  receive: 'Mark received',
  recordRefund: 'Record refund',
  noteLabel: 'Note to the customer',
  restockLabel: 'Put the units back in stock',
  refundMethodLabel: 'Refunded by',
  referenceLabel: 'UPI or bank reference (UTR)',
  saved: 'Return updated',
  saveFailed: 'Failed to update the return',
  moveRequired: 'Choose what to do with the return',
  noteRequired: 'Say why the return is declined',
  noteTooLong: 'A note must be at most 500 characters',
  restockOnlyOnReceipt: 'Stock is put back only when the items are received',
  refundOnlyWhenRefunding: 'A refund method goes only with recording a refund',
  methodRequired: 'Choose how the money was returned: UPI, bank transfer or cash',
  referenceRequired: 'Enter the UPI or bank reference (UTR) of the refund you made',
  referenceInvalid: 'A reference is 6 to 40 letters, digits or hyphens',
  badMove: (from: string, to: string) => `A return that is ${from} cannot be moved to ${to}`,
  refundThroughProvider:
    'This order was paid online: its refund goes through Razorpay when the items are received',
  refundStillPending: 'The refund through Razorpay is still in progress',
  value: (rupees: number) => `Value ${formatRupees(rupees)}`,
  // e-mails and automatic refunds
  refundReason: (returnNumber: string) => `Return ${returnNumber}`,
  // the pages' further words
  itemsLegend: 'Items to send back',
  reasonPlaceholder: 'Choose a reason',
  photosHint: 'Optional: photos of the item and its box help us decide quickly.',
  photosChosen: (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'} chosen`,
  photoAlt: (index: number) => `Customer photo ${index} of the return`,
  requestedOn: (date: string) => `Asked for on ${date}`,
  line: (quantity: number, name: string) => `${quantity} × ${name}`,
  loading: 'Loading returns…',
  adminCountSuffix: ' returns',
  adminCustomer: 'Customer',
  adminReason: 'Reason',
  adminDetails: 'Details',
  adminLines: 'Items',
  adminPhotos: 'Photos',
  adminPayment: (method: string) => (method === 'COD' ? 'Cash on delivery' : 'Paid online'),
  adminOrderNone: 'No returns on this order',
  adminOrderOpenScreen: 'Open the Returns screen',
  restocked: 'Units put back in stock',
  methodPlaceholder: 'Choose a method',
} as const;
