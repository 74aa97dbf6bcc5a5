/**
 * Stock management in the back office: adjustments with a reason, each product's history of
 * movements, the low-stock threshold and the list's stock filter and sort (docs/decisions/050).
 * The server validates with these schemas and the Adjust stock dialog checks the same fields.
 */
import { z } from 'zod';
import { productStatuses } from './product-status';
import { pagingQuerySchema, searchTextSchema } from '../http/paging';
import { MAX_STOCK } from './admin-schemas';
import { productSchema } from './schemas';

/** Reasons staff give; RETURN is also written by a return received with restock. */
export const manualStockReasons = ['RESTOCK', 'COUNT', 'DAMAGE', 'RETURN'] as const;
/** EDIT: the quantity set on the product form. */
export const stockReasons = [...manualStockReasons, 'EDIT'] as const;
export type ManualStockReason = (typeof manualStockReasons)[number];
export type StockReason = (typeof stockReasons)[number];

export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
export const MAX_STOCK_NOTE = 500;

export const stockMessages = {
  adjustStock: 'Adjust stock',
  adjustStockFor: (name: string) => `Adjust stock: ${name}`,
  reasonLabel: 'Reason',
  quantityLabel: 'Quantity',
  countLabel: 'Counted stock',
  noteLabel: 'Note',
  noteHintDamage: 'Required for damage: what happened',
  save: 'Save adjustment',
  saveFailed: 'Failed to save the adjustment',
  saving: 'Saving...',
  history: 'Stock history',
  historyFor: (name: string) => `Stock history: ${name}`,
  historyEmpty: 'No stock movements yet.',
  historyLoadFailed: 'Failed to load the stock history',
  loadMore: 'Show older',
  close: 'Close',
  currentStock: (quantity: number) => `In stock: ${quantity}`,
  lowStock: 'Low stock',
  outOfStock: 'Out of stock',
  inStock: 'In stock',
  stockFilterLabel: 'Stock',
  stockFilterAll: 'All stock levels',
  stockFilterLow: 'Low stock',
  stockFilterOut: 'Out of stock',
  sortLabel: 'Sort by',
  sortNewest: 'Newest',
  sortStockAsc: 'Stock: lowest first',
  sortStockDesc: 'Stock: highest first',
  thresholdLabel: 'Low-stock threshold',
  thresholdHint: 'Shown as low stock at or below this many units',
  reasonNames: {
    RESTOCK: 'Restock (units received)',
    COUNT: 'Count (set the counted stock)',
    DAMAGE: 'Damage (units lost)',
    RETURN: 'Return (units back on the shelf)',
    EDIT: 'Product form',
  } satisfies Record<StockReason, string>,
  // Validation and refusals.
  reasonRequired: 'Choose a reason',
  quantityRequired: 'Enter how many units, 1 or more',
  quantityInvalid: 'Quantity must be a whole number, 1 or more',
  quantityTooHigh: 'Quantity must be at most 1,000,000',
  countRequired: 'Enter the counted stock, 0 or more',
  countInvalid: 'Counted stock must be a whole number, 0 or more',
  countTooHigh: 'Counted stock must be at most 1,000,000',
  noteTooLong: `Note must be at most ${MAX_STOCK_NOTE} characters`,
  noteRequiredForDamage: 'Say what was damaged in the note',
  belowZero: (available: number) =>
    `Only ${available} in stock: an adjustment cannot take stock below zero`,
  tooHigh: 'Stock cannot go above 1,000,000',
  sameCount: 'The counted stock is the stock already recorded',
  // The daily e-mail.
  emailSubject: (count: number) =>
    `${count} ${count === 1 ? 'product is' : 'products are'} low or out of stock`,
} as const;

const m = stockMessages;

const units = z
  .number({ error: m.quantityInvalid })
  .int(m.quantityInvalid)
  .min(1, m.quantityInvalid)
  .max(MAX_STOCK, m.quantityTooHigh);
const counted = z
  .number({ error: m.countInvalid })
  .int(m.countInvalid)
  .min(0, m.countInvalid)
  .max(MAX_STOCK, m.countTooHigh);
const note = z.string().trim().max(MAX_STOCK_NOTE, m.noteTooLong).optional().default('');

/**
 * RESTOCK, RETURN and DAMAGE take a quantity (units added or removed); COUNT takes the counted
 * stock, which replaces the recorded one. DAMAGE needs a note: a loss is explained.
 */
export const stockAdjustmentSchema = z
  .object({
    reason: z.enum(manualStockReasons, { error: m.reasonRequired }),
    quantity: units.optional(),
    count: counted.optional(),
    note,
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'COUNT') {
      if (value.count === undefined) {
        ctx.addIssue({ code: 'custom', path: ['count'], message: m.countRequired });
      }
    } else if (value.quantity === undefined) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: m.quantityRequired });
    }
    if (value.reason === 'DAMAGE' && !value.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: m.noteRequiredForDamage });
    }
  });
export type StockAdjustmentInput = z.input<typeof stockAdjustmentSchema>;
export type StockAdjustment = z.output<typeof stockAdjustmentSchema>;

export const stockMovementSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  change: z.number().int(),
  reason: z.enum(stockReasons),
  note: z.string(),
  /** The staff member's username; empty for a movement the shop made itself. */
  staff: z.string(),
  stockAfter: z.number().int(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** What an adjustment answers: the movement written and the product's stock after it. */
export const stockAdjustmentAnswerSchema = z.object({
  movement: stockMovementSchema,
  quantity: z.number().int(),
  lowStockThreshold: z.number().int(),
});
export type StockAdjustmentAnswer = z.infer<typeof stockAdjustmentAnswerSchema>;

export const stockLevels = ['low', 'out'] as const;
export type StockLevel = (typeof stockLevels)[number];
export const adminProductSorts = ['newest', 'stock-asc', 'stock-desc'] as const;
export type AdminProductSort = (typeof adminProductSorts)[number];

/**
 * The back office's product list: every status unless one is asked for, a search by name, SKU or
 * manufacturer part number, a stock level (low, out), a sort, paging.
 */
export const adminProductListQuerySchema = pagingQuerySchema.extend({
  q: searchTextSchema.optional(),
  status: z.enum(productStatuses).optional(),
  stock: z.enum(stockLevels).optional(),
  sort: z.enum(adminProductSorts).optional(),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

/** OUT at zero; LOW from 1 up to the threshold; else IN. */
export const stockStatuses = ['IN', 'LOW', 'OUT'] as const;
export type StockStatus = (typeof stockStatuses)[number];
export function stockStatusOf(quantity: number, threshold: number): StockStatus {
  if (quantity <= 0) return 'OUT';
  return quantity <= threshold ? 'LOW' : 'IN';
}

/** A product as the back office lists it: the storefront's answer plus its stock level. */
export const adminProductSchema = productSchema.extend({
  lowStockThreshold: z.number().int(),
  stockStatus: z.enum(stockStatuses),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const stockHistoryQuerySchema = pagingQuerySchema;
