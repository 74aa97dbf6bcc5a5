/**
 * Tells every API instance's catalogue cache what changed, through the database they share:
 *
 * - content: the products and categories triggers NOTIFY "catalog_changed", delivered to every
 *   listening instance once the change commits, whoever made it (an admin on another instance,
 *   a script). The instance that made it also drops its answers at once, so its own next answer
 *   shows the change whatever the delivery's delay.
 * - stock: after the commit of an order (or a cancel, or a stock edit), the instance drops the
 *   sold products' quantities from its own answers and NOTIFYs "catalog_stock" with their ids for
 *   the others. Ids from many checkouts in the same moment go out in one message.
 *
 * Another instance hears a change a moment after it commits (the delivery of a NOTIFY); the
 * instance that made it, at once. When the listening connection drops, the cache is told at once
 * and keeps nothing (every answer is read from the database) until both channels are heard
 * again; then it starts empty, since what changed meanwhile was not told (db/listener.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { createInstanceChannel } from '../../lib/instance-channel';
import type { CatalogCache } from './catalog-cache';

const CONTENT_CHANNEL = 'catalog_changed';
const STOCK_CHANNEL = 'catalog_stock';
/** NOTIFY payloads must stay under 8,000 bytes: about 200 ids each. */
const MAX_PAYLOAD = 7_500;

export interface CatalogChanges {
  /** After a commit that changed catalogue content. */
  contentChanged(): void;
  /** After a commit that changed these products' stock. */
  stockChanged(productIds: Iterable<string>): void;
}

export function createCatalogSync({
  database,
  cache,
  log,
}: {
  database: DatabaseHandle;
  cache: CatalogCache;
  log: FastifyBaseLogger;
}) {
  const unsent = new Set<string>();
  let stopContent: (() => Promise<void>) | undefined;
  // The cache keeps answers only while both channels are heard. Heard again after a drop, it
  // starts empty: what was said meanwhile was lost.
  const heard = { content: false, stock: false };
  const listening = (channel: keyof typeof heard) => () => {
    heard[channel] = true;
    if (heard.content && heard.stock) cache.setLive(true);
  };
  const lost = (channel: keyof typeof heard) => () => {
    heard[channel] = false;
    cache.setLive(false);
  };
  const stock = createInstanceChannel(database, STOCK_CHANNEL, {
    onMessage: (ids) => cache.stockChanged(ids.split(' ')),
    onListening: listening('stock'),
    onLost: lost('stock'),
  });

  function sendStock() {
    const ids = [...unsent];
    unsent.clear();
    const messages: string[] = [];
    let message = '';
    for (const id of ids) {
      if (message.length + id.length + 1 > MAX_PAYLOAD) {
        messages.push(message);
        message = '';
      }
      message += message ? ` ${id}` : id;
    }
    messages.push(message);
    for (const ids of messages) {
      stock.send(ids).catch((error: unknown) => {
        // Other instances then show this stock once their answers expire.
        log.warn({ err: error }, 'could not tell other instances of a stock change');
      });
    }
  }

  const changes: CatalogChanges = {
    contentChanged: () => cache.contentChanged(),
    stockChanged(productIds) {
      const ids = [...productIds];
      if (ids.length === 0) return;
      cache.stockChanged(ids);
      if (unsent.size === 0) setImmediate(sendStock);
      for (const id of ids) unsent.add(id);
    },
  };

  return {
    changes,
    /** Listens for the changes of every instance; until then the cache keeps nothing. */
    async start(): Promise<void> {
      // The triggers' messages carry no sender: every instance, this one included, acts on them.
      stopContent = await database.listen(CONTENT_CHANNEL, {
        onMessage: () => cache.contentChanged(),
        onListening: listening('content'),
        onLost: lost('content'),
      });
      await stock.start();
    },
    async stop(): Promise<void> {
      heard.content = heard.stock = false;
      cache.setLive(false);
      await Promise.all([stopContent?.().catch(() => {}), stock.stop()]);
    },
  };
}

export type CatalogSync = ReturnType<typeof createCatalogSync>;
