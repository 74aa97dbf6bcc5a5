/**
 * The shop's domain events, owed once the change that causes them commits and never lost after
 * (docs/decisions/068-durable-events.md). A service writes an event inside its own transaction
 * (`within`); each subscriber's share becomes one outbox job, so a subscriber that fails (a mail
 * server down) is tried again on its own, without repeating the others (a websocket message sent
 * twice, a refund asked for twice). Rolled back, nothing was written; committed, every
 * subscriber hears of it, from whichever instance claims its job, even if the one that made the
 * change dies a moment later.
 *
 * Subscribers are registered at start. A subscriber's `when` is asked as the event is written:
 * where it answers no, no job is written (most order changes owe no refund to submit).
 */
import type { Executor } from '../db/client';
import { decodePayload, type DescribeMail, type Outbox, type OutboxJob } from './outbox';

/** What a subscriber is given beside the event: its job's idempotency key, as a Message-ID. */
export interface Delivery {
  /** The same on every try, so a message sent twice is one message to a mail client. */
  messageId: string;
}

export const messageIdOf = (jobId: string) => `<${jobId}@outbox.circuitkart>`;

interface Subscriber {
  kind: string;
  when?: (payload: never) => boolean;
}

export function createDurableEvents<Events extends Record<string, unknown>>(
  outbox: Pick<Outbox, 'add' | 'handle'>,
) {
  const subscribers = new Map<keyof Events, Subscriber[]>();

  return {
    /**
     * `name`'s subscriber `as` (a name of its own, stable across versions: its jobs are found by
     * it). An e-mail says what it sends (`describe`), so staff see it on the subject's page.
     */
    on<K extends keyof Events & string>(
      name: K,
      as: string,
      handler: (event: Events[K], delivery: Delivery) => Promise<void> | void,
      options: {
        when?: (event: Events[K]) => boolean;
        describe?: (event: Events[K]) => { to: string; subject: string };
      } = {},
    ): void {
      const kind = `${name}:${as}`;
      const { when, describe } = options;
      outbox.handle(
        kind,
        (job) => handler(decodePayload<Events[K]>(job.payload), { messageId: messageIdOf(job.id) }),
        {
          describe:
            describe && (((payload) => describe(decodePayload(payload))) satisfies DescribeMail),
        },
      );
      const list = subscribers.get(name) ?? [];
      list.push({ kind, when: when as Subscriber['when'] });
      subscribers.set(name, list);
    },

    /**
     * Inside the change's transaction: the event, as the change committed it, for each
     * subscriber. `subject` is whom it concerns (an order's id), so staff find its e-mails there.
     * `alongWith`: other jobs the change owes, written in the same statement.
     */
    async within<K extends keyof Events & string>(
      tx: Executor,
      name: K,
      event: Events[K],
      subject?: string,
      alongWith: OutboxJob[] = [],
    ): Promise<void> {
      const owed = (subscribers.get(name) ?? []).filter(
        ({ when }) => !when || (when as (event: Events[K]) => boolean)(event),
      );
      await outbox.add(tx, [
        ...alongWith,
        ...owed.map(({ kind }) => ({ kind, payload: event, subject })),
      ]);
    },
  };
}

/** What a service is given to write its events: the shop's events, narrowed to its own. */
export type EventsWithin<Events extends Record<string, unknown>> = <
  K extends keyof Events & string,
>(
  tx: Executor,
  name: K,
  event: Events[K],
  subject?: string,
  alongWith?: OutboxJob[],
) => Promise<void>;
