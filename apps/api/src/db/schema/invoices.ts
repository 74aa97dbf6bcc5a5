/**
 * Tax invoices and credit notes (docs/decisions/021-gst-invoices.md). Each is a snapshot: the
 * seller, the buyer, the place of supply and every line are copied when it is issued, so a later
 * edit of a product, an address or the shop's settings never changes a document already issued.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Address } from '@shop/shared/orders/schemas';
import { orders } from './orders';

export type InvoiceKind = 'INVOICE' | 'CREDIT_NOTE';

export interface InvoiceSeller {
  legalName: string;
  address: string;
  gstin: string;
  state: string;
  stateCode: string;
}

export interface InvoiceBuyer {
  name: string;
  companyName: string;
  gstin: string;
  email: string;
  billingAddress: Address;
  shippingAddress: Address;
}

/**
 * The last number issued in each series (invoices, credit notes) and financial year. The row is
 * moved up as the issuing transaction commits (the `number_document` trigger of migration 0015):
 * a rollback gives the number back and concurrent commits queue on the row only for their commit,
 * so numbers are never shared or skipped.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind').$type<InvoiceKind>().notNull(),
    /** e.g. `26-27` for April 2026 to March 2027. */
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    /**
     * e.g. `CK/26-27/000123`; at most 16 characters. The number, the sequence, the financial
     * year and the date are set as the issuing transaction commits: the number and the sequence
     * are empty only inside it, and nothing else ever sees such a row.
     */
    number: text('number').unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence'),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The order's owner: who may download it besides the back office. */
    userId: uuid('user_id').notNull(),
    /**
     * A credit note's invoice. Each line of a credit note carries the position of the invoice
     * line it credits, so what remains to credit on a line is its quantity less the quantities
     * of the notes naming this invoice at that position.
     */
    invoiceId: uuid('invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<InvoiceSeller>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    placeOfSupplyCode: text('place_of_supply_code').notNull(),
    interState: boolean('inter_state').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    amountInWords: text('amount_in_words').notNull(),
    /**
     * The issued PDF as stored (decision 038): its SHA-256 (hex) names the stored file, and the
     * template version says which drawing of the document it is. Empty until the PDF is first
     * needed after the issuing commit (the SHIPPED e-mail, or a download of a document issued
     * before PDFs were stored); set once, never changed.
     */
    pdfSha256: text('pdf_sha256'),
    pdfTemplateVersion: integer('pdf_template_version'),
  },
  (t) => [
    // One invoice per order; any number of credit notes, each for some of its lines
    // (docs/decisions/044-several-credit-notes.md).
    uniqueIndex('invoices_order_invoice_unique')
      .on(t.orderId)
      .where(sql`${t.kind} = 'INVOICE'`),
    index('invoices_order_kind_idx').on(t.orderId, t.kind),
    index('invoices_invoice_idx').on(t.invoiceId),
    unique('invoices_series_unique').on(t.kind, t.financialYear, t.sequence),
    index('invoices_issued_idx').on(t.issuedAt),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    hsnCode: text('hsn_code').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    /** GST-inclusive, as the shop prices it. */
    unitPricePaise: integer('unit_price_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    gstRate: integer('gst_rate').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);
