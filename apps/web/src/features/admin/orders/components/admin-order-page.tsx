/**
 * One order on the desk (/admin/order/{id}): who bought it (how to reach them, their other
 * orders, GSTIN, company and notes), its summary with the status control (only the moves the
 * rules allow; SHIPPED asks for the courier and its AWB number, CANCELLED for a reason) and, once
 * shipped, the correction of a mistyped AWB and the courier's tracking updates, both addresses,
 * the timeline of everything that happened to it and who did it, staff's internal notes, its
 * refunds and the items.
 */
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, ExternalLink, Phone, Printer } from 'lucide-react';
import { ordersDeskMessages as t } from '@shop/shared/admin/desk-messages';
import { courierMessages as cm, courierNames } from '@shop/shared/orders/couriers';
import { orderMessages } from '@shop/shared/orders/messages';
import type { Address, Order } from '@shop/shared/orders/schemas';
import { isAwaitingPayment, orderNumber } from '@shop/shared/orders/status';
import { OrderStatusBadge, PaymentBadge } from '@/features/admin/components/order-badges';
import { Button, buttonClasses } from '@/components/ui/button';
import { OrderDocumentLinks } from '@/components/ui/order-document-links';
import { ErrorBanner } from '@/components/ui/error-banner';
import { ProductImage } from '@/components/ui/product-image';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatRupees } from '@/lib/format';
import { useAdminOrder } from '../api/get-admin-order';
import { LargeCodNotice } from './large-cod-badge';
import { OrderTimelineSection } from './order-timeline-section';
import { readOrdersDeskParams, writeOrdersDeskParams } from '../orders-desk-params';
import { CorrectShipmentForm } from './correct-shipment-form';
import { OrderReturnsSection } from './order-returns-section';
import { RefundsSection } from './refunds-section';
import { OrderNotesSection } from './order-notes-section';
import { OrderEmailsSection } from './order-emails-section';
import { OrderStatusForm } from './order-status-form';
import { TrackingUpdateForm } from './tracking-update-form';

const sectionClasses = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5';
const sectionHeadingClasses = 'mb-3 text-lg font-semibold text-slate-900';

