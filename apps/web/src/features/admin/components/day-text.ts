/** A calendar day (YYYY-MM-DD) as the back office writes it: the rate table's and the product form's. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2025-09-22 as 22 Sep 2025, written by hand so every browser says the same. */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${Number(date)} ${MONTHS[Number(month) - 1]} ${year}`;
}
