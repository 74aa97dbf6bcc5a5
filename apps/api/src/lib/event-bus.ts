/**
 * Domain events published after a transaction commits (STYLE.md convention 7). Subscribers (the
 * mailer, the realtime gateway) must not throw into the publisher: failures are logged.
 */
import type { FastifyBaseLogger } from 'fastify';

type Handler<T> = (payload: T) => Promise<void> | void;

export function createEventBus<Events extends Record<string, unknown>>(logger: FastifyBaseLogger) {
  const handlers = new Map<keyof Events, Array<Handler<never>>>();
  return {
    on<K extends keyof Events>(name: K, handler: Handler<Events[K]>): void {
      const list = handlers.get(name) ?? [];
      list.push(handler as Handler<never>);
      handlers.set(name, list);
    },
    /** Runs every handler; resolves when all have finished. */
    async publish<K extends keyof Events>(name: K, payload: Events[K]): Promise<void> {
      await Promise.all(
        (handlers.get(name) ?? []).map(async (handler) => {
          try {
            await (handler as Handler<Events[K]>)(payload);
          } catch (error) {
            logger.error({ err: error, event: name }, 'event handler failed');
          }
        }),
      );
    },
  };
}
