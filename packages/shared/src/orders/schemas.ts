/** The orders contract: the create payload, the order answer, status changes. */
import { z } from 'zod';
import { gstMessages } from '../gst/messages';
import { gstinBillingStateProblem, optionalGstinSchema } from '../gst/schemas';
import {
  checkPinInState,
  indianStateSchema,
  postalAddressFields,
  storedPostalAddressFields,
} from '../addresses/schemas';
import { pagingQuerySchema, searchTextSchema } from '../http/paging';
import {
  AWB_MAX_LENGTH,
  AWB_MIN_LENGTH,
  AWB_PATTERN,
  courierMessages as cm,
  couriers,
  TRACKING_LOCATION_MAX_LENGTH,
  TRACKING_STATUS_MAX_LENGTH,
} from './couriers';
import { orderMessages as m } from './messages';
import {
  ORDER_NOTE_MAX_LENGTH,
  STATUS_REASON_MAX_LENGTH,
  orderStatuses,
  paymentMethods,
  paymentStatuses,
} from './status';

const optionalText = (max = 500) => z.string().trim().max(max).optional().default('');

export { indianStateSchema };

/**
 * An order's billing or shipping address: the address book's fields with an e-mail. The phone is
 * a mobile (as typed or pasted), the street an address, and the PIN one of the state's.
 */
export const addressFieldsSchema = z.object({
  ...postalAddressFields,
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address')),
});
export const addressSchema = addressFieldsSchema.superRefine(checkPinInState);
export type Address = z.infer<typeof addressSchema>;
/** An address as stored and answered: orders placed before states were checked keep theirs. */
export const storedAddressSchema = z.object({ ...storedPostalAddressFields, email: z.string() });
export type AddressInput = z.input<typeof addressSchema>;

export const orderItemInputSchema = z.object({
  product: z.string({ error: 'Product is required' }).trim().min(1).max(100),
  quantity: z
    .number({ error: 'Quantity must be a whole number of at least 1' })
    .int('Quantity must be a whole number of at least 1')
    .min(1, 'Quantity must be a whole number of at least 1')
    .max(10_000),
  /** What the shopper saw; the server prices every item itself and compares. */
  price: z.number().nonnegative().optional(),
  name: z.string().max(300).optional(),
});

/**
 * The order create payload. A GSTIN makes it a business purchase: the
 * tax invoice names the company, so the company name is required with it.
 */
export const createOrderSchema = z
  .object({
    orderItems: z.array(orderItemInputSchema, { error: m.cartEmpty }).min(1, m.cartEmpty).max(100),
    billingAddress: addressSchema,
    shippingAddress: addressSchema,
    gstNumber: optionalGstinSchema,
    companyName: optionalText(200),
    orderNotes: optionalText(1000),
    /** The checkout's newsletter box: the billing e-mail joins the newsletter with the order. */
    subscribe: z.boolean().optional(),
    /** The total the shopper saw, in rupees: a different server total answers 409. */
    totalAmount: z.number({ error: m.pricesChanged }).nonnegative(),
    paymentStatus: z.literal('PENDING').optional(),
    orderStatus: z.literal('PENDING').optional(),
  })
  .superRefine((order, ctx) => {
    if (order.gstNumber && !order.companyName) {
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: gstMessages.companyRequired });
    }
    const billingProblem =
      order.gstNumber && gstinBillingStateProblem(order.gstNumber, order.billingAddress.state);
    if (billingProblem) {
      ctx.addIssue({ code: 'custom', path: ['billingAddress', 'state'], message: billingProblem });
    }
  });
export type CreateOrderInput = z.input<typeof createOrderSchema>;
/** The payload once validated (defaults filled in). */
export type CreateOrderBody = z.output<typeof createOrderSchema>;

export const trackingEntrySchema = z.object({
  status: z.string(),
  location: z.string(),
  date: z.string(),
});

/**
 * A tracking entry as staff read it: who made the change and why, when recorded
 * (docs/decisions/049-order-page-who-and-why.md). Customers' answers never carry these.
 */
