/**
 * The version of the drawing of invoices and credit notes (`invoice-pdf.ts`), stored beside each
 * issued PDF. Raise it with every change to what a document looks like: documents already stored
 * keep their bytes and the version they were drawn with (decision 038).
 */
export const INVOICE_TEMPLATE_VERSION = 1;
