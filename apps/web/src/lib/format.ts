/** Display formatting shared by every page. Money follows DECISIONS.md section 2 (₹1,299.50). */
export { formatRupees } from '@shop/shared/money';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

export function formatDate(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

export function formatDateTime(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}
