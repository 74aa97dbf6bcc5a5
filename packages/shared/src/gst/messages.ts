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
  creditNoteNotFound: 'This order has no such credit note',
  creditNoteNoInvoice: 'This order has no tax invoice to credit: it was never shipped',
  creditNoteNothingLeft: (invoiceNumber: string) =>
    `Invoice ${invoiceNumber} is already credited in full: nothing is left to credit`,
  creditNoteNoLines: 'Choose at least one line of the invoice to credit',
  creditNoteUnknownLine: (invoiceNumber: string, position: number) =>
    `Invoice ${invoiceNumber} has no line ${position}`,
  creditNoteLineTwice: (position: number) =>
    `Line ${position} is listed twice: give each line once with the quantity to credit`,
  creditNoteQuantityInvalid: (position: number) =>
    `The quantity to credit on line ${position} must be a whole number above zero`,
  creditNoteTooMuch: (position: number, remaining: number) =>
    remaining === 0
      ? `Line ${position} is already credited in full`
      : `Only ${remaining} of line ${position} ${remaining === 1 ? 'is' : 'are'} left to credit`,
  tooManyDownloads: 'Too many document downloads. Please wait a minute and try again.',
} as const;
