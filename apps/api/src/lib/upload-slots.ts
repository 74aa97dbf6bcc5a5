/**
 * How many forms with pictures are being received at once: a few in the whole instance, since
 * each holds up to four pictures in memory and then keeps a thread busy encoding them, and at
 * most two per customer, so one account cannot take every place. A form beyond either bound is
 * refused at once (429 for the customer's own, 503 for the shop's), with Retry-After, before any
 * of its files is read. A place is held until the answer has gone or the connection has closed.
 */
import { uploadMessages } from '@shop/shared/http/errors';
import type { FastifyReply } from 'fastify';
import { AppError } from './app-error';

/** A customer sends one review per product of an order, one after the other; two leaves room. */
export const UPLOADS_PER_CUSTOMER = 2;
/** What a refused form is told to wait: about the time one form takes to arrive and be encoded. */
export const UPLOAD_RETRY_AFTER_SECONDS = 5;

export function createUploadSlots({
  atOnce,
  perOwner = UPLOADS_PER_CUSTOMER,
}: {
  atOnce: number;
  perOwner?: number;
}) {
  let inUse = 0;
  const byOwner = new Map<string, number>();

  const refuse = (status: 429 | 503, message: string) =>
    new AppError(status, status === 429 ? 'RATE_LIMITED' : 'BUSY', message, undefined, {
      'retry-after': String(UPLOAD_RETRY_AFTER_SECONDS),
    });

  return {
    /**
     * Takes a place for the request behind `reply` (and for `owner`, a customer's id, when
     * given), or throws the refusal. The place is given back when the response closes.
     */
    take(reply: FastifyReply, owner?: string): void {
      const owned = owner === undefined ? 0 : (byOwner.get(owner) ?? 0);
      if (owner !== undefined && owned >= perOwner) {
        throw refuse(429, uploadMessages.customerBusy);
      }
      if (inUse >= atOnce) throw refuse(503, uploadMessages.shopBusy);
      // Gone already: there is nothing left to receive, and no 'close' to give a place back.
      if (reply.raw.destroyed || !reply.raw.socket || reply.raw.socket.destroyed) return;
      inUse += 1;
      if (owner !== undefined) byOwner.set(owner, owned + 1);
      let released = false;
      reply.raw.once('close', () => {
        if (released) return;
        released = true;
        inUse -= 1;
        if (owner === undefined) return;
        const left = (byOwner.get(owner) ?? 1) - 1;
        if (left > 0) byOwner.set(owner, left);
        else byOwner.delete(owner);
      });
    },

    /** Forms being received now, for the operators' view and the tests. */
    get inUse(): number {
      return inUse;
    },
  };
}

export type UploadSlots = ReturnType<typeof createUploadSlots>;
