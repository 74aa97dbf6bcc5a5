/**
 * Where a customer's orders are on the desk: every status (ALL), searched by their e-mail, which
 * the desk's search matches (docs/decisions/048).
 */
export function customerOrdersPath(email: string): string {
  return `/admin/orders?${new URLSearchParams({ status: 'ALL', q: email })}`;
}
