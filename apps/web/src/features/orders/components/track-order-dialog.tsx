/**
 * The order tracking page's Track Order modal: the delivery
 * timeline, the parcel's location (simulated every 5 s through 5 points around Hyderabad unless
 * the order is DELIVERED or CANCELLED, plus real `locationUpdate` events), the last 5 locations,
 * the shipping address and the order summary.
 */
import { useEffect, useId, useState } from 'react';
import { MapPin, Navigation } from 'lucide-react';
import type { Order } from '@shop/shared/orders/schemas';
import type { LocationUpdate } from '@shop/shared/realtime/events';
import { orderNumber } from '@shop/shared/orders/status';
import { formatDateTime, formatRupees } from '@/lib/format';
import {
  addToHistory,
  formatCoordinates,
  LOCATION_STEP_MS,
  simulatedLocation,
  type LocationPoint,
} from '../location-simulation';
import { buildTimeline, isSimulated, paymentMethodLabel, paymentStatusLabel } from '../order-rules';
import { Modal } from '@/components/ui/modal';
import { OrderItems } from './order-items';
import { OrderStatusBadge } from './order-badges';
import { TrackingTimeline } from './tracking-timeline';

export type LocationFeed = {
  /** Calls `listener` with each live location update until the returned function is called. */
  subscribe: (listener: (update: LocationUpdate) => void) => () => void;
};

const timeFormat = new Intl.DateTimeFormat('en-IN', { timeStyle: 'medium' });

function useParcelLocation(order: Order, feed: LocationFeed) {
  const simulated = isSimulated(order.status);
  const [history, setHistory] = useState<LocationPoint[]>(() =>
    simulated ? [simulatedLocation(0, Date.now())] : [],
  );

  useEffect(() => {
    if (!simulated) return;
    let step = 0;
    const timer = setInterval(() => {
      step += 1;
      setHistory((previous) => addToHistory(previous, simulatedLocation(step, Date.now())));
    }, LOCATION_STEP_MS);
    return () => clearInterval(timer);
  }, [simulated]);

  useEffect(
    () =>
      feed.subscribe((update) => {
        if (update.orderId && update.orderId !== order._id) return;
        setHistory((previous) =>
          addToHistory(previous, {
            address: update.address,
            lat: update.lat,
            lng: update.lng,
            at: Date.now(),
            source: 'live',
          }),
        );
      }),
    [feed, order._id],
  );

  return { history, simulated };
}

export function TrackOrderDialog({
  order,
  feed,
  onClose,
}: {
  order: Order;
  feed: LocationFeed;
  onClose: () => void;
}) {
  const { history, simulated } = useParcelLocation(order, feed);
  const current = history[0];
  const headingId = useId();
  const address = order.shippingAddress;
  const itemCount = order.orderItems.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <Modal
      title={`Tracking order #${orderNumber(order._id, 8)}`}
      description={`Placed ${formatDateTime(order.createdAt)}`}
      onClose={onClose}
      size="lg"
    >
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <section aria-labelledby={`${headingId}-timeline`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id={`${headingId}-timeline`} className="text-sm font-semibold text-slate-900">
              Delivery timeline
            </h3>
            <OrderStatusBadge status={order.status} />
          </div>
          {order.trackingNumber && (
            <p className="mt-1 text-xs text-slate-600">
              Tracking number:{' '}
              <span className="font-mono font-semibold">{order.trackingNumber}</span>
            </p>
          )}
          <div className="mt-4">
            <TrackingTimeline steps={buildTimeline(order)} />
          </div>
        </section>

        <section aria-labelledby={`${headingId}-location`}>
          <h3 id={`${headingId}-location`} className="text-sm font-semibold text-slate-900">
            Live location
          </h3>
          {current ? (
            <div
              aria-live="polite"
              className="mt-2 rounded-xl border border-brand-100 bg-brand-50 p-3"
            >
              <p className="flex items-start gap-2 text-sm font-medium text-slate-900">
                <Navigation aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {current.address}
              </p>
              <p className="mt-1 pl-6 text-xs text-slate-600">
                {formatCoordinates(current)} · {timeFormat.format(current.at)} ·{' '}
                {current.source === 'live' ? 'Live' : 'Simulated'}
              </p>
            </div>
          ) : (
            <p className="mt-2 text-sm text-slate-600">
              {order.status === 'DELIVERED'
                ? 'This order has been delivered.'
                : order.status === 'CANCELLED'
                  ? 'This order was cancelled.'
                  : 'Waiting for the first location.'}
            </p>
          )}
          {simulated && (
            <p className="mt-2 text-xs text-slate-500">
              Simulated every 5 seconds; live updates from the courier appear as they arrive.
            </p>
          )}
          {history.length > 0 && (
            <>
              <h4 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                Location history
              </h4>
              <ol className="mt-2 space-y-2" aria-label="Location history">
                {history.map((point, index) => (
                  <li key={`${point.at}-${point.lat}`} className="flex items-start gap-2 text-sm">
                    <MapPin
                      aria-hidden="true"
                      className={`mt-0.5 size-4 shrink-0 ${index === 0 ? 'text-brand-600' : 'text-slate-400'}`}
                    />
                    <span className="min-w-0">
                      <span className="block text-slate-800">{point.address}</span>
                      <span className="block text-xs text-slate-500">
                        {formatCoordinates(point)} · {timeFormat.format(point.at)}
                        {point.source === 'live' ? ' · Live' : ''}
                      </span>
                    </span>
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>

        <section aria-labelledby={`${headingId}-shipping`}>
          <h3 id={`${headingId}-shipping`} className="text-sm font-semibold text-slate-900">
            Shipping address
          </h3>
          {address ? (
            <address className="mt-2 text-sm leading-relaxed text-slate-700 not-italic">
              {address.firstName} {address.lastName}
              <br />
              {address.street}
              {address.apartment ? `, ${address.apartment}` : ''}
              <br />
              {address.city}, {address.state} {address.pin}
              {address.country ? (
                <>
                  <br />
                  {address.country}
                </>
              ) : null}
              {address.phone && (
                <>
                  <br />
                  Phone: {address.phone}
                </>
              )}
            </address>
          ) : (
            <p className="mt-2 text-sm text-slate-600">No shipping address.</p>
          )}
        </section>

        <section aria-labelledby={`${headingId}-summary`}>
          <h3 id={`${headingId}-summary`} className="text-sm font-semibold text-slate-900">
            Order summary
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">Items</dt>
            <dd className="text-right text-slate-800">{itemCount}</dd>
            <dt className="text-slate-500">Payment</dt>
            <dd className="text-right text-slate-800">
              {paymentStatusLabel(order.paymentStatus)} · {paymentMethodLabel(order.paymentMethod)}
            </dd>
            <dt className="font-semibold text-slate-900">Total</dt>
            <dd className="text-right font-bold text-slate-900">
              {formatRupees(order.totalAmount)}
            </dd>
          </dl>
          <div className="mt-2">
            <OrderItems items={order.orderItems} compact />
          </div>
        </section>
      </div>
    </Modal>
  );
}
