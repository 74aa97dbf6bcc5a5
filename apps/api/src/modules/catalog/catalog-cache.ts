/**
 * Catalogue answers kept ready to send in this instance's memory, per route and the parameters
 * the answer depends on (validated and normalised by the route, never the raw URL: `?x=1` or
 * reordered parameters find the same answer). A kept answer is sent without asking the database
 * anything: it is dropped or corrected when the instance is told of a change (catalog-sync.ts
 * carries those messages between instances).
 *
 * - Bounded in entries and in bytes; the least recently used answer goes first. An answer larger
 *   than `maxEntryBytes` is sent but not kept, so one huge answer cannot push out the others.
 * - The gzip of an answer is made on first use, on libuv's thread pool, not the event loop.
 *
 * - A content change (a name, a price, a new product, a rating) drops every answer: they are
 *   computed again on their next request.
 * - A stock change names its products. Only answers showing one of them read the current
 *   quantities of those products (one small query) and write them into themselves; every other
 *   answer keeps its bytes and its ETag. So a purchase does not empty the cache.
 * - While the instance does not hear of changes (start-up, a dropped listening connection),
 *   nothing is kept; heard again, it starts empty.
 * - Told nothing for a while (a stock write made outside the app), an answer is computed again
 *   after `maxAgeMs` all the same.
 * - A promotion's start or end changes prices without anyone telling: every answer expires at
 *   the next such boundary too (docs/decisions/058), read once per content change.
 *
 * Each message takes a number from one counter, and each answer remembers the number current when
 * it started reading: a change told while an answer was being read is newer than the answer, so
 * the answer is never kept as newer than the change.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Executor } from '../../db/client';
import * as repo from './catalog.repository';
import * as promotionsRepo from './promotions.repository';

const gzipOffLoop = promisify(gzip);

/** The default bound on the memory of kept answers: some hundreds of product lists. */
export const DEFAULT_CATALOG_CACHE_BYTES = 64 * 1024 * 1024;
/** The objects an answer is made from weigh about one and a half times its JSON (measured). */
const OBJECTS_PER_JSON_BYTE = 1.5;

export interface CachedAnswer {
  /** The JSON, encoded once: a list of a hundred products is encoded on every send otherwise. */
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  /** The body gzipped, made on first use (off the event loop) and kept with the answer. */
  gzipped(): Promise<Buffer>;
}

/** What an operator reads of the cache (the health check): counts, never content. */
export interface CatalogCacheCounters {
  /** Answers sent from memory (quantities refreshed or not). */
  hits: number;
  /** Answers computed: not kept, changed, expired, or the cache not listening. */
  misses: number;
  /** Answers pushed out by the bounds (entries or bytes), least recently used first. */
  evictions: number;
  /** Answers sent but not kept, being larger than one entry may be. */
  tooLarge: number;
}

/** A product as an answer shows it: its id and the stock it was shown with. */
export interface ShownProduct {
  _id: string;
  quantity: number;
}

export interface ComputedAnswer {
  body: unknown;
  headers?: Record<string, string>;
  /** The product objects inside `body`, whose quantity the cache keeps current. */
  products?: ShownProduct[];
}

/** Reads the current stock of products (the catalogue repository's query). */
export type StockReader = (ids: string[]) => Promise<Map<string, number>>;

/** The stock reader of a running shop: the quantities as the database has them now. */
export const stockFrom =
  (db: Executor): StockReader =>
  (ids) =>
    repo.currentStock(db, ids);

/** Reads the next moment a promotion starts or ends, undefined when none is ahead. */
export type BoundaryReader = () => Promise<Date | undefined>;

/** The boundary reader of a running shop: the promotions as the database has them now. */
export const promotionBoundaryFrom =
  (db: Executor): BoundaryReader =>
  () =>
    promotionsRepo.nextBoundary(db);

interface Entry extends CachedAnswer {
  key: string;
  /** Its estimated memory: key, JSON, the objects behind it, headers, gzip once made. */
  bytes: number;
  computed: ComputedAnswer;
  /** The counter when the content was read. */
  contentAt: number;
  /** The counter when the quantities shown were last read or known to be current. */
  stockAt: number;
  expiresAt: number;
}

