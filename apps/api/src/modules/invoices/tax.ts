/**
 * The arithmetic of a tax invoice, pure: carving the GST out of a GST-inclusive line, the
 * financial year and document number, and the amount in words (Indian system).
 */
import { dayMonYear, indiaClock, indianMonthRange } from '../../lib/india-time';

export interface LineTax {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * The unit quantity code of every line: the shop sells pieces (a pack of five is one piece),
 * `NOS` in GSTN's list of units.
 */
export const UNIT_QUANTITY_CODE = 'NOS';

/** `numerator / denominator` rounded half up, in integers (both positive). */
function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Splits a line's GST-inclusive total. The tax is worked out from the exact taxable value
 * (total × 100 / (100 + rate)) and rounded to the paisa; the printed taxable value is what
 * remains, so taxable + tax is the line total exactly. Inside the shop's state CGST and SGST are
 * each half the rate of that same base, rounded once, so they are always equal; the taxable
 * value absorbs the paisa the two roundings leave (it is within a paisa of the exact one).
 */
export function splitLine(totalPaise: number, ratePercent: number, interState: boolean): LineTax {
  const divisor = 100 + ratePercent;
  if (interState) {
    // round(total × rate / (100 + rate))
    const igstPaise = roundHalfUp(totalPaise * ratePercent, divisor);
    return { taxablePaise: totalPaise - igstPaise, cgstPaise: 0, sgstPaise: 0, igstPaise };
  }
  // Each half: round(total × (rate / 2) / (100 + rate)).
  const halfPaise = roundHalfUp(totalPaise * ratePercent, 2 * divisor);
  return {
    taxablePaise: totalPaise - 2 * halfPaise,
    cgstPaise: halfPaise,
    sgstPaise: halfPaise,
    igstPaise: 0,
  };
}

/** How a line's rate is printed: `CGST 9% / SGST 9%` inside the state, `IGST 18%` outside. */
export function splitRates(ratePercent: number, interState: boolean): string {
  if (interState) return `IGST ${ratePercent}%`;
  const half = `${ratePercent / 2}%`;
  return `CGST ${half} / SGST ${half}`;
}

/** The Indian financial year (April to March, India time) of a moment, e.g. `26-27`. */
export function financialYearOf(at: Date): string {
  const india = indiaClock(at);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  const yy = (n: number) => String(n % 100).padStart(2, '0');
  return `${yy(year)}-${yy(year + 1)}`;
}

export { indianMonthRange };

/** The date an invoice shows: its day in India, e.g. `15 Sep 2026`. */
export const indianDate = (at: Date) => dayMonYear(at).replaceAll('-', ' ');

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit ? `${TENS[Math.floor(n / 10)]}-${ONES[unit]}` : TENS[Math.floor(n / 10)]!;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words, grouped the Indian way: crore, lakh, thousand, hundred. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Cannot spell ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  const rest = n % 1000;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** e.g. `Rupees One Thousand Two Hundred Ninety-Nine and Fifty Paise Only`. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${numberInWords(rupees)}${paiseWords} Only`;
}