export default function AdminOrderPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const order = useAdminOrder(id);
  const back = (
    <Button variant="secondary" onClick={() => navigate(-1)}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t.back}
    </Button>
  );

  if (order.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {t.loadingOrder}
      </p>
    );
  }
  if (order.isError) {
    return (
      <section className="space-y-4">
        <ErrorBanner message={errorMessage(order.error, orderMessages.adminLoadFailed)} />
        {back}
      </section>
    );
  }

  const data = order.data;
  const number = t.orderNumber(orderNumber(data._id));
  return (
    <section className="space-y-5">
      <title>{`${number} | CircuitKart Admin`}</title>
      <div className="flex flex-wrap items-center gap-3">
        {back}
        <h1 className="text-2xl font-bold text-slate-900">{number}</h1>
      </div>
      {data.largeCod && <LargeCodNotice />}
      <div className="grid gap-4 lg:grid-cols-2">
        <CustomerSection order={data} />
        <OrderSummary order={data} />
        <AddressSection title={t.billingAddress} address={data.billingAddress} />
        <AddressSection title={t.shippingAddress} address={data.shippingAddress} />
      </div>
      <OrderTimelineSection order={data} className={sectionClasses} />
      <OrderNotesSection orderId={data._id} className={sectionClasses} />
      <OrderEmailsSection orderId={data._id} className={sectionClasses} />
      <RefundsSection order={data} className={sectionClasses} />
      <OrderReturnsSection orderId={data._id} className={sectionClasses} />
      <section aria-labelledby="order-items" className={sectionClasses}>
        <h2 id="order-items" className={sectionHeadingClasses}>
          {t.itemsHeading}
        </h2>
        <ul className="divide-y divide-slate-100">
          {data.orderItems.map((item) => (
            <li key={item._id} className="flex items-center gap-3 py-3">
              <ProductImage
                src={item.product.imageUrls[0]}
                alt=""
                className="size-14 shrink-0 rounded-lg object-cover"
              />
              <span className="min-w-0 flex-1 font-medium text-slate-900">
                {item.product.name || item.name || t.productFallback}
              </span>
              <span className="text-slate-700">{t.quantity(item.quantity)}</span>
              <span className="text-right">
                <span className="block font-semibold text-slate-900">
                  {formatRupees(item.price)}
                </span>
                {item.listPrice != null && item.listPrice > item.price && (
                  <del className="block text-xs text-slate-500">
                    <span className="sr-only">List price </span>
                    {formatRupees(item.listPrice)}
                  </del>
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}

export function OrderSummary({ order }: { order: Order }) {
  const courier = order.courier && courierNames[order.courier];
  return (
    <section aria-labelledby="order-summary" className={sectionClasses}>
      <h2 id="order-summary" className={sectionHeadingClasses}>
        {t.summary}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{t.status}</dt>
        <dd>
          <OrderStatusBadge status={order.status} />
        </dd>
        <dt className="text-slate-600">{t.total}</dt>
        <dd className="font-semibold text-slate-900">{formatRupees(order.totalAmount)}</dd>
        <dt className="text-slate-600">{t.created}</dt>
        <dd className="text-slate-900">{formatDateTime(order.createdAt)}</dd>
        {courier && (
          <>
            <dt className="text-slate-600">{cm.courierLabel}</dt>
            <dd className="text-slate-900">{courier}</dd>
          </>
        )}
        {order.trackingNumber && (
          <>
            <dt className="text-slate-600">{t.trackingNumber}</dt>
            <dd className="font-mono break-all text-slate-900">{order.trackingNumber}</dd>
          </>
        )}
      </dl>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-800">
        <span>
          {isAwaitingPayment(order)
            ? t.paymentAwaiting
            : t.payment(order.paymentStatus, order.paymentMethod)}
        </span>
        <PaymentBadge order={order} />
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <OrderDocumentLinks order={order} />
        {/* A plain link: the admin cookie opens the printable page in a tab of its own. */}
        <a
          href={`/api/orders/admin/${order._id}/packing-slip`}
          target="_blank"
          rel="noopener"
          className={buttonClasses('secondary')}
        >
          <Printer aria-hidden="true" className="size-4" />
          {t.packingSlip}
        </a>
        {courier && order.trackingUrl && (
          <a
            href={order.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('secondary')}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {cm.trackOn(courier)}
          </a>
        )}
      </div>
      {/* Keyed by status: after a move the control starts again from the order's new status. */}
      <OrderStatusForm key={order.status} order={order} />
      {(order.status === 'SHIPPED' || order.status === 'OUT_FOR_DELIVERY') && (
        <>
          <CorrectShipmentForm order={order} />
          <TrackingUpdateForm orderId={order._id} />
        </>
      )}
    </section>
  );
}

/**
 * Who bought it and how to reach them: name, e-mail, the phone they gave at checkout (a tap
 * calls it), every order of theirs on the desk, and what they gave for a business purchase and
 * for the shop to read.
 */
function CustomerSection({ order }: { order: Order }) {
  const phone = order.billingAddress.phone || order.shippingAddress.phone;
  const deskLink = `/admin/orders?${writeOrdersDeskParams({
    ...readOrdersDeskParams(new URLSearchParams()),
    status: 'ALL',
    q: order.user.email,
  }).toString()}`;
  return (
    <section aria-labelledby="order-customer" className={sectionClasses}>
      <h2 id="order-customer" className={sectionHeadingClasses}>
        {t.customer}
      </h2>
      <p className="font-medium text-slate-900">
        {order.user.firstName} {order.user.lastName}
      </p>
      <p className="break-all">
        <a href={`mailto:${order.user.email}`} className="text-brand-700 underline">
          {order.user.email}
        </a>
      </p>
      {phone && (
        <p>
          <a
            href={`tel:${phone}`}
            aria-label={t.call(phone)}
            className="inline-flex items-center gap-1 text-brand-700 underline"
          >
            <Phone aria-hidden="true" className="size-4" />
            {phone}
          </a>
        </p>
      )}
      <p className="mt-2">
        <Link to={deskLink} className="text-sm font-medium text-brand-700 underline">
          {t.customerOrders}
        </Link>
      </p>
      {(order.gstNumber || order.companyName) && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {order.companyName && (
            <>
              <dt className="text-slate-600">{t.company}</dt>
              <dd className="text-slate-900">{order.companyName}</dd>
            </>
          )}
          {order.gstNumber && (
            <>
              <dt className="text-slate-600">{t.gstin}</dt>
              <dd className="font-mono text-slate-900">{order.gstNumber}</dd>
            </>
          )}
        </dl>
      )}
      {order.orderNotes && (
        <div className="mt-3">
          <h3 className="text-sm font-semibold text-slate-800">{t.customerNotes}</h3>
          <p className="whitespace-pre-wrap break-words text-sm text-slate-700">
            {order.orderNotes}
          </p>
        </div>
      )}
    </section>
  );
}

function AddressSection({ title, address }: { title: string; address: Address }) {
  const id = `address-${title.split(' ')[0]!.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className={sectionClasses}>
      <h2 id={id} className={sectionHeadingClasses}>
        {title}
      </h2>
      <address className="text-sm not-italic text-slate-700">
        <p className="font-medium text-slate-900">
          {address.firstName} {address.lastName}
        </p>
        {address.email && <p className="break-all">{address.email}</p>}
        {address.phone && (
          <p>
            <a href={`tel:${address.phone}`} className="text-brand-700 underline">
              {address.phone}
            </a>
          </p>
        )}
        <p>
          {address.street}
          {address.apartment ? `, ${address.apartment}` : ''}
        </p>
        <p>
          {address.city}, {address.state} {address.pin}
        </p>
        <p>{address.country}</p>
      </address>
    </section>
  );
}
