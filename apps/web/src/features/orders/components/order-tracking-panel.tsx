/**
 * My Orders' inline Track Order panel: the five stages with the one the order has really reached,
 * who carries it and its AWB number with the courier's tracking link, and the first 3 items.
 */
import type { Order } from '@shop/shared/orders/schemas';
import { trackingStages } from '@shop/shared/orders/status';
import { ShipmentDetails } from '@/components/ui/shipment-details';
import { stageIndexForStatus } from '../order-rules';
import { OrderItems } from './order-items';

const PANEL_ITEMS = 3;

export function OrderTrackingPanel({ order, id }: { order: Order; id: string }) {
  const cancelled = order.status === 'CANCELLED';
  const current = stageIndexForStatus(order.status);

  return (
    <div id={id} className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 className="text-sm font-semibold text-slate-900">Tracking</h3>
      {cancelled ? (
        <p className="mt-2 text-sm font-medium text-red-700">This order was cancelled.</p>
      ) : (
        <ol aria-label="Order stages" className="mt-3 grid grid-cols-5 gap-1">
          {trackingStages.map((label, index) => {
            const reached = index <= current;
            return (
              <li
                key={label}
                aria-current={index === current ? 'step' : undefined}
                className="flex flex-col items-center text-center"
              >
                <span className="flex w-full items-center" aria-hidden="true">
                  <span
                    className={`h-0.5 flex-1 ${index === 0 ? 'invisible' : reached ? 'bg-brand-500' : 'bg-slate-200'}`}
                  />
                  <span
                    className={`size-3.5 shrink-0 rounded-full ${reached ? 'bg-brand-600' : 'border-2 border-slate-300 bg-white'} ${index === current ? 'ring-4 ring-brand-100' : ''}`}
                  />
                  <span
                    className={`h-0.5 flex-1 ${index === trackingStages.length - 1 ? 'invisible' : index < current ? 'bg-brand-500' : 'bg-slate-200'}`}
                  />
                </span>
                <span
                  className={`mt-2 text-[11px] leading-tight sm:text-xs ${reached ? 'font-semibold text-slate-900' : 'text-slate-500'}`}
                >
                  {label}
                  <span className="sr-only">{reached ? ' (reached)' : ' (not yet)'}</span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <ShipmentDetails order={order} className="mt-3" />
      <div className="mt-3 border-t border-slate-200 pt-2">
        <OrderItems items={order.orderItems} limit={PANEL_ITEMS} compact />
      </div>
    </div>
  );
}
