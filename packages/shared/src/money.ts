/** Money travels as rupees with at most 2 decimals and is stored as integer paise, exact in sums. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,299.50 */
export function formatRupees(rupees: number): string {
  return rupeeFormat.format(Number.isFinite(rupees) ? rupees : 0);
}