export function createCatalogCache({
  readStock,
  readNextBoundary,
  maxEntries = 500,
  maxBytes = DEFAULT_CATALOG_CACHE_BYTES,
  maxEntryBytes = Math.floor(maxBytes / 8),
  maxAgeMs = 60_000,
}: {
  readStock: StockReader;
  /** Kept answers expire at the next promotion boundary it answers (none: only by age). */
  readNextBoundary?: BoundaryReader;
  maxEntries?: number;
  maxBytes?: number;
  /** An answer weighing more is sent but not kept. */
  maxEntryBytes?: number;
  maxAgeMs?: number;
}) {
  /** Map order is use order: the least recently used first. */
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const counters: CatalogCacheCounters = { hits: 0, misses: 0, evictions: 0, tooLarge: 0 };
  /** Hits and misses per route (the key's first word): a handful of routes, known in advance. */
  const byRoute = new Map<string, { hits: number; misses: number }>();
  let counter = 0;
  let contentChangedAt = 0;
  let stockChangedAt = 0;
  /** The counter value of each product's latest stock change. */
  const productStockAt = new Map<string, number>();
  /** Until the instance hears of changes, nothing is kept. */
  let live = false;
  /** The counter values at which answers now being computed started reading. */
  const reading = new Map<number, number>();
  /** The next promotion boundary as read after the latest content change (ms since epoch). */
  let boundary: { at: number; contentAt: number } | undefined;
  /** Values built from the catalogue (the sitemap's files), kept until it changes. */
  const keptValues = new Map<string, { value: Promise<unknown>; contentAt: number }>();

  function count(key: string, outcome: 'hits' | 'misses') {
    counters[outcome] += 1;
    const route = key.split(' ', 1)[0]!;
    const perRoute = byRoute.get(route) ?? { hits: 0, misses: 0 };
    perRoute[outcome] += 1;
    byRoute.set(route, perRoute);
  }

  function forget(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function clear(): void {
    entries.clear();
    bytes = 0;
  }

  /** Pushes out the least recently used answers until both bounds hold. */
  function evict(): void {
    while (entries.size > maxEntries || bytes > maxBytes) {
      forget(entries.keys().next().value!);
      counters.evictions += 1;
    }
  }

  /** Keeps the answer as the most recently used, if it may be kept at all. */
  function remember(entry: Entry): Entry {
    forget(entry.key);
    if (maxEntries <= 0) return entry;
    if (entry.bytes > maxEntryBytes) {
      counters.tooLarge += 1;
      return entry;
    }
    entries.set(entry.key, entry);
    bytes += entry.bytes;
    evict();
    return entry;
  }

  /** A hit becomes the most recently used. */
  function touch(entry: Entry): Entry {
    entries.delete(entry.key);
    entries.set(entry.key, entry);
    return entry;
  }

  /** Serialises an answer (again, after its quantities changed) with its ETag. */
  function render(state: Omit<Entry, keyof CachedAnswer | 'bytes'> & { key: string }): Entry {
    const json = Buffer.from(JSON.stringify(state.computed.body));
    const headers = state.computed.headers ?? {};
    let gzipped: Promise<Buffer> | undefined;
    const entry: Entry = {
      ...state,
      body: json,
      headers,
      etag: etagOf(json, headers),
      bytes:
        state.key.length +
        Math.ceil(json.length * (1 + OBJECTS_PER_JSON_BYTE)) +
        JSON.stringify(headers).length,
      gzipped: () =>
        (gzipped ??= gzipOffLoop(json).then(
          (zipped) => {
            // Kept answers count their gzip too, once it exists.
            if (entries.get(entry.key) === entry) {
              entry.bytes += zipped.length;
              bytes += zipped.length;
              if (entry.bytes > maxEntryBytes) {
                forget(entry.key);
                counters.tooLarge += 1;
              }
              evict();
            }
            return zipped;
          },
          (error: unknown) => {
            gzipped = undefined;
            throw error;
          },
        )),
    };
    return entry;
  }

  /**
   * When the next promotion starts or ends: read again after a content change (a promotion
   * written) or once it has passed. An answer computed after a boundary its database clock had
   * not reached yet expires at once, and the next request reads again.
   */
  async function nextBoundary(): Promise<number> {
    if (!readNextBoundary) return Infinity;
    if (boundary && boundary.contentAt >= contentChangedAt && boundary.at > Date.now()) {
      return boundary.at;
    }
    const startedAt = counter;
    const at = (await readNextBoundary())?.getTime() ?? Infinity;
    if (startedAt >= contentChangedAt) boundary = { at, contentAt: startedAt };
    return at;
  }

  async function compute(key: string, computeAnswer: () => Promise<ComputedAnswer>) {
    const startedAt = counter;
    reading.set(startedAt, (reading.get(startedAt) ?? 0) + 1);
    let computed: ComputedAnswer;
    let boundaryAt: number;
    try {
      [computed, boundaryAt] = await Promise.all([computeAnswer(), nextBoundary()]);
    } finally {
      const left = reading.get(startedAt)! - 1;
      if (left === 0) reading.delete(startedAt);
      else reading.set(startedAt, left);
    }
    const entry = render({
      key,
      computed,
      contentAt: startedAt,
      stockAt: startedAt,
      expiresAt: Math.min(Date.now() + maxAgeMs, boundaryAt),
    });
    return live ? remember(entry) : entry;
  }

  /** Brings the quantities an answer shows up to date with the stock changes told since. */
  async function refreshStock(entry: Entry): Promise<Entry> {
    const shown = entry.computed.products ?? [];
    const since = entry.stockAt;
    const now = counter;
    const changed = shown.filter((p) => (productStockAt.get(p._id) ?? 0) > since);
    if (changed.length === 0) {
      entry.stockAt = now;
      return touch(entry);
    }
    const stock = await readStock([...new Set(changed.map((p) => p._id))]);
    let moved = false;
    for (const product of changed) {
      const quantity = stock.get(product._id);
      if (quantity !== undefined && quantity !== product.quantity) {
        product.quantity = quantity;
        moved = true;
      }
    }
    // A change told during the read is newer than `now`: the next request looks again.
    entry.stockAt = now;
    if (!moved) return entries.get(entry.key) === entry ? touch(entry) : entry;
    // Dropped meanwhile (a content change, the bounds): the new rendering is sent, not kept.
    const rendered = render(entry);
    return entries.get(entry.key) === entry ? remember(rendered) : rendered;
  }

  return {
    /**
     * The answer kept under `key`, or computed. The key is the route, a space, and the
     * normalised parameters; the route part names its counters.
     */
    async answer(key: string, computeAnswer: () => Promise<ComputedAnswer>): Promise<CachedAnswer> {
      const hit = entries.get(key);
      if (!hit || hit.contentAt < contentChangedAt || hit.expiresAt <= Date.now()) {
        count(key, 'misses');
        return compute(key, computeAnswer);
      }
      count(key, 'hits');
      if (hit.stockAt >= stockChangedAt) return touch(hit);
      return refreshStock(hit);
    },

    /**
     * A value built from the catalogue's content (not its stock), built once and kept until a
     * content change: parallel requests share one build, and a change told during the build
     * makes the next request build again. Nothing is kept while the instance does not hear of
     * changes.
     */
    kept<T>(key: string, build: () => Promise<T>): Promise<T> {
      const hit = keptValues.get(key);
      if (hit && hit.contentAt >= contentChangedAt) return hit.value as Promise<T>;
      const startedAt = counter;
      const value = build();
      if (!live) return value;
      const entry = { value, contentAt: startedAt };
      keptValues.set(key, entry);
      value.catch(() => {
        if (keptValues.get(key) === entry) keptValues.delete(key);
      });
      return value;
    },

    /** Something other than stock changed: every answer is computed again. */
    contentChanged(): void {
      contentChangedAt = ++counter;
      clear();
      keptValues.clear();
    },

    /** The stock of these products changed: answers showing them read it again. */
    stockChanged(productIds: Iterable<string>): void {
      stockChangedAt = ++counter;
      for (const id of productIds) productStockAt.set(id, stockChangedAt);
      // A mark only matters to answers read before it; once every answer is newer, it goes.
      if (productStockAt.size > 10_000) {
        let oldest = counter;
        for (const entry of entries.values()) oldest = Math.min(oldest, entry.stockAt);
        for (const startedAt of reading.keys()) oldest = Math.min(oldest, startedAt);
        for (const [id, at] of productStockAt) if (at <= oldest) productStockAt.delete(id);
      }
    },

    /**
     * Whether the instance hears of changes. Not hearing (the listening connection dropped),
     * answers are computed for each request and nothing is kept; heard of again, it starts empty,
     * since what changed meanwhile was not told.
     */
    setLive(listening: boolean): void {
      live = listening;
      contentChangedAt = ++counter;
      clear();
      keptValues.clear();
    },

    get size() {
      return entries.size;
    },

    /** For the health check: counters since the start, and what is kept now. */
    counters() {
      return {
        live,
        ...counters,
        entries: entries.size,
        bytes,
        maxEntries,
        maxBytes,
        maxEntryBytes,
        byRoute: Object.fromEntries(byRoute),
      };
    },
  };
}

/**
 * The same on every instance for the same answer, and new whenever anything shown changes: a
 * hash of the body and its headers.
 */
function etagOf(body: Buffer, headers: Record<string, string>): string {
  const hash = createHash('sha1')
    .update(body)
    .update('\n')
    .update(JSON.stringify(headers))
    .digest('base64url')
    .slice(0, 22);
  return `W/"${hash}"`;
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
