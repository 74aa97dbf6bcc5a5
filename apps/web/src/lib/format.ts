/** Display formatting shared by every page. Money reads as rupees (₹1,299.50). */
export { formatRupees } from '@shop/shared/money';

/**
 * Dates are the shop's, in India time, wherever the screen is: an order placed at 1 am IST is
 * dated that day, as its tax invoice and the GST returns date it.
 */
const timeZone = 'Asia/Kolkata';
const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone,
});

export function formatDate(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function formatDateTime(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}
