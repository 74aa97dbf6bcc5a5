/**
 * Orders (DECISIONS.md section 6): placing one is a single transaction of named steps (price the
 * items, reserve stock, write the order, clear the cart); every status change goes through the
 * status machine, appends a tracking entry and, after the commit, publishes `order.changed` for
 * the e-mails and the websocket.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { SQLWrapper } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { User } from '@shop/shared/accounts/schemas';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import { orderMessages as m } from '@shop/shared/orders/messages';
import { paymentMessages } from '@shop/shared/payments/messages';
import { pageRequest, type Page, type PageRequest } from '@shop/shared/http/paging';
import type {
  AdminOrderListQuery,
  CreateOrderBody,
  Order,
  UpdateOrderStatusInput,
} from '@shop/shared/orders/schemas';
import {
  canTransition,
  isPaid,
  isPaymentReceived,
  MAX_ORDER_TOTAL_PAISE,
  orderStatuses,
  UNPAID_ORDER_TTL_HOURS,
  type Actor,
  type OrderStatus,
  type PaymentStatus,
} from '@shop/shared/orders/status';
import type { Database, Executor } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { CartService } from '../cart/cart.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { InvoicesService } from '../invoices/invoices.service';
import type { PaymentProvider } from '../payments/provider';
import type { OrderEmailKind } from './orders.emails';
import * as repo from './orders.repository';

export interface OrderChanged {
  record: repo.OrderRecord;
  /** The e-mail this change sends, if any. */
  email?: OrderEmailKind;
}
export type OrderEvents = { 'order.changed': OrderChanged };

interface Deps {
  db: Database;
  catalog: CatalogService;
  cart: CartService;
  provider: PaymentProvider;
  /** Issues the tax invoice on confirmation and the credit note on cancel, in our transaction. */
  invoices: Pick<InvoicesService, 'issueInvoice' | 'issueCreditNote'>;
  publish: (event: OrderChanged) => Promise<void>;
  /** Tells the shop what needs a person: refunds owed, the provider out of reach. */
  log: FastifyBaseLogger;
  now?: () => Date;
}

export function toOrder({ order, items, tracking, owner }: repo.OrderRecord): Order {
  return {
    _id: order.id,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    totalAmount: paiseToRupees(order.totalPaise),
    orderItems: items.map((item) => ({
      _id: item.id,
      name: item.name,
      quantity: item.quantity,
      price: paiseToRupees(item.pricePaise),
      product: {
        _id: item.productId ?? '',
        name: item.name,
        imageUrls: item.imageUrl ? [item.imageUrl] : [],
      },
    })),
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    gstNumber: order.gstNumber,
    companyName: order.companyName,
    orderNotes: order.orderNotes,
    tracking: tracking.map((t) => ({
      status: t.status,
      location: t.location,
      date: t.createdAt.toISOString(),
    })),
    trackingNumber: order.trackingNumber,
    user: {
      _id: owner.id,
      firstName: owner.firstName,
      lastName: owner.lastName,
      email: owner.email,
    },
  };
}

const emailFor: Partial<Record<OrderStatus, OrderEmailKind>> = {
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
};

function trackingLocation(
  status: OrderStatus,
  order: Pick<repo.OrderRow, 'shippingAddress'>,
): string {
  switch (status) {
    case 'PENDING':
    case 'PROCESSING':
      return 'CircuitKart warehouse, Secunderabad';
    case 'SHIPPED':
      return 'Hyderabad sorting hub';
    case 'OUT_FOR_DELIVERY':
    case 'DELIVERED':
      return `${order.shippingAddress.city}, ${order.shippingAddress.state}`;
    case 'CANCELLED':
      return 'Order cancelled';
  }
}

const newTrackingNumber = () => `CK${Array.from({ length: 10 }, () => randomInt(0, 10)).join('')}`;

