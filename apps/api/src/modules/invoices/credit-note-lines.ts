/**
 * The lines of a credit note against an invoice, pure: which lines and quantities it credits and
 * their amounts (docs/decisions/044-several-credit-notes.md). A note's line carries the position
 * of the invoice line it credits.
 */
import { gstMessages } from '@shop/shared/gst/messages';
import { badRequest } from '../../lib/app-error';
import type { Credited, InvoiceLineRow, InvoiceRow, NewInvoiceLine } from './invoices.repository';
import { splitLine } from './tax';

/** An invoice line (by its position) and how many of its units to credit. */
export interface CreditNoteLine {
  position: number;
  quantity: number;
}

const nothingCredited: Credited = {
  quantity: 0,
  totalPaise: 0,
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
};

/**
 * Crediting `quantity` units of an invoice line. A part of the line is its unit price times the
 * quantity, split as the invoice splits a line (at the line's rate, the invoice's kind of
 * supply). The part that completes the line is what the line has left in each amount instead, so
 * the notes against an invoice add up to it to the paisa, however its lines were split up.
 */
function creditedLine(
  line: InvoiceLineRow,
  before: Credited,
  quantity: number,
  interState: boolean,
): NewInvoiceLine {
  const completes = before.quantity + quantity === line.quantity;
  const amounts = completes
    ? {
        totalPaise: line.totalPaise - before.totalPaise,
        taxablePaise: line.taxablePaise - before.taxablePaise,
        cgstPaise: line.cgstPaise - before.cgstPaise,
        sgstPaise: line.sgstPaise - before.sgstPaise,
        igstPaise: line.igstPaise - before.igstPaise,
      }
    : {
        totalPaise: line.unitPricePaise * quantity,
        ...splitLine(line.unitPricePaise * quantity, line.gstRate, interState),
      };
  return {
    position: line.position,
    hsnCode: line.hsnCode,
    description: line.description,
    quantity,
    unitPricePaise: line.unitPricePaise,
    gstRate: line.gstRate,
    ...amounts,
  };
}

/**
 * The lines of the next credit note against `invoice`, given what earlier notes credited per
 * position: the `wanted` lines and quantities, or without them every line's uncredited rest
 * (none when everything is credited). A wanted line that is unknown, listed twice, not a whole
 * number above zero, or more than remains is refused with a 400.
 */
export function creditNoteLines(
  invoice: Pick<InvoiceRow, 'number' | 'interState'>,
  invoiceLines: InvoiceLineRow[],
  credited: Map<number, Credited>,
  wanted?: CreditNoteLine[],
): NewInvoiceLine[] {
  const creditedOn = (line: InvoiceLineRow) => credited.get(line.position) ?? nothingCredited;
  const remainingOn = (line: InvoiceLineRow) => line.quantity - creditedOn(line).quantity;
  if (!wanted) {
    return invoiceLines
      .filter((line) => remainingOn(line) > 0)
      .map((line) => creditedLine(line, creditedOn(line), remainingOn(line), invoice.interState));
  }
  if (wanted.length === 0) throw badRequest(gstMessages.creditNoteNoLines);
  const byPosition = new Map(invoiceLines.map((line) => [line.position, line]));
  const seen = new Set<number>();
  return wanted.map(({ position, quantity }) => {
    const line = byPosition.get(position);
    if (!line) throw badRequest(gstMessages.creditNoteUnknownLine(invoice.number, position));
    if (seen.has(position)) throw badRequest(gstMessages.creditNoteLineTwice(position));
    seen.add(position);
    if (!Number.isSafeInteger(quantity) || quantity <= 0) {
      throw badRequest(gstMessages.creditNoteQuantityInvalid(position));
    }
    const remaining = remainingOn(line);
    if (quantity > remaining) throw badRequest(gstMessages.creditNoteTooMuch(position, remaining));
    return creditedLine(line, creditedOn(line), quantity, invoice.interState);
  });
}
