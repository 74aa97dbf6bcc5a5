/**
 * Returns (decision 045): a customer asks to send back units of a delivered order within the
 * return window; staff approve or decline, receive the parcel and the money goes back. Every
 * write runs under the order's lock (the orders service's `change`), where the units already in
 * returns, the credit notes against the invoice and the refunds of the order are read, so two
 * requests at once, or a return received while staff refund the order, never give back more than
 * was delivered or received. Each change touches the order, so its owner's open pages hear
 * `orderUpdated` after the commit and read the returns again; `return.changed` then e-mails them.
 */
import { randomUUID } from 'node:crypto';
import { paiseToRupees } from '@shop/shared/money';
import { refundMessages } from '@shop/shared/payments/refunds';
import { pageRequest, type Page } from '@shop/shared/http/paging';
import { returnMessages as m } from '@shop/shared/returns/messages';
import {
  openReturnStatuses,
  returnMoves,
  returnNumber,
  type AdminReturn,
  type AdminReturnListQuery,
  type OrderReturn,
  type Returnable,
  type ReturnRequest,
  type ReturnStatus,
  type ReturnUpdate,
} from '@shop/shared/returns/schemas';
import type { Database, Executor } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { EventsWithin } from '../../lib/durable-events';
import { isUuid } from '../../lib/ids';
import type { PreparedImage, Uploads } from '../../lib/uploads';
import type { CatalogService } from '../catalog/catalog.service';
import type { InvoicesService } from '../invoices/invoices.service';
import type { OrderRecord, OrdersService } from '../orders/orders.service';
import type { PaymentsService } from '../payments/payments.service';
import * as repo from './returns.repository';

/** A return's step, written with it: its owner's e-mail for the step it reached. */
export interface ReturnChanged {
  ret: OrderReturn;
  record: OrderRecord;
  /**
   * The credit note issued with this step: its number is taken as the step commits, so the
   * e-mail reads it when it goes (`withCreditNote`).
   */
  creditNoteId?: string | null;
}
export type ReturnEvents = { 'return.changed': ReturnChanged };

/** Return requests one order may have, declined ones included: past it, the shop is written to. */
export const MAX_RETURNS_PER_ORDER = 10;

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The end of the return window: the last moment of the `days`th day after the day of delivery,
 * in India. Delivered on 20 November at any hour, a 7-day window runs to the end of 27 November.
 */
