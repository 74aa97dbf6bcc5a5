/**
 * The order tracking page's Track Order modal: the delivery timeline, who carries the parcel with
 * its AWB number and the courier's tracking link, the order's latest tracking entries (the last 5,
 * newest first: its status changes and the courier's news staff add), the shipping address and
 * the order summary. Live events keep the order, and so the modal, current.
 */
import { useId } from 'react';
import { MapPin, Navigation } from 'lucide-react';
import { courierMessages as cm } from '@shop/shared/orders/couriers';
import type { Order } from '@shop/shared/orders/schemas';
import { orderNumber } from '@shop/shared/orders/status';
import { formatDateTime, formatRupees } from '@/lib/format';
import { ShipmentDetails } from '@/components/ui/shipment-details';
import {
  buildTimeline,
  latestTrackingEntries,
  paymentMethodLabel,
  paymentStatusLabel,
  trackingEntryLabel,
} from '../order-rules';
import { Modal } from '@/components/ui/modal';
import { OrderItems } from './order-items';
import { OrderStatusBadge } from './order-badges';
import { TrackingTimeline } from './tracking-timeline';

export function TrackOrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const history = latestTrackingEntries(order.tracking);
  const current = history[0];
  const headingId = useId();
  const address = order.shippingAddress;
  const itemCount = order.orderItems.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <Modal
      title={`Tracking order #${orderNumber(order._id)}`}
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
          <ShipmentDetails order={order} className="mt-1" />
          <div className="mt-4">
            <TrackingTimeline steps={buildTimeline(order)} />
          </div>
        </section>

        <section aria-labelledby={`${headingId}-location`}>
          <h3 id={`${headingId}-location`} className="text-sm font-semibold text-slate-900">
            {cm.trackingUpdatesHeading}
          </h3>
          {current ? (
            <div
              aria-live="polite"
              className="mt-2 rounded-xl border border-brand-100 bg-brand-50 p-3"
            >
              <p className="flex items-start gap-2 text-sm font-medium text-slate-900">
                <Navigation aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {current.location}
              </p>
              <p className="mt-1 pl-6 text-xs text-slate-600">
                {trackingEntryLabel(current.status)} · {formatDateTime(current.date)}
              </p>
            </div>
          ) : (
            <p className="mt-2 text-sm text-slate-600">{cm.noTrackingUpdates}</p>
          )}
          {history.length > 1 && (
            <>
              <h4 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {cm.locationHistory}
              </h4>
              <ol className="mt-2 space-y-2" aria-label={cm.locationHistory}>
                {history.map((entry, index) => (
                  <li
                    key={`${entry.date}-${entry.status}`}
                    className="flex items-start gap-2 text-sm"
                  >
                    <MapPin
                      aria-hidden="true"
                      className={`mt-0.5 size-4 shrink-0 ${index === 0 ? 'text-brand-600' : 'text-slate-400'}`}
                    />
                    <span className="min-w-0">
                      <span className="block text-slate-800">{entry.location}</span>
                      <span className="block text-xs text-slate-500">
                        {trackingEntryLabel(entry.status)} · {formatDateTime(entry.date)}
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
