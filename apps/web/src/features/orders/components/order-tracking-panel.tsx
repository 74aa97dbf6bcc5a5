/**
 * My Orders' inline Track Order panel: the five stages and the
 * first 3 items. Starting from the stage the status has really reached, it advances one stage
 * every 5 s as a client-side preview, unless the order is DELIVERED or CANCELLED; it never
 * shows Delivered before the server says so.
 */
import { useEffect, useState } from 'react';
import type { Order } from '@shop/shared/orders/schemas';
import { trackingStages } from '@shop/shared/orders/status';
import { isSimulated, nextSimulatedStage, stageIndexForStatus } from '../order-rules';
import { OrderItems } from './order-items';

export const SIMULATED_STAGE_MS = 5_000;
const PANEL_ITEMS = 3;

export function OrderTrackingPanel({ order, id }: { order: Order; id: string }) {
  const [stage, setStage] = useState(() => stageIndexForStatus(order.status));
  const simulated = isSimulated(order.status);

  useEffect(() => {
    if (!simulated) return;
    const timer = setInterval(() => {
      setStage((current) => nextSimulatedStage(current, order.status));
    }, SIMULATED_STAGE_MS);
    return () => clearInterval(timer);
  }, [order.status, simulated]);

  const cancelled = order.status === 'CANCELLED';
  const current = Math.max(stage, stageIndexForStatus(order.status));

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
      {simulated && (
        <p className="mt-3 text-xs text-slate-500">Preview: the stages move on every 5 seconds.</p>
      )}
      {order.trackingNumber && (
        <p className="mt-2 text-xs text-slate-600">
          Tracking number: <span className="font-mono font-semibold">{order.trackingNumber}</span>
        </p>
      )}
      <div className="mt-3 border-t border-slate-200 pt-2">
        <OrderItems items={order.orderItems} limit={PANEL_ITEMS} compact />
      </div>
    </div>
  );
}