export function windowEnd(deliveredAt: Date, days: number): Date {
  const indianDayStart =
    Math.floor((deliveredAt.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return new Date(indianDayStart + (days + 1) * DAY_MS - 1);
}

function toReturn(
  { row, items }: repo.ReturnRecord,
  creditNoteNumbers: Map<string, string>,
): OrderReturn {
  const creditNoteNumber = row.creditNoteId && creditNoteNumbers.get(row.creditNoteId);
  return {
    _id: row.id,
    orderId: row.orderId,
    status: row.status,
    reason: row.reason,
    details: row.details,
    images: row.imageUrls,
    items: items.map((item) => ({
      product: item.productId,
      name: item.name,
      quantity: item.quantity,
      price: paiseToRupees(item.unitPricePaise),
    })),
    amount: paiseToRupees(row.amountPaise),
    note: row.note,
    restocked: row.restocked,
    creditNote:
      row.creditNoteId && creditNoteNumber
        ? { _id: row.creditNoteId, number: creditNoteNumber }
        : null,
    refundId: row.refundId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

/** An order line as a return names it: its product, or the line itself once the product is gone. */
const keyOf = (item: OrderRecord['items'][number]) => item.productId ?? item.id;

export function createReturnsService({
  db,
  uploads,
  orders,
  invoices,
  payments,
  catalog,
  windowDays,
  events,
  now = () => new Date(),
}: {
  db: Database;
  uploads: Uploads;
  orders: Pick<OrdersService, 'change' | 'update' | 'record' | 'summariesOf'>;
  invoices: Pick<InvoicesService, 'creditNoteForGoods' | 'creditNoteNumbers'>;
  payments: Pick<PaymentsService, 'refunds'>;
  catalog: Pick<CatalogService, 'restockReturn' | 'stockChanged'>;
  windowDays: number;
  events: EventsWithin<ReturnEvents>;
  now?: () => Date;
}) {
  async function answer(records: repo.ReturnRecord[]): Promise<OrderReturn[]> {
    const numbers = await invoices.creditNoteNumbers(
      records.flatMap(({ row }) => (row.creditNoteId ? [row.creditNoteId] : [])),
    );
    return records.map((record) => toReturn(record, numbers));
  }

  /** In the return's transaction: its owner hears of the step, as this change made it. */
  async function announceWithin(tx: Executor, ret: repo.ReturnRecord, record: OrderRecord) {
    const changed = { ret: toReturn(ret, new Map()), record, creditNoteId: ret.row.creditNoteId };
    await events(tx, 'return.changed', changed, record.order.id);
  }

  /** The lines the customer may still return and until when, read from `executor`. */
  async function returnableOf(executor: Executor, record: OrderRecord) {
    const { order, items } = record;
    const until = order.deliveredAt && windowEnd(order.deliveredAt, windowDays);
    const inReturns = await repo.unitsInReturns(executor, order.id);
    return {
      until,
      open: order.status === 'DELIVERED' && until !== null && now() <= until,
      items: items.map((item) => ({ item, left: item.quantity - (inReturns.get(item.id) ?? 0) })),
    };
  }

  /**
   * The request checked against the order as `executor` reads it: delivered, inside the window,
   * each line the order's and at most what is left of it. Answers the lines to write.
   */
  async function check(executor: Executor, record: OrderRecord, request: ReturnRequest['items']) {
    if (record.order.status !== 'DELIVERED') throw conflict(m.notDelivered);
    const returnable = await returnableOf(executor, record);
    if (!returnable.open) throw conflict(m.windowOver(windowDays));
    return request.map(({ product, quantity }) => {
      const line = returnable.items.find(({ item }) => keyOf(item) === product);
      if (!line)
        throw new AppError(400, 'VALIDATION_FAILED', m.notInOrder, { items: [m.notInOrder] });
      if (quantity > line.left) throw conflict(m.tooMany(line.item.name, Math.max(line.left, 0)));
      return { item: line.item, quantity };
    });
  }

  /**
   * The order's lock, then the return read under it: every move of a return goes through here.
   * Answers the return as the move left it.
   */
  async function moveUnderLock(
    id: string,
    move: (
      tx: Executor,
      current: OrderRecord,
      ret: repo.ReturnRecord,
    ) => Promise<{ record?: OrderRecord } | 'unchanged'>,
  ): Promise<repo.ReturnRecord> {
    const orderId = isUuid(id) ? await repo.orderOfReturn(db, id) : undefined;
    if (!orderId) throw notFound(m.returnNotFound);
    let outcome: repo.ReturnRecord | undefined;
    await orders.change({ id: orderId }, async (tx, current) => {
      const ret = await repo.findReturn(tx, id);
      if (!ret) throw notFound(m.returnNotFound);
      const moved = await move(tx, current, ret);
      if (moved === 'unchanged') {
        outcome = ret;
        return { changed: false };
      }
      // The order is touched, so its owner's pages hear of the return with the order's event, and
      // a refund the move left owed is asked for once it commits.
      const touched = await orders.update(tx, moved.record ?? current, {});
      const after = (await repo.findReturn(tx, id))!;
      // A refund recorded by hand is announced by the refund's own e-mail.
      if (after.row.status !== 'REFUNDED') await announceWithin(tx, after, touched);
      outcome = after;
      return { record: touched };
    });
    return outcome!;
  }

  /** Staff's record of a return with its customer and its order's payment. */
  async function adminAnswer(records: repo.ReturnRecord[]): Promise<AdminReturn[]> {
    const [returns, summaries] = await Promise.all([
      answer(records),
      orders.summariesOf(records.map(({ row }) => row.orderId)),
    ]);
    return returns.map((ret) => {
      // A return's order is never deleted (its key restricts it).
      const { customer, ...order } = summaries.get(ret.orderId)!;
      return {
        ...ret,
        customer: {
          _id: customer._id,
          name: `${customer.firstName} ${customer.lastName}`.trim(),
          email: customer.email,
        },
        order: {
          _id: order._id,
          paymentMethod: order.paymentMethod,
          paymentStatus: order.paymentStatus,
          total: order.totalAmount,
        },
      };
    });
  }

  // A return's refund through the provider completes the return when the bank confirms it.
  payments.refunds.onSettled(async (tx, refund) => {
    if (refund.status !== 'PROCESSED') return;
    const ret = await repo.findByRefund(tx, refund.id);
    if (ret) {
      await repo.moveReturn(tx, ret.id, 'RECEIVED', {
        status: 'REFUNDED',
        refundedAt: refund.processedAt ?? now(),
      });
    }
  });

  return {
    /** A step's event with its credit note's number, read once the step has committed. */
    async withCreditNote(changed: ReturnChanged): Promise<ReturnChanged> {
      const id = changed.creditNoteId;
      const number = id && (await invoices.creditNoteNumbers([id])).get(id);
      return number
        ? { ...changed, ret: { ...changed.ret, creditNote: { _id: id, number } } }
        : changed;
    },

    /** What of the customer's order may still be returned, and until when. */
    async returnable(orderId: string, userId?: string): Promise<Returnable> {
      const record = await orders.record(orderId, userId);
      const { until, open, items } = await returnableOf(db, record);
      return {
        until: until?.toISOString() ?? null,
        open,
        items: open
          ? items
              .filter(({ left }) => left > 0)
              .map(({ item, left }) => ({
                product: keyOf(item),
                name: item.name,
                quantity: left,
                price: paiseToRupees(item.pricePaise),
              }))
          : [],
      };
    },

    /**
     * Whether the customer may ask for this return, before any photo of it is read: the order is
     * theirs, delivered, in the window, and the lines are its own and not returned already.
     */
    async checkMayRequest(userId: string, orderId: string, items: ReturnRequest['items']) {
      await check(db, await orders.record(orderId, userId), items);
    },

    /** The customer's request: checked again under the order's lock, with its photos stored. */
    async request(
      userId: string,
      orderId: string,
      input: ReturnRequest,
      prepareImages: () => Promise<PreparedImage[]>,
    ): Promise<OrderReturn> {
      await check(db, await orders.record(orderId, userId), input.items);
      const images = await prepareImages();
      let written: repo.ReturnRecord | undefined;
      await uploads.withStored('returns', images, (imageUrls) =>
        orders.change({ id: orderId, userId }, async (tx, current) => {
          const lines = await check(tx, current, input.items);
          if ((await repo.countOfOrder(tx, orderId)) >= MAX_RETURNS_PER_ORDER) {
            throw conflict(m.tooManyReturns);
          }
          const ret = await repo.insertReturn(
            tx,
            {
              id: randomUUID(),
              orderId,
              userId,
              reason: input.reason,
              details: input.details,
              imageUrls,
              amountPaise: lines.reduce(
                (total, { item, quantity }) => total + item.pricePaise * quantity,
                0,
              ),
            },
            lines.map(({ item, quantity }) => ({
              orderItemId: item.id,
              productId: item.productId,
              name: item.name,
              unitPricePaise: item.pricePaise,
              quantity,
            })),
          );
          const record = await orders.update(tx, current, {});
          await announceWithin(tx, ret, record);
          written = ret;
          return { record };
        }),
      );
      const [ret] = await answer([written!]);
      return ret!;
    },

    /** The order's returns, oldest first; whose order it is, the route has checked. */
    async listOfOrder(orderId: string): Promise<OrderReturn[]> {
      if (!isUuid(orderId)) return [];
      return answer(await repo.returnsOfOrder(db, orderId));
    },

    /** The back office's Returns screen: the waiting (or all, or one status), oldest first. */
    async list(query: AdminReturnListQuery): Promise<Page<AdminReturn>> {
      const { page, limit } = pageRequest(query);
      const statuses: readonly ReturnStatus[] | undefined = query.status
        ? [query.status]
        : query.open
          ? openReturnStatuses
          : undefined;
      const { records, total } = await repo.searchReturns(db, {
        statuses,
        limit,
        offset: (page - 1) * limit,
      });
      return { items: await adminAnswer(records), total, page, limit };
    },

    /** Returns staff still have work on, for the dashboard. */
    waiting: () => repo.countByStatuses(db, openReturnStatuses),

    /**
     * Staff's move of a return. On receipt the returned lines are credited against the invoice
     * and, with `restock`, put back on the shelf; an order paid online is refunded through the
     * provider at once (the return completes when the bank confirms). REFUNDED records money
     * staff returned by hand. A move already made answers the return as it stands.
     */
    async move(id: string, update: ReturnUpdate, staffId: string): Promise<AdminReturn> {
      let restocked: string[] = [];
      const ret = await moveUnderLock(id, async (tx, current, { row, items }) => {
        if (row.status === update.status) return 'unchanged';
        if (!returnMoves[row.status].includes(update.status)) {
          throw conflict(m.badMove(row.status, update.status));
        }
        const at = now();
        const note = update.note ?? row.note;
        if (update.status === 'APPROVED' || update.status === 'REJECTED') {
          await repo.moveReturn(tx, row.id, row.status, {
            status: update.status,
            note,
            decidedAt: at,
          });
          return {};
        }
        const refundOf = {
          key: `return:${row.id}`,
          amountPaise: row.amountPaise,
          reason: m.refundReason(returnNumber(row.id)),
          requestedBy: staffId,
        };
        if (update.status === 'RECEIVED') {
          const creditNoteId = await invoices.creditNoteForGoods(
            tx,
            row.orderId,
            items.map((item) => ({
              name: item.name,
              unitPricePaise: item.unitPricePaise,
              quantity: item.quantity,
            })),
          );
          const back = update.restock
            ? items.flatMap((item) =>
                item.productId ? [{ productId: item.productId, quantity: item.quantity }] : [],
              )
            : [];
          if (back.length > 0) {
            await catalog.restockReturn(tx, back, {
              staff: staffId.replace(/^admin:/, ''),
              note: `Return ${returnNumber(row.id)}`,
            });
          }
          restocked = back.map((item) => item.productId);
          // An order paid online gets its money back through the provider now; a cash order's
          // refund is made by hand and recorded with REFUNDED.
          const refunded = await payments.refunds.forReturn(tx, current, refundOf);
          await repo.moveReturn(tx, row.id, row.status, {
            status: 'RECEIVED',
            note,
            restocked: back.length > 0,
            creditNoteId,
            refundId: refunded?.refund.id ?? null,
            receivedAt: at,
          });
          return { record: refunded?.record };
        }
        // REFUNDED: money staff returned by hand.
        const refunded = await payments.refunds.forReturn(tx, current, {
          ...refundOf,
          byHand: { method: update.method!, reference: update.reference },
        });
        if (!refunded) throw conflict(refundMessages.tooMuch(0));
        if (refunded.refund.status === 'PENDING') throw conflict(m.refundStillPending);
        await repo.moveReturn(tx, row.id, row.status, {
          status: 'REFUNDED',
          note,
          refundId: refunded.refund.id,
          refundedAt: at,
        });
        await payments.refunds.announceWithin(tx, refunded.refund, refunded.record);
        return { record: refunded.record };
      });
      if (restocked.length > 0) catalog.stockChanged(restocked);
      const [answered] = await adminAnswer([ret]);
      return answered!;
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
