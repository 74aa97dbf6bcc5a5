/**
 * Who carries a shipped order, its AWB number and, where the courier has a tracking page, a link
 * "Track on <Courier>" that opens it in a new tab. The customer's order pages and the back office
 * both show it.
 */
import { ExternalLink } from 'lucide-react';
import { courierMessages as cm, courierNames } from '@shop/shared/orders/couriers';
import type { Order } from '@shop/shared/orders/schemas';

export function ShipmentDetails({
  order,
  className = '',
}: {
  order: Pick<Order, 'courier' | 'trackingNumber' | 'trackingUrl'>;
  className?: string;
}) {
  if (!order.trackingNumber) return null;
  const courier = order.courier && courierNames[order.courier];
  return (
    <div className={`text-xs text-slate-600 ${className}`}>
      {courier && <p>{cm.shippedBy(courier)}</p>}
      <p>
        {courier ? cm.awbLabel : cm.trackingNumberLabel}:{' '}
        <span className="font-mono font-semibold text-slate-900">{order.trackingNumber}</span>
      </p>
      {courier && order.trackingUrl && (
        <a
          href={order.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {cm.trackOn(courier)}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