export function createOrdersService({
  db,
  catalog,
  cart,
  provider,
  invoices,
  publish,
  log,
  now = () => new Date(),
}: Deps) {
  async function load(
    filter: { id: string; userId?: string },
    executor: Executor = db,
  ): Promise<repo.OrderRecord> {
    if (!isUuid(filter.id)) throw notFound(m.notFound);
    const [record] = await repo.findOrders(executor, filter);
    if (!record) throw notFound(m.notFound);
    return record;
  }

  /** Locks the whole order; a customer may only touch their own (others answer 404). */
  async function lockOwn(
    tx: Executor,
    { id, userId }: { id: string; userId?: string },
  ): Promise<repo.OrderRecord> {
    if (!isUuid(id)) throw notFound(m.notFound);
    const record = await repo.lockOrder(tx, id);
    if (!record || (userId && record.order.userId !== userId)) throw notFound(m.notFound);
    return record;
  }

  /** The locked order with its row as an update answered it (`alongWith`: see the repository). */
  async function updated(
    tx: Executor,
    current: repo.OrderRecord,
    values: Partial<repo.OrderRow>,
    alongWith: SQLWrapper[] = [],
  ): Promise<repo.OrderRecord> {
    return { ...current, order: await repo.updateOrder(tx, current.order.id, values, alongWith) };
  }

  /**
   * The status machine's one door: checks, restocks on cancel, tracking number on SHIPPED. Its
   * writes go out together, with `alsoSet` (what the caller changes with the status) in the same
   * update of the order. Answers the order as it now stands.
   */
  async function transition(
    tx: Executor,
    current: repo.OrderRecord,
    to: OrderStatus,
    actor: Actor,
    alsoSet: Partial<repo.OrderRow> = {},
  ): Promise<repo.OrderRecord> {
    const { order, items } = current;
    if (!canTransition(order.status, to, actor)) {
      throw conflict(m.badTransition(order.status, to));
    }
    const tracking: repo.TrackingRow = {
      id: randomUUID(),
      orderId: order.id,
      status: to,
      location: trackingLocation(to, order),
      createdAt: now(),
    };
    const trackingNumber =
      to === 'SHIPPED' && !order.trackingNumber ? newTrackingNumber() : order.trackingNumber;
    // A paid order that is cancelled keeps the customer's money until the shop refunds it.
    const refundOwed = to === 'CANCELLED' && isPaid(order.paymentStatus);
    // Cash on delivery is paid at the door: once delivered, nothing is left to pay online.
    const cashCollected =
      to === 'DELIVERED' && order.paymentMethod === 'COD' && order.paymentStatus === 'PENDING';
    const paymentStatus = refundOwed ? 'REFUND_PENDING' : cashCollected ? 'PAID' : undefined;
    const [next] = await Promise.all([
      updated(
        tx,
        current,
        { ...alsoSet, status: to, trackingNumber, ...(paymentStatus ? { paymentStatus } : {}) },
        [repo.insertTracking(tx, tracking)],
      ),
      to === 'CANCELLED' &&
        catalog.releaseStock(
          tx,
          items.flatMap((i) =>
            i.productId ? [{ productId: i.productId, quantity: i.quantity }] : [],
          ),
        ),
      to === 'CANCELLED' && invoices.issueCreditNote(tx, order.id),
      // Confirmation is the supply the tax invoice is for; it is numbered as this commits.
      to === 'PROCESSING' && invoices.issueInvoice(tx, { ...order, items }),
    ]);
    return { ...next, tracking: [...current.tracking, tracking] };
  }

  /** What a change did: nothing, or the order as it now stands and the e-mail it sends. */
  type Change = { changed: false } | { record: repo.OrderRecord; email?: OrderEmailKind };

  /**
   * Locks the order, runs `change` on it in the same transaction, then publishes the whole order
   * with its e-mail.
   */
  async function changeOrder(
    filter: { id: string; userId?: string },
    change: (tx: Executor, current: repo.OrderRecord) => Promise<Change>,
  ): Promise<Order> {
    // The record is the one the transaction locked and changed, so its e-mail and events tell
    // what this change committed: read after the commit, a cancel could describe the refund a
    // racing payment owed, and the customer would be told twice.
    const { current, outcome } = await db.transaction(async (tx) => {
      const current = await lockOwn(tx, filter);
      return { current, outcome: await change(tx, current) };
    });
    if (!('record' in outcome)) return toOrder(current);
    const { record, email } = outcome;
    // A change that left the order cancelled may have put its stock back.
    if (record.order.status === 'CANCELLED') {
      catalog.stockChanged(record.items.flatMap((item) => item.productId ?? []));
    }
    void publish({ record, email });
    return toOrder(record);
  }

  /**
   * Records a payment the provider confirmed. An order cancelled before its payment arrived (by
   * the customer, an administrator or the expiry) has its stock back on sale already: it stays
   * cancelled, and the payment is recorded as a refund the shop owes.
   */
  async function markPaid(
    id: string,
    payment: { paymentId: string; paymentStatus: PaymentStatus },
  ): Promise<{ order: Order; changed: boolean }> {
    let changed = false;
    let refundOwed: repo.OrderRow | undefined;
    const order = await changeOrder({ id }, async (tx, current) => {
      const row = current.order;
      if (isPaymentReceived(row.paymentStatus)) return { changed: false };
      changed = true;
      if (row.status === 'CANCELLED') {
        const record = await updated(tx, current, {
          paymentStatus: 'REFUND_PENDING',
          paymentMethod: 'RAZORPAY',
          providerPaymentId: payment.paymentId,
          paidAt: now(),
          // No "order placed" or "payment received" for it later: its e-mail is the refund's.
          confirmationSentAt: row.confirmationSentAt ?? now(),
        });
        refundOwed = record.order;
        return { record, email: 'paidAfterCancel' };
      }
      const paid = {
        paymentStatus: payment.paymentStatus,
        paymentMethod: 'RAZORPAY' as const,
        providerPaymentId: payment.paymentId,
        paidAt: now(),
        confirmationSentAt: now(),
      };
      const record =
        row.status === 'PENDING'
          ? await transition(tx, current, 'PROCESSING', 'system', paid)
          : await updated(tx, current, paid);
      return { record, email: 'paid' };
    });
    if (refundOwed) {
      log.warn(
        { orderId: id, paymentId: payment.paymentId, totalPaise: refundOwed.totalPaise },
        `Payment ${payment.paymentId} arrived for cancelled order ${id}: refund ${formatRupees(paiseToRupees(refundOwed.totalPaise))} owed`,
      );
    }
    return { order, changed };
  }

  async function cancel(userId: string, id: string): Promise<Order> {
    return changeOrder({ id, userId }, async (tx, current) => ({
      record: await transition(tx, current, 'CANCELLED', 'customer'),
      email: 'cancelled',
    }));
  }

  return {
    markPaid,

    /** `body` is the payload as the route's schema validated it. */
    async place(
      customer: Pick<User, '_id' | 'firstName' | 'lastName' | 'email'>,
      body: CreateOrderBody,
    ): Promise<Order> {
      const userId = customer._id;
      // One line per product, whatever the client sent.
      const wanted = new Map<string, { quantity: number; name?: string; price?: number }>();
      for (const item of body.orderItems) {
        const line = wanted.get(item.product);
        wanted.set(item.product, {
          quantity: (line?.quantity ?? 0) + item.quantity,
          name: item.name,
          price: item.price,
        });
      }
      const lines = [...wanted].map(([productId, line]) => ({
        productId,
        quantity: line.quantity,
      }));
      const record = await db.transaction(async (tx) => {
        // 1. Reserve the stock (one statement, never below zero), reading each product's price,
        // stock and tax data under the lock; any refusal below rolls the reservation back.
        const products = new Map((await catalog.reserveStock(tx, lines)).map((p) => [p.id, p]));

        // 2. Price every item from the catalogue.
        let totalPaise = 0;
        for (const [productId, line] of wanted) {
          const product = products.get(productId);
          if (!product) throw conflict(m.productUnavailable(line.name || 'A product'));
          if (line.price !== undefined && rupeesToPaise(line.price) !== product.pricePaise) {
            throw conflict(m.pricesChanged);
          }
          if (product.quantity <= 0) throw conflict(m.outOfStock(product.name));
          if (product.quantity < line.quantity)
            throw conflict(m.onlyAvailable(product.quantity, product.name));
          if (!product.reserved) throw conflict(m.outOfStock(product.name));
          totalPaise += product.pricePaise * line.quantity;
        }
        if (rupeesToPaise(body.totalAmount) !== totalPaise) throw conflict(m.pricesChanged);
        if (totalPaise > MAX_ORDER_TOTAL_PAISE) throw conflict(m.tooLarge);

        // 3. Write the order, its items and its first tracking entry, and 4. clear the cart, in
        // one statement.
        const orderId = randomUUID();
        const createdAt = now();
        const written = await repo.insertOrder(
          tx,
          {
            order: {
              id: orderId,
              userId,
              totalPaise,
              billingAddress: body.billingAddress,
              shippingAddress: body.shippingAddress,
              gstNumber: body.gstNumber,
              companyName: body.companyName,
              orderNotes: body.orderNotes,
              createdAt,
              updatedAt: createdAt,
            },
            items: lines.map((line) => {
              const product = products.get(line.productId)!;
              return {
                id: randomUUID(),
                orderId,
                productId: product.id,
                name: product.name,
                imageUrl: product.imageUrl,
                pricePaise: product.pricePaise,
                quantity: line.quantity,
                hsnCode: product.hsnCode,
                gstRate: product.gstRate,
              };
            }),
            tracking: {
              id: randomUUID(),
              orderId,
              status: 'PENDING',
              location: trackingLocation('PENDING', body),
              createdAt,
            },
          },
          [cart.clearWithin(tx, userId)],
        );
        const owner = {
          id: userId,
          firstName: customer.firstName,
          lastName: customer.lastName,
          email: customer.email,
        };
        return { ...written, owner };
      });
      catalog.stockChanged(wanted.keys());
      void publish({ record });
      return toOrder(record);
    },

    async get(userId: string, id: string): Promise<Order> {
      return toOrder(await load({ id, userId }));
    },

    async getAny(id: string): Promise<Order> {
      return toOrder(await load({ id }));
    },

    async listOwn(userId: string): Promise<Order[]> {
      return (await repo.findOrders(db, { userId })).map(toOrder);
    },

    /**
     * The orders desk: a page of one status, newest first, searched by order id (the number on
     * the cards is its end), customer name or e-mail; `paymentStatus` narrows it, e.g. to the
     * cancelled orders owing a refund.
     */
    async listByStatus(
      status: OrderStatus,
      query: Omit<AdminOrderListQuery, 'page' | 'limit'> & Partial<PageRequest> = {},
    ): Promise<Page<Order>> {
      const { page, limit } = pageRequest(query);
      const { records, total } = await repo.searchOrders(db, {
        status,
        paymentStatus: query.paymentStatus,
        q: query.q || undefined,
        limit,
        offset: (page - 1) * limit,
      });
      return { items: records.map(toOrder), total, page, limit };
    },

    /** How many orders are in each status, every status present (zero when none). */
    async countByStatus(): Promise<Record<OrderStatus, number>> {
      const counts = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as Record<
        OrderStatus,
        number
      >;
      for (const row of await repo.countByStatus(db)) counts[row.status] = row.count;
      return counts;
    },

    /**
     * For the Users screen, in one query for a whole page of customers: how many orders each
     * placed and what they spent in rupees (orders not cancelled). Customers without orders are
     * not in the map.
     */
    async statsForUsers(
      userIds: string[],
    ): Promise<Map<string, { orderCount: number; totalSpent: number }>> {
      const rows = await repo.statsForUsers(db, userIds);
      return new Map(
        rows.map((row) => [
          row.userId,
          { orderCount: row.orderCount, totalSpent: paiseToRupees(row.spentPaise) },
        ]),
      );
    },

    /** A verified purchase: the product is in one of the customer's DELIVERED orders. */
    hasReceived: (userId: string, productId: string): Promise<boolean> =>
      repo.hasDelivered(db, userId, productId),

    /** The customer's bodies of PATCH /orders/{id}/status (storefront.md section 7). */
    async customerUpdate(userId: string, id: string, body: UpdateOrderStatusInput): Promise<Order> {
      const method = body.paymentMethod;
      if (method === 'PHONEPE' || method === 'GOOGLE_PAY') {
        throw badRequest(paymentMessages.comingSoon(method));
      }
      if (method === 'COD') {
        return changeOrder({ id, userId }, async (tx, current) => {
          const { order } = current;
          if (order.paymentMethod === 'COD' && order.status === 'PROCESSING')
            return { changed: false };
          if (order.status !== 'PENDING' || isPaid(order.paymentStatus))
            throw conflict(m.methodLocked);
          const record = await transition(tx, current, 'PROCESSING', 'system', {
            paymentMethod: 'COD',
            confirmationSentAt: now(),
          });
          return { record, email: 'placed' };
        });
      }
      if (method === 'RAZORPAY') {
        return changeOrder({ id, userId }, async (tx, current) => {
          const { order } = current;
          if (order.paymentMethod === 'RAZORPAY') return { changed: false };
          if (order.status !== 'PENDING' || isPaid(order.paymentStatus))
            throw conflict(m.methodLocked);
          return { record: await updated(tx, current, { paymentMethod: 'RAZORPAY' }) };
        });
      }
      if (body.paymentStatus && isPaid(body.paymentStatus)) {
        // "Mark Complete": never on the customer's word; the provider must have the payment.
        const order = await load({ id, userId });
        if (isPaymentReceived(order.order.paymentStatus)) return toOrder(order);
        const captured = order.order.providerOrderId
          ? await provider.findCapturedPayment(order.order.providerOrderId)
          : null;
        if (!captured) throw new AppError(409, 'CONFLICT', m.paymentNotConfirmed);
        return (await markPaid(id, { paymentId: captured.paymentId, paymentStatus: 'COMPLETED' }))
          .order;
      }
      if (body.status === 'CANCELLED') return cancel(userId, id);
      const current = (await load({ id, userId })).order.status;
      throw conflict(m.badTransition(current, body.status ?? body.paymentStatus ?? current));
    },

    cancel,

    async adminSetStatus(id: string, status: OrderStatus): Promise<Order> {
      return changeOrder({ id }, async (tx, current) => {
        if (current.order.status === status) return { changed: false };
        return {
          record: await transition(tx, current, status, 'admin'),
          email: emailFor[status],
        };
      });
    },

    /** POST /send-order-success-email: the confirmation, once per order. */
    async sendConfirmation(userId: string, id: string): Promise<void> {
      await changeOrder({ id, userId }, async (tx, current) => {
        const { order } = current;
        if (order.confirmationSentAt || order.status === 'CANCELLED') return { changed: false };
        return {
          record: await updated(tx, current, { confirmationSentAt: now() }),
          email: isPaid(order.paymentStatus) ? 'paid' : 'placed',
        };
      });
    },

    /**
     * Orders unpaid for 24 hours give their stock back (DECISIONS.md section 6). One with a
     * provider order may have been paid without the page or the webhook telling us: the provider
     * is asked first (outside any transaction), and an order it cannot answer for waits a round.
     */
    async expireUnpaid(): Promise<number> {
      const before = new Date(now().getTime() - UNPAID_ORDER_TTL_HOURS * 3_600_000);
      let expired = 0;
      for (const stale of await repo.findUnpaidBefore(db, before)) {
        if (stale.providerOrderId) {
          let captured: { paymentId: string } | null;
          try {
            captured = await provider.findCapturedPayment(stale.providerOrderId);
          } catch (error) {
            log.warn(
              { err: error, orderId: stale.id, providerOrderId: stale.providerOrderId },
              `Could not ask the payment provider about unpaid order ${stale.id}; it is kept until the next round`,
            );
            continue;
          }
          if (captured) {
            await markPaid(stale.id, { paymentId: captured.paymentId, paymentStatus: 'COMPLETED' });
            continue;
          }
        }
        await changeOrder({ id: stale.id }, async (tx, current) => {
          const { order } = current;
          if (order.status !== 'PENDING' || isPaid(order.paymentStatus)) return { changed: false };
          const record = await transition(tx, current, 'CANCELLED', 'system');
          expired++;
          return { record, email: 'cancelled' };
        });
      }
      return expired;
    },

    /** The order a provider order id belongs to (webhooks). */
    findByProviderOrderId: (providerOrderId: string) =>
      repo.findOrderByProviderOrderId(db, providerOrderId),

    /**
     * Records the provider order created for this order's payment, unless the order no longer
     * has the one the caller saw (`seen`): then another attempt won, and this answers undefined.
     */
    attachProviderOrder: (
      userId: string,
      id: string,
      seen: string | null,
      created: { providerOrderId: string; amountPaise: number },
    ) => repo.attachProviderOrder(db, { id, userId, seen, ...created }),

    /** The order as a payment needs it: the owner's, unpaid and not cancelled. */
    async payable(userId: string, id: string): Promise<repo.OrderRow> {
      const { order } = await load({ id, userId });
      if (isPaid(order.paymentStatus)) throw conflict(m.alreadyPaid);
      if (order.status !== 'PENDING') throw conflict(m.methodLocked);
      return order;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
