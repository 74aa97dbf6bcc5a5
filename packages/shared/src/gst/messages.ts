/** GST texts: the GSTIN check, the tax fields of the product form, invoices. Zod-free. */
export const gstMessages = {
  gstinLength: 'GSTIN must be 15 characters (letters and digits)',
  gstinFormat: 'GSTIN is not in the right format, e.g. 36AABCC1234D1ZC',
  gstinStateCode: 'GSTIN starts with an unknown state code',
  gstinPan: 'The PAN inside this GSTIN (characters 3 to 12) is not valid',
  gstinCheckCharacter: 'GSTIN check character does not match: please check it for a typo',
  companyRequired: 'Company name is required when you give a GSTIN',
  /** With a GSTIN the invoice is billed to the registered address, in the GSTIN's state. */
  billingStateNotGstin: (gstinState: string) =>
    `This GSTIN is registered in ${gstinState}: the billing address must be in ${gstinState}`,
  gstinNoState:
    'This GSTIN is not registered in a state or union territory of India: it cannot be billed to an Indian address',
  hsnInvalid: 'HSN code must be 4, 6 or 8 digits',
  gstRateInvalid: 'GST rate must be 0, 5, 12, 18 or 28%',
  invoiceNotYet: 'The invoice is issued when the order is shipped',
  creditNoteNone: 'This order has no credit note: only a cancelled, invoiced order has one',
  downloadInvoice: 'Download invoice',
  downloadCreditNote: 'Download credit note',
  invoiceFailed: 'Could not download the invoice. Please try again.',
  documentsBusy: 'Many documents are being prepared right now. Please try again in a few seconds.',
  creditNoteTooLate: (invoiceNumber: string) =>
    `A credit note for invoice ${invoiceNumber} can no longer be issued: the time limit was 30 November after the end of its financial year`,
  tooManyDownloads: 'Too many document downloads. Please wait a minute and try again.',
} as const;
