/**
 * The version of the drawing of invoices and credit notes (`invoice-pdf.ts`), stored beside each
 * issued PDF. Raise it with every change to what a document looks like: documents already stored
 * keep their bytes and the version they were drawn with (decision 038).
 */
// 1: the first invoice; 2: the unit beside the quantity, the split rates, the state codes of both
// addresses, the signatory block and the month in three letters; 3: a credit note credits the
// lines it lists, no longer the whole invoice.
export const INVOICE_TEMPLATE_VERSION = 3;
