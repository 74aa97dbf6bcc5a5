/**
 * One order on the desk (/admin/order/{id}): who bought it, its summary with the status update
 * (SHIPPED asks for the courier and its AWB number) and, once shipped, the correction of a
 * mistyped AWB and the courier's tracking updates, both addresses, the timeline of everything
 * that happened to it (payments, refunds, documents), its refunds and the items. The server
 * decides which moves are allowed and says why
 * not.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ArrowLeft, ExternalLink, Printer } from 'lucide-react';
import { ordersDeskMessages as t } from '@shop/shared/admin/desk-messages';
import { courierMessages as cm, courierNames } from '@shop/shared/orders/couriers';
import { orderMessages } from '@shop/shared/orders/messages';
import type { Address, Order } from '@shop/shared/orders/schemas';
import {
  adminStatusChoices,
  isAwaitingPayment,
  orderNumber,
  type OrderStatus,
} from '@shop/shared/orders/status';
import { OrderStatusBadge, PaymentBadge } from '@/features/admin/components/order-badges';
import { Button, buttonClasses } from '@/components/ui/button';
import { OrderDocumentLinks } from '@/components/ui/order-document-links';
import { ErrorBanner } from '@/components/ui/error-banner';
import { ProductImage } from '@/components/ui/product-image';
import { inputClasses } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors, type FieldErrors } from '@/lib/request-form';
import { formatDateTime, formatRupees } from '@/lib/format';
import { useAdminOrder } from '../api/get-admin-order';
import { LargeCodNotice } from './large-cod-badge';
import { OrderTimelineSection } from './order-timeline-section';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { checkShipment, emptyShipment, type ShipmentValues } from '../order-shipment';
import { CorrectShipmentForm } from './correct-shipment-form';
import { OrderReturnsSection } from './order-returns-section';
import { RefundsSection } from './refunds-section';
import { ShipmentFields } from './shipment-fields';
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
        <section aria-labelledby="order-customer" className={sectionClasses}>
          <h2 id="order-customer" className={sectionHeadingClasses}>
            {t.customer}
          </h2>
          <p className="font-medium text-slate-900">
            {data.user.firstName} {data.user.lastName}
          </p>
          <p className="break-all text-slate-700">{data.user.email}</p>
        </section>
        <OrderSummary order={data} />
        <AddressSection title={t.billingAddress} address={data.billingAddress} />
        <AddressSection title={t.shippingAddress} address={data.shippingAddress} />
      </div>
      <OrderTimelineSection order={data} className={sectionClasses} />
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
              <span className="font-semibold text-slate-900">{formatRupees(item.price)}</span>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}

export function OrderSummary({ order }: { order: Order }) {
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [shipment, setShipment] = useState<ShipmentValues>(emptyShipment);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateOrderStatus();
  const shipping = status === 'SHIPPED' && order.status !== 'SHIPPED';
  const courier = order.courier && courierNames[order.courier];
  const saveButton = (
    <Button type="submit" disabled={update.isPending}>
      {update.isPending ? t.saving : t.save}
    </Button>
  );

  function save(event: FormEvent) {
    event.preventDefault();
    const checked = shipping ? checkShipment(shipment) : undefined;
    if (checked && !checked.ok) return setErrors(checked.errors);
    setErrors({});
    update.mutate(
      { id: order._id, status, ...checked?.data },
      {
        onSuccess: (updated) => {
          setStatus(updated.status);
          setShipment(emptyShipment);
          toast.success(orderMessages.adminStatusUpdated(updated.status));
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toast.error(errorMessage(error, orderMessages.adminStatusFailed));
        },
      },
    );
  }

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
      <form onSubmit={save} noValidate className="mt-4 space-y-2">
        <label htmlFor="order-status" className="block text-sm font-medium text-slate-700">
          {t.updateStatus}
        </label>
        <div className="flex flex-wrap gap-2">
          <select
            id="order-status"
            aria-describedby="order-status-hint"
            value={status}
            disabled={update.isPending}
            onChange={(event) => {
              setStatus(event.target.value as OrderStatus);
              setErrors({});
            }}
            className={`${inputClasses} w-auto min-w-44 flex-1`}
          >
            {adminStatusChoices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
          {/* With SHIPPED, Save comes after the courier and AWB fields, in reading order. */}
          {!shipping && saveButton}
        </div>
        <p id="order-status-hint" className="text-xs text-slate-600">
          {t.statusHint}
        </p>
        {shipping && (
          <>
            <ShipmentFields
              values={shipment}
              errors={errors}
              disabled={update.isPending}
              onChange={setShipment}
            />
            {saveButton}
          </>
        )}
      </form>
      {(order.status === 'SHIPPED' || order.status === 'OUT_FOR_DELIVERY') && (
        <>
          <CorrectShipmentForm order={order} />
          <TrackingUpdateForm orderId={order._id} />
        </>
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
        {address.phone && <p>{address.phone}</p>}
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
