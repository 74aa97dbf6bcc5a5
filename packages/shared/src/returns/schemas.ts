/**
 * Returns: a customer sends back some units of a delivered order within the return window, with
 * a reason and photos; staff approve or decline, receive the parcel (optionally putting the units
 * back on the shelf), and the money goes back. Amounts in rupees on the wire.
 */
import { z } from 'zod';
import { pagingQuerySchema } from '../http/paging';
import { refundMethods } from '../payments/refunds';
import { returnMessages as m } from './messages';

export const returnReasons = ['DAMAGED', 'WRONG_ITEM', 'NOT_AS_DESCRIBED', 'CHANGED_MIND'] as const;
export type ReturnReason = (typeof returnReasons)[number];

export const returnStatuses = [
  'REQUESTED',
  'APPROVED',
  'REJECTED',
  'RECEIVED',
  'REFUNDED',
] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/** The moves staff make; REFUNDED also follows by itself when a provider's refund settles. */
export const returnMoves: Record<ReturnStatus, readonly ReturnStatus[]> = {
  REQUESTED: ['APPROVED', 'REJECTED'],
  APPROVED: ['RECEIVED'],
  RECEIVED: ['REFUNDED'],
  REJECTED: [],
  REFUNDED: [],
};

/** Returns staff still have work on: the back office's "waiting" list. */
export const openReturnStatuses: readonly ReturnStatus[] = ['REQUESTED', 'APPROVED', 'RECEIVED'];

/** A return's short number, as the shop and the customer say it (R-1A2B3C). */
export const returnNumber = (id: string) => `R-${id.slice(-6).toUpperCase()}`;

export const MAX_RETURN_IMAGES = 3;
export const MAX_RETURN_DETAILS_LENGTH = 1000;
export const MAX_RETURN_NOTE_LENGTH = 500;
/** The days after delivery a return may be asked for, unless the shop sets its own. */
export const DEFAULT_RETURN_WINDOW_DAYS = 7;

/** One line of a return: a product of the order and how many of its units go back. */
export const returnItemInputSchema = z.object({
  product: z.string({ error: m.productRequired }).trim().min(1, m.productRequired).max(100),
  quantity: z
    .number({ error: m.quantityInvalid })
    .int(m.quantityInvalid)
    .min(1, m.quantityInvalid)
    .max(10_000, m.quantityInvalid),
});

export const returnItemsSchema = z
  .array(returnItemInputSchema, { error: m.itemsRequired })
  .min(1, m.itemsRequired)
  .max(100, m.itemsRequired)
  .refine((items) => new Set(items.map((item) => item.product)).size === items.length, {
    message: m.itemTwice,
  });
export type ReturnItemInput = z.infer<typeof returnItemInputSchema>;

/** The form's fields as the customer fills them (the items as a list). */
export const returnRequestSchema = z.object({
  items: returnItemsSchema,
  reason: z.enum(returnReasons, { error: m.reasonRequired }),
  details: z
    .string()
    .trim()
    .max(MAX_RETURN_DETAILS_LENGTH, m.detailsTooLong)
    .optional()
    .default(''),
});
export type ReturnRequestInput = z.input<typeof returnRequestSchema>;
export type ReturnRequest = z.output<typeof returnRequestSchema>;

/**
 * POST /api/orders/{id}/returns is a multipart form (beside up to 3 image parts): `items` is the
 * list as JSON text.
 */
export const returnRequestFieldsSchema = returnRequestSchema.extend({
  items: z
    .string({ error: m.itemsRequired })
    .max(20_000, m.itemsRequired)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: m.itemsRequired });
        return z.NEVER;
      }
    })
    .pipe(returnItemsSchema)
    .describe('JSON text: [{"product": "<product id>", "quantity": 1}]'),
});

export const returnLineSchema = z.object({
  /** The product's id, or null when the product has left the catalogue since. */
  product: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  price: z.number().describe('Rupees a unit, as the order was charged'),
});
export type ReturnLine = z.infer<typeof returnLineSchema>;

