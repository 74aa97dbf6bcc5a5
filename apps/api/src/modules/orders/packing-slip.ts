/**
 * The packing slip that travels with a parcel: the delivery document of the consignment, beside
 * the tax invoice (decision 038). A printable page for the orders desk: who sends it, where it
 * goes, what is inside and how many, and the invoice it belongs to once issued. No prices: the
 * parcel's handlers need none.
 */
import { courierNames } from '@shop/shared/orders/couriers';
import { orderNumber } from '@shop/shared/orders/status';
import type { Address, Order } from '@shop/shared/orders/schemas';
import { escapeHtml } from '../../lib/html';

export interface PackingSlipFacts {
  order: Pick<Order, '_id' | 'createdAt' | 'orderItems' | 'shippingAddress' | 'trackingNumber'> &
    Partial<Pick<Order, 'companyName' | 'courier'>>;
  shipper: { legalName: string; address: string; gstin: string };
  invoice?: { number: string; date: string };
}

const addressLines = (a: Address, company = '') =>
  [
    `${a.firstName} ${a.lastName}`.trim(),
    company,
    a.street,
    a.apartment ?? '',
    `${a.city}, ${a.state} ${a.pin}`,
    a.country ?? '',
    `Phone: ${a.phone}`,
  ].filter((line) => line.trim() !== '');

export function packingSlipHtml({ order, shipper, invoice }: PackingSlipFacts): string {
  const number = orderNumber(order._id);
  const e = escapeHtml;
  const rows = order.orderItems
    .map(
      (item, index) =>
        `<tr><td>${index + 1}</td><td>${e(item.name)}</td><td class="qty">${item.quantity}</td></tr>`,
    )
    .join('');
  const units = order.orderItems.reduce((total, item) => total + item.quantity, 0);
  const awbLine = order.trackingNumber
    ? ` · ${order.courier ? `${e(courierNames[order.courier])} AWB` : 'Tracking'} ${e(order.trackingNumber)}`
    : '';
  const invoiceLine = invoice
    ? `Tax invoice ${e(invoice.number)} dated ${e(invoice.date)}`
    : 'Tax invoice: issued when the order is shipped';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Packing slip #${e(number)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#111}
h1{font-size:1.4rem;margin:0 0 .25rem}
.cols{display:flex;gap:3rem;margin:1rem 0}
table{border-collapse:collapse;width:100%;margin-top:1rem}
th,td{border:1px solid #999;padding:.35rem .5rem;text-align:left}
.qty{text-align:right;width:6rem}
@media print{body{margin:0}}
</style></head>
<body>
<h1>Packing slip</h1>
<p>Order #${e(number)} · ${e(invoiceLine)}${awbLine}</p>
<div class="cols">
<div><h2>From</h2><p>${[shipper.legalName, shipper.address, `GSTIN: ${shipper.gstin}`].map(e).join('<br>')}</p></div>
<div><h2>Ship to</h2><p>${addressLines(order.shippingAddress, order.companyName).map(e).join('<br>')}</p></div>
</div>
<table><thead><tr><th>#</th><th>Item</th><th class="qty">Quantity</th></tr></thead>
<tbody>${rows}<tr><td></td><th>Total units</th><th class="qty">${units}</th></tr></tbody></table>
</body></html>
`;
}
