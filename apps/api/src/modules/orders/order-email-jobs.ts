/**
 * The e-mails an order's change owes, as outbox jobs written in the change's transaction
 * (docs/decisions/067-outbox.md): the owner's e-mail of the change and the shop's notice, each
 * carrying the order as the change committed it. The handlers send them after the commit, from
 * whichever instance claims them; the job's id makes the message's Message-ID. Staff see an
 * order's e-mails on its page and send again one that failed.
 */
import type { OrderMail } from '@shop/shared/orders/schemas';
import { orderMessages as m } from '@shop/shared/orders/messages';
import type { ShopNotifyEvent } from '../../config';
import { conflict, notFound } from '../../lib/app-error';
import { messageIdOf } from '../../lib/durable-events';
import { decodePayload, toMailView, type Outbox, type OutboxJob } from '../../lib/outbox';
import { orderEmail, type OrderEmailKind } from './orders.emails';
import type { OrderRecord } from './orders.repository';
import { shopNoticeEmail, shopNoticeOwed } from './shop-notifications';
import type { OrderChanged, ShopNotice } from './status-machine';

export const ORDER_EMAIL_JOB = 'order.email';
export const SHOP_NOTICE_JOB = 'order.shop-notice';

type CustomerEmail = { record: OrderRecord; email: OrderEmailKind };
type ShopEmail = { record: OrderRecord; notice: ShopNotice };

export function createOrderEmails(deps: {
  outbox: Pick<Outbox, 'handle' | 'mailsOf' | 'retry'>;
  shop: { name: string; publicUrl: string };
  shopNotify: { to: string; events: ReadonlySet<ShopNotifyEvent> };
}) {
  const { outbox, shop, shopNotify } = deps;

  /** The order's e-mails, newest first. */
  async function list(orderId: string): Promise<OrderMail[]> {
    return (await outbox.mailsOf(orderId)).map(toMailView);
  }

  return {
    /** The e-mails the change owes, to write inside its transaction. */
    jobsFor(event: OrderChanged): OutboxJob[] {
      const { record, email } = event;
      const subject = record.order.id;
      const notice = shopNoticeOwed(event, shopNotify.events);
      return [
        ...(email
          ? [{ kind: ORDER_EMAIL_JOB, subject, payload: { record, email } satisfies CustomerEmail }]
          : []),
        ...(notice
          ? [{ kind: SHOP_NOTICE_JOB, subject, payload: { record, notice } satisfies ShopEmail }]
          : []),
      ];
    },

    /** What sends each kind, registered once at start. */
    handle(send: {
      customer: (email: CustomerEmail, messageId: string) => Promise<void>;
      shop: (email: ShopEmail, messageId: string) => Promise<void>;
    }) {
      outbox.handle(
        ORDER_EMAIL_JOB,
        (job) => send.customer(decodePayload<CustomerEmail>(job.payload), messageIdOf(job.id)),
        {
          describe(payload) {
            const { record, email } = decodePayload<CustomerEmail>(payload);
            return orderEmail(email, record, shop);
          },
        },
      );
      outbox.handle(
        SHOP_NOTICE_JOB,
        (job) => send.shop(decodePayload<ShopEmail>(job.payload), messageIdOf(job.id)),
        {
          describe(payload) {
            const { record, notice } = decodePayload<ShopEmail>(payload);
            return shopNoticeEmail(notice, record, { ...shop, to: shopNotify.to });
          },
        },
      );
    },

    list,

    /** Sends again an e-mail of the order that failed for good. */
    async resend(orderId: string, mailId: string): Promise<OrderMail> {
      const mail = (await list(orderId)).find((candidate) => candidate._id === mailId);
      if (!mail) throw notFound(m.mailNotFound);
      if (mail.status !== 'failed' || !(await outbox.retry(mailId))) {
        throw conflict(m.mailNotFailed);
      }
      return (await list(orderId)).find((item) => item._id === mailId)!;
    },
  };
}

export type OrderEmails = ReturnType<typeof createOrderEmails>;