export const orderReturnSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  status: z.enum(returnStatuses),
  reason: z.enum(returnReasons),
  details: z.string(),
  images: z.array(z.string()),
  items: z.array(returnLineSchema),
  /** What the returned units were charged, tax included, in rupees. */
  amount: z.number(),
  /** Staff's word to the customer with their last decision. */
  note: z.string().nullable(),
  /** Whether the units went back on the shelf when received. */
  restocked: z.boolean(),
  /** The credit note issued when the units were received. */
  creditNote: z.object({ _id: z.string(), number: z.string() }).nullable(),
  /** The refund made for it, once there is one. */
  refundId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/** What of a delivered order may still be returned, and until when. */
export const returnableSchema = z.object({
  /** The end of the return window; null when the order is not delivered. */
  until: z.string().nullable(),
  /** Whether a return may be asked for now. */
  open: z.boolean(),
  items: z.array(
    z.object({
      product: z.string(),
      name: z.string(),
      /** Units delivered and not yet in a return (a declined one gives them back). */
      quantity: z.number().int(),
      price: z.number(),
    }),
  ),
});
export type Returnable = z.infer<typeof returnableSchema>;

/** A return as the back office lists it: with the customer and the order's payment. */
export const adminReturnSchema = orderReturnSchema.extend({
  customer: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  order: z.object({
    _id: z.string(),
    paymentMethod: z.string(),
    paymentStatus: z.string(),
    total: z.number(),
  }),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;

export const adminReturnListQuerySchema = pagingQuerySchema.extend({
  status: z.enum(returnStatuses).optional(),
  /** Only the returns staff still have work on (REQUESTED, APPROVED, RECEIVED). */
  open: z.stringbool().optional(),
});
export type AdminReturnListQuery = z.infer<typeof adminReturnListQuerySchema>;

/**
 * PATCH /api/admin/returns/{id}: a move of the return. Declining needs a note for the customer;
 * `restock` goes with RECEIVED. REFUNDED records money staff returned by hand (a cash order, or
 * an online refund that failed): its method and, for UPI or a bank transfer, its reference. A
 * return of an order paid online is refunded through the provider when it is received, and
 * becomes REFUNDED by itself when that refund is processed.
 */
export const returnUpdateSchema = z
  .object({
    status: z.enum(['APPROVED', 'REJECTED', 'RECEIVED', 'REFUNDED'], { error: m.moveRequired }),
    note: z.string().trim().max(MAX_RETURN_NOTE_LENGTH, m.noteTooLong).optional(),
    restock: z.boolean().optional(),
    method: z.enum(refundMethods.filter((method) => method !== 'RAZORPAY')).optional(),
    reference: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{6,40}$/, m.referenceInvalid)
      .optional(),
  })
  .superRefine((update, ctx) => {
    if (update.status === 'REJECTED' && !update.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: m.noteRequired });
    }
    if (update.restock !== undefined && update.status !== 'RECEIVED') {
      ctx.addIssue({ code: 'custom', path: ['restock'], message: m.restockOnlyOnReceipt });
    }
    if ((update.method || update.reference) && update.status !== 'REFUNDED') {
      ctx.addIssue({ code: 'custom', path: ['method'], message: m.refundOnlyWhenRefunding });
    }
    if (update.status === 'REFUNDED' && !update.method) {
      ctx.addIssue({ code: 'custom', path: ['method'], message: m.methodRequired });
    }
    if (
      update.status === 'REFUNDED' &&
      (update.method === 'UPI' || update.method === 'BANK_TRANSFER') &&
      !update.reference
    ) {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: m.referenceRequired });
    }
  });
export type ReturnUpdateInput = z.input<typeof returnUpdateSchema>;
export type ReturnUpdate = z.output<typeof returnUpdateSchema>;
