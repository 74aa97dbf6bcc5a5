/**
 * Orders: what the rest of the shop may ask of them. It is put together from three parts, each
 * in its own file: placing an order (`place-order.ts`), the status machine every change goes
 * through (`status-machine.ts`) and the back office's reading of orders (`orders-desk.ts`). What
 * is left here are the customer's own moves (cancel, choose how to pay, the confirmation e-mail)
 * and the few calls other modules make. Payments and invoices are not called from here: they
 * take part in status changes through transition hooks, registered where the app is put together.
 */
import { courierMessages as cm } from '@shop/shared/orders/couriers';
import { orderMessages as m } from '@shop/shared/orders/messages';
import { paymentMessages } from '@shop/shared/payments/messages';
import type {
  Order,
  OrderMail,
  Shipment,
  UpdateOrderStatusInput,
} from '@shop/shared/orders/schemas';
import { actorNames, isPaid, type OrderStatus } from '@shop/shared/orders/status';
import { rupeesToPaise } from '@shop/shared/money';
import type { OrderLimits } from '../../config';
import type { Database, Executor } from '../../db/client';
import { badRequest, conflict, invalidField, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { CartService } from '../cart/cart.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { EventsWithin } from '../../lib/durable-events';
import type { OrderEmailKind } from './orders.emails';
import * as repo from './orders.repository';
import { toOrder } from './order-view';
import { createOrdersDesk } from './orders-desk';
import { createOrderNotes } from './order-notes';
import { createPlaceOrder, type CustomerGate } from './place-order';
import { createCourierWebhook } from './courier-webhook';
import { createShipmentCorrection, withUniqueAwb } from './shipment-correction';
import { createTrackingUpdates } from './tracking-updates';
import { createStatusMachine, type OrderChanged } from './status-machine';
import type { OrderEmails } from './order-email-jobs';

export type { Change, OrderChanged, ShopNotice, TransitionHook } from './status-machine';
export type { OrderRecord, OrderRow } from './orders.repository';
export type OrderEvents = { 'order.changed': OrderChanged };

/** The e-mail an administrator's move sends the customer. */
const emailFor: Partial<Record<OrderStatus, OrderEmailKind>> = {
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
};

export function createOrdersService({
  db,
  catalog,
  cart,
  customers,
  events,
  emails,
  limits,
  now = () => new Date(),
}: {
  db: Database;
  catalog: CatalogService;
  cart: CartService;
  customers: CustomerGate;
  /** `order.changed`, written in the change's transaction for its subscribers (sockets, refunds). */
  events: EventsWithin<OrderEvents>;
  /** The e-mails a change owes, written in its transaction and sent from the outbox. */
  emails: Pick<OrderEmails, 'jobsFor' | 'list' | 'resend'>;
  limits: OrderLimits;
  now?: () => Date;
}) {
  const codMaxPaise = rupeesToPaise(limits.codMaxOrderRupees);
  /** What a change owes once committed, written with it: its e-mails and its event. */
  async function owedWithin(tx: Executor, event: OrderChanged): Promise<void> {
    await events(tx, 'order.changed', event, event.record.order.id, emails.jobsFor(event));
  }
  const machine = createStatusMachine({ db, catalog, owedWithin, now });

  async function load(
    filter: { id: string; userId?: string },
    executor: Executor = db,
  ): Promise<repo.OrderRecord> {
    if (!isUuid(filter.id)) throw notFound(m.notFound);
    const [record] = await repo.findOrders(executor, filter);
    if (!record) throw notFound(m.notFound);
    return record;
  }

  /** The order as an online payment needs it: the owner's, unpaid and not cancelled. */
  function checkPayable(order: repo.OrderRow): repo.OrderRow {
    if (isPaid(order.paymentStatus)) throw conflict(m.alreadyPaid);
    if (order.status !== 'PENDING') throw conflict(m.methodLocked);
    return order;
  }

  /** The customer's own cancel, from My Orders; their reason is optional. */
  async function cancel(userId: string, id: string, reason?: string): Promise<Order> {
    return machine.change({ id, userId }, async (tx, current) => ({
      record: await machine.transition(tx, current, 'CANCELLED', { role: 'customer', reason }),
      email: 'cancelled',
      shopNotice: 'customerCancellation',
    }));
  }

  return {
    /** The limits on what one customer may hold (the routes' rate limits read them too). */
    limits,
    place: createPlaceOrder({ db, catalog, cart, customers, owedWithin, now, limits }),
    ...createOrdersDesk({ db, load, largeCodPaise: rupeesToPaise(limits.largeCodOrderRupees) }),

    /** An order's e-mails for the desk, newest first (404 for an order that does not exist). */
    async mailsOf(orderId: string): Promise<OrderMail[]> {
      await load({ id: orderId });
      return emails.list(orderId);
    },

    /** Sends again an e-mail of the order that could not be sent. */
    async resendMail(orderId: string, mailId: string): Promise<OrderMail> {
      await load({ id: orderId });
      return emails.resend(orderId, mailId);
    },

    async get(userId: string, id: string): Promise<Order> {
      return toOrder(await load({ id, userId }));
    },

    async listOwn(userId: string): Promise<Order[]> {
      return (await repo.findOrders(db, { userId })).map(toOrder);
    },

    cancel,

    /**
     * The customer's choice of how to pay, or a cancel, through PATCH /orders/{id}/status. A
     * payment the customer says is complete is the payments module's to check with the provider.
     */
    async customerUpdate(userId: string, id: string, body: UpdateOrderStatusInput): Promise<Order> {
      const method = body.paymentMethod;
      if (method === 'PHONEPE' || method === 'GOOGLE_PAY') {
        // The page pays them by UPI in Razorpay's checkout, with Razorpay as the order's method.
        throw badRequest(paymentMessages.upiAppsThroughRazorpay);
      }
      if (method === 'COD') {
        return machine.change({ id, userId }, async (tx, current) => {
          const { order } = current;
          if (order.paymentMethod === 'COD' && order.status === 'PROCESSING')
            return { changed: false };
          if (order.status !== 'PENDING' || isPaid(order.paymentStatus))
            throw conflict(m.methodLocked);
          // Cash is collected at the door after the goods have gone out: above the limit the
          // shop is paid first, online.
          if (order.totalPaise > codMaxPaise) {
            throw conflict(m.codTooLarge(limits.codMaxOrderRupees));
          }
          // The rules let no customer confirm an order; the timeline names who chose cash.
          const customerChose = { role: 'system', name: actorNames.customer } as const;
          const record = await machine.transition(tx, current, 'PROCESSING', customerChose, {
            paymentMethod: 'COD',
            confirmationSentAt: now(),
          });
          return { record, email: 'placed', shopNotice: 'newOrder' };
        });
      }
      if (method === 'RAZORPAY') {
        return machine.change({ id, userId }, async (tx, current) => {
          const { order } = current;
          if (order.paymentMethod === 'RAZORPAY') return { changed: false };
          if (order.status !== 'PENDING' || isPaid(order.paymentStatus))
            throw conflict(m.methodLocked);
          return { record: await machine.update(tx, current, { paymentMethod: 'RAZORPAY' }) };
        });
      }
      if (body.status === 'CANCELLED') return cancel(userId, id, body.reason);
      const current = (await load({ id, userId })).order.status;
      throw conflict(m.badTransition(current, body.status ?? body.paymentStatus ?? current));
    },

    /**
     * The desk's move, recorded with the staff member's name and their reason. SHIPPED takes the
     * courier and its AWB number (the transition refuses it without them); no other move takes
     * them. A cancel needs a reason: the customer's e-mail carries it, and whoever reads the
     * order later needs to know why (docs/decisions/049-order-page-who-and-why.md).
     */
    async adminSetStatus(
      id: string,
      status: OrderStatus,
      shipment: Partial<Shipment> = {},
      staff: { name: string; reason?: string } = { name: 'Staff' },
    ): Promise<Order> {
      const { courier, trackingNumber } = shipment;
      if (status !== 'SHIPPED' && (courier || trackingNumber)) {
        throw badRequest(cm.shipmentOnlyWhenShipping);
      }
      if (status === 'CANCELLED' && !staff.reason) {
        throw invalidField('reason', m.cancelReasonRequired);
      }
      const mover = { role: 'admin', name: staff.name, reason: staff.reason } as const;
      return withUniqueAwb(db, shipment, (checkAwb) =>
        machine.change({ id }, async (tx, current) => {
          if (current.order.status === status) return { changed: false };
          const alsoSet = status === 'SHIPPED' ? { courier, trackingNumber } : {};
          await checkAwb(tx);
          return {
            record: await machine.transition(tx, current, status, mover, alsoSet),
            email: emailFor[status],
          };
        }),
      );
    },

    ...createTrackingUpdates({ machine }),
    ...createOrderNotes({ db, load, now }),
    ...createShipmentCorrection({ db, machine, now }),
    /** Shiprocket's tracking webhook: the courier's scans and its deliveries. */
    courierWebhook: createCourierWebhook({ db, machine }),

    /** POST /send-order-success-email: the confirmation, once per order. */
    async sendConfirmation(userId: string, id: string): Promise<void> {
      await machine.change({ id, userId }, async (tx, current) => {
        const { order } = current;
        if (order.confirmationSentAt || order.status === 'CANCELLED') return { changed: false };
        return {
          record: await machine.update(tx, current, { confirmationSentAt: now() }),
          email: isPaid(order.paymentStatus) ? 'paid' : 'placed',
        };
      });
    },

    /** The order as it stands, for another module's read (a customer's own only, with userId). */
    record: (id: string, userId?: string): Promise<repo.OrderRecord> => load({ id, userId }),

    /** A verified purchase: the product is in one of the customer's DELIVERED orders. */
    hasReceived: (userId: string, productId: string): Promise<boolean> =>
      repo.hasDelivered(db, userId, productId),

    /** The order as an online payment needs it: the owner's, unpaid and not cancelled. */
    async payable(userId: string, id: string): Promise<repo.OrderRow> {
      return checkPayable((await load({ id, userId })).order);
    },

    /**
     * Runs `attach` (the payment's own writes) under the order's lock while the order is still
     * the owner's to pay online; when it answers true, the order is to be paid by Razorpay. An
     * order no longer payable answers as `payable` does.
     */
    async payOnline(
      userId: string,
      id: string,
      attach: (tx: Executor, order: repo.OrderRow) => Promise<boolean>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const { order } = await machine.lock(tx, { id, userId });
        checkPayable(order);
        if (order.paymentStatus !== 'PENDING' || !(await attach(tx, order))) return false;
        if (order.paymentMethod !== 'RAZORPAY') {
          await repo.updateOrder(tx, id, { paymentMethod: 'RAZORPAY' });
        }
        return true;
      });
    },

    /**
     * Locks the order, runs `change` with the status machine's `transition` and `update`, and
     * writes what the change owes with it: how another module (payments) changes an order.
     */
    change: machine.change,
    transition: machine.transition,
    update: machine.update,
    onTransition: machine.onTransition,

    /** Orders placed before `before` still waiting for a payment (at most 500 a round). */
    unpaidBefore: (before: Date) => repo.findUnpaidBefore(db, before),

    /** Cancels an order still unpaid, giving its stock back. Answers whether it did. */
    async expire(id: string): Promise<boolean> {
      let expired = false;
      await machine.change({ id }, async (tx, current) => {
        const { order } = current;
        if (order.status !== 'PENDING' || isPaid(order.paymentStatus)) return { changed: false };
        expired = true;
        return {
          record: await machine.transition(tx, current, 'CANCELLED', 'system'),
          email: 'cancelled',
        };
      });
      return expired;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
