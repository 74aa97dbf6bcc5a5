/**
 * Domain events published after a transaction commits, so no one hears of a change that was rolled
 * back. Subscribers (the mailer, the realtime gateway) must not throw into the publisher: failures
 * are logged. The bus keeps count of what its subscribers are still doing, so a shutdown can let
 * them finish.
 */
import type { FastifyBaseLogger } from 'fastify';

type Handler<T> = (payload: T) => Promise<void> | void;

export function createEventBus<Events extends Record<string, unknown>>(logger: FastifyBaseLogger) {
  const handlers = new Map<keyof Events, Array<Handler<never>>>();
  const inFlight = new Set<Promise<void>>();
  return {
    on<K extends keyof Events>(name: K, handler: Handler<Events[K]>): void {
      const list = handlers.get(name) ?? [];
      list.push(handler as Handler<never>);
      handlers.set(name, list);
    },
    /** Runs every handler; resolves when all have finished. */
    publish<K extends keyof Events>(name: K, payload: Events[K]): Promise<void> {
      const run = Promise.all(
        (handlers.get(name) ?? []).map(async (handler) => {
          try {
            await (handler as Handler<Events[K]>)(payload);
          } catch (error) {
            logger.error({ err: error, event: name }, 'event handler failed');
          }
        }),
      ).then(() => {});
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run));
      return run;
    },
    /** Resolves when every handler started so far has finished (the e-mails of a shutdown). */
    async drain(): Promise<void> {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