export const adminTrackingEntrySchema = trackingEntrySchema.extend({
  actor: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AdminTrackingEntry = z.infer<typeof adminTrackingEntrySchema>;

/** Why a status changes: optional, trimmed; required of staff for a cancel (the server checks). */
export const statusReasonSchema = z
  .string()
  .trim()
  .max(STATUS_REASON_MAX_LENGTH, m.reasonTooLong(STATUS_REASON_MAX_LENGTH));

export const courierSchema = z.enum(couriers, { error: cm.courierRequired });

/**
 * The courier's AWB number, as staff type or paste it: trimmed and upper-cased, then letters and
 * digits only, one message at a time so the field says the one thing to fix.
 */
export const awbSchema = z
  .string({ error: cm.awbRequired })
  .trim()
  .toUpperCase()
  .superRefine((awb, ctx) => {
    const problem = !awb
      ? cm.awbRequired
      : !AWB_PATTERN.test(awb)
        ? cm.awbCharacters
        : awb.length < AWB_MIN_LENGTH || awb.length > AWB_MAX_LENGTH
          ? cm.awbLength
          : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** What the move to SHIPPED takes from staff: who carries the parcel, and its AWB number. */
export const shipmentSchema = z.object({ courier: courierSchema, trackingNumber: awbSchema });
export type Shipment = z.infer<typeof shipmentSchema>;

export const orderItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  /** The list price when a promotion discounted the line (`price` is what was paid). */
  listPrice: z.number().nullable().optional(),
  product: z.object({ _id: z.string(), name: z.string(), imageUrls: z.array(z.string()) }),
});

export const orderSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentMethod: z.enum(paymentMethods),
  totalAmount: z.number(),
  orderItems: z.array(orderItemSchema),
  billingAddress: storedAddressSchema,
  shippingAddress: storedAddressSchema,
  gstNumber: z.string(),
  companyName: z.string(),
  orderNotes: z.string(),
  tracking: z.array(trackingEntrySchema),
  /** The AWB number the courier gave the parcel, from the move to SHIPPED. */
  trackingNumber: z.string().nullable(),
  courier: z.enum(couriers).nullable(),
  /** The courier's public tracking page for the AWB, when it has one. */
  trackingUrl: z.string().nullable(),
  user: z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * An order as the back office reads it: `largeCod` flags a cash-on-delivery order whose total is
 * at or above the shop's threshold, for staff to confirm before they ship it.
 */
export const adminOrderSchema = orderSchema.extend({
  largeCod: z.boolean(),
  tracking: z.array(adminTrackingEntrySchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** An order as a back-office list of something else names it (refunds owed): no lines, no addresses. */
export const adminOrderSummarySchema = z.object({
  _id: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentMethod: z.enum(paymentMethods),
  totalAmount: z.number().describe('Rupees'),
  createdAt: z.string(),
  customer: z.object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
  }),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

/**
 * PATCH /api/orders/{id}/status. A customer sends one of three bodies: the COD choice
 * {paymentMethod: 'COD', paymentStatus: 'PENDING', status: 'PROCESSING'}, the card choice
 * {paymentMethod: 'RAZORPAY'}, or the manual completion {paymentStatus: 'COMPLETED', status:
 * 'PROCESSING'}. An administrator sends {status}, and with SHIPPED the courier and its AWB
 * number, both required then (the server checks them with `shipmentSchema`).
 */
export const updateOrderStatusSchema = z
  .object({
    paymentMethod: z.enum(paymentMethods).optional(),
    paymentStatus: z.enum(paymentStatuses).optional(),
    status: z.enum(orderStatuses).optional(),
    courier: courierSchema.optional(),
    trackingNumber: awbSchema.optional(),
    /** Why: staff must give one to cancel; a customer may. */
    reason: statusReasonSchema.optional(),
  })
  .refine((v) => v.paymentMethod || v.paymentStatus || v.status, {
    message: 'Nothing to change',
  });
export type UpdateOrderStatusInput = z.infer<typeof updateOrderStatusSchema>;

/** How far a tracking update's date may run ahead of the server's clock (clocks drift). */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * POST /api/orders/admin/{id}/tracking: staff add what the courier reports of a shipped parcel.
 * The status is the courier's own words, not an order status: the order moves only through the
 * status change.
 */
export const trackingUpdateSchema = z.object({
  status: z
    .string({ error: cm.trackingStatusRequired })
    .trim()
    .min(1, cm.trackingStatusRequired)
    .max(TRACKING_STATUS_MAX_LENGTH, cm.trackingStatusTooLong)
    .superRefine((label, ctx) => {
      const asStatus = label.toUpperCase().replaceAll(' ', '_');
      if ((orderStatuses as readonly string[]).includes(asStatus)) {
        ctx.addIssue({ code: 'custom', message: cm.trackingStatusIsOrderStatus(asStatus) });
      }
    }),
  location: z
    .string({ error: cm.trackingLocationRequired })
    .trim()
    .min(1, cm.trackingLocationRequired)
    .max(TRACKING_LOCATION_MAX_LENGTH, cm.trackingLocationTooLong),
  date: z.iso
    .datetime({ offset: true, error: cm.trackingDateRequired })
    // Not `<=`: a date the format check refused (NaN) has one message, not two.
    .refine((date) => !(Date.parse(date) > Date.now() + CLOCK_SKEW_MS), cm.trackingDateInFuture),
});
export type TrackingUpdateInput = z.input<typeof trackingUpdateSchema>;

export const cancelOrderSchema = z
  .object({ status: z.literal('CANCELLED').optional(), reason: statusReasonSchema.optional() })
  .optional();

/** POST /api/orders/admin/{id}/notes: an internal note, for staff only. */
export const createOrderNoteSchema = z.object({
  text: z
    .string({ error: m.noteRequired })
    .trim()
    .min(1, m.noteRequired)
    .max(ORDER_NOTE_MAX_LENGTH, m.noteTooLong(ORDER_NOTE_MAX_LENGTH)),
});
export type CreateOrderNoteInput = z.input<typeof createOrderNoteSchema>;

export const orderNoteSchema = z.object({
  _id: z.string(),
  text: z.string(),
  /** The staff member's username. */
  author: z.string(),
  createdAt: z.string(),
});
export type OrderNote = z.infer<typeof orderNoteSchema>;

/**
 * One e-mail an order's change owed (the customer's or the shop's), as the back office shows it:
 * sent, waiting for its next try, or given up after the last one (and then sent again on request).
 */
export const orderMailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['pending', 'done', 'failed']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When a waiting e-mail is tried next. */
  nextTryAt: z.string().nullable(),
});
export type OrderMail = z.infer<typeof orderMailSchema>;

export const orderEmailSchema = z.object({
  orderId: z.string().min(1).max(100),
  status: z.string().max(30).optional(),
});

/**
 * The orders desk's list of one status: an optional payment status, a search (order id, the
 * customer's name or e-mail) and a page.
 */
export const adminOrderListQuerySchema = pagingQuerySchema.extend({
  paymentStatus: z.enum(paymentStatuses).optional(),
  q: searchTextSchema,
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;
