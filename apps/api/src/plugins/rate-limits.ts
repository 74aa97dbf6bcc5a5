/**
 * Rate limits with 429, the route's message and Retry-After
 * (docs/decisions/010-rate-limits-proxies-and-redis-outages.md). A route
 * has one or more rules, each a fixed-window counter keyed on the client's address, the e-mail
 * of the body, both, or the whole shop; a call is refused as soon as one of its rules is at its
 * maximum, and a refused call counts against none of them. The counts live in Redis when
 * REDIS_URL is set, so every instance shares them; while Redis is away each instance counts in
 * its own memory, and goes back to Redis when it returns.
 */
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';

export interface LimitRule {
  /** The counter's name: rules of one name on several routes share their counts. */
  name: string;
  /**
   * What one count belongs to: the client's address, the body's e-mail, both, the shop, or the
   * signed-in customer (on routes guarded by requireCustomer).
   */
  per: 'ip' | 'email' | 'ip+email' | 'shop' | 'customer';
  max: number;
  minutes: number;
  /**
   * Only failed calls count: a call answered below 400 gives its count back, so shoppers who
   * sign in behind one shared address (an office, a mobile network) do not hold each other back.
   */
  failuresOnly?: boolean;
}

export interface RouteLimits {
  message: string;
  rules: LimitRule[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteLimits;
  }
}

/** A route's limits: `message` once any of `rules` is reached. */
export const limits = (message: string, ...rules: LimitRule[]): RouteLimits => ({
  message,
  rules,
});

interface Counter {
  key: string;
  max: number;
  windowMs: number;
}

interface Taken {
  /** Null when the call was counted; otherwise how long until the full counter starts over. */
  retryAfterMs: number | null;
  /** Takes one count back from these counters (where this call was counted). */
  giveBack(keys: string[]): Promise<void>;
}

interface CounterStore {
  /** Counts the call against every counter, or against none if one is already at its max. */
  take(counters: Counter[]): Promise<Taken>;
}

/** Counts in this process; bounded, so a flood of new addresses cannot exhaust memory. */
function memoryStore(maxEntries = 100_000): CounterStore & { takeNow(c: Counter[]): Taken } {
  const counts = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const entry = counts.get(key);
    if (entry && entry.resetAt > now) return entry;
    if (entry) counts.delete(key);
    return undefined;
  };
  const makeRoom = (now: number) => {
    if (counts.size < maxEntries) return;
    for (const [key, entry] of counts) if (entry.resetAt <= now) counts.delete(key);
    // Still full of live counts: forget the oldest tenth rather than refuse to count.
    for (const key of counts.keys()) {
      if (counts.size < maxEntries * 0.9) break;
      counts.delete(key);
    }
  };
  const giveBack = async (keys: string[]) => {
    const now = Date.now();
    for (const key of keys) {
      const entry = live(key, now);
      if (entry && entry.count > 0) entry.count -= 1;
    }
  };
  const takeNow = (counters: Counter[]): Taken => {
    const now = Date.now();
    for (const counter of counters) {
      const entry = live(counter.key, now);
      if (entry && entry.count >= counter.max) {
        return { retryAfterMs: entry.resetAt - now, giveBack };
      }
    }
    for (const counter of counters) {
      const entry = live(counter.key, now);
      if (entry) {
        entry.count += 1;
      } else {
        makeRoom(now);
        counts.set(counter.key, { count: 1, resetAt: now + counter.windowMs });
      }
    }
    return { retryAfterMs: null, giveBack };
  };
  return { takeNow, take: async (counters) => takeNow(counters) };
}

// One script, so checking every counter and counting the call is one atomic step in Redis.
// KEYS: the counters; ARGV: each counter's max, then each counter's window in milliseconds.
const TAKE_SCRIPT = `
local n = #KEYS
for i = 1, n do
  local count = tonumber(redis.call('GET', KEYS[i]) or '0')
  if count >= tonumber(ARGV[i]) then
    local ttl = redis.call('PTTL', KEYS[i])
    if ttl < 0 then ttl = tonumber(ARGV[n + i]) end
    return ttl
  end
end
for i = 1, n do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('PEXPIRE', KEYS[i], ARGV[n + i]) end
end
return -1
`;
const GIVE_BACK_SCRIPT = `
for i = 1, #KEYS do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
end
return 0
`;
const REDIS_PREFIX = 'shop-limits:';

/**
 * Counts in Redis, shared by every instance; in this process's memory whenever Redis cannot
 * answer at once, so a Redis outage never turns a sign-in into an error.
 */
function sharedStore(redis: Redis, log: FastifyBaseLogger): CounterStore {
  const local = memoryStore();
  let alone = false;
  const giveBackInRedis = async (keys: string[]) => {
    if (keys.length === 0) return;
    try {
      await redis.eval(GIVE_BACK_SCRIPT, keys.length, ...keys.map((k) => REDIS_PREFIX + k));
    } catch {
      // A count not given back only makes that limit one call stricter until its window ends.
    }
  };
  return {
    async take(counters) {
      if (redis.status === 'ready') {
        try {
          const keys = counters.map((c) => REDIS_PREFIX + c.key);
          const args = [...counters.map((c) => c.max), ...counters.map((c) => c.windowMs)];
          const ttl = Number(await redis.eval(TAKE_SCRIPT, keys.length, ...keys, ...args));
          alone = false;
          return { retryAfterMs: ttl < 0 ? null : ttl, giveBack: giveBackInRedis };
        } catch (error) {
          if (!alone)
            log.warn({ err: error }, 'rate limits counted on this instance: Redis failed');
          alone = true;
        }
      }
      return local.takeNow(counters);
    },
  };
}

const emailOf = (request: FastifyRequest): string | undefined => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};

function counterKey(rule: LimitRule, request: FastifyRequest): string | undefined {
  if (rule.per === 'shop') return rule.name;
  if (rule.per === 'ip') return `${rule.name}:${request.ip}`;
  if (rule.per === 'customer') {
    return request.customer ? `${rule.name}:${request.customer._id}` : undefined;
  }
  const email = emailOf(request);
  if (email === undefined) return undefined;
  return rule.per === 'email' ? `${rule.name}:${email}` : `${rule.name}:${request.ip}|${email}`;
}

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

export default fp(async function rateLimits(app: FastifyInstance, opts: { redis?: Redis }) {
  const store = opts.redis ? sharedStore(opts.redis, app.log) : memoryStore();

  app.addHook('onRoute', (route: RouteOptions) => {
    const routeLimits = route.config?.rateLimit;
    if (!routeLimits) return;
    const counted = new WeakMap<FastifyRequest, () => Promise<void>>();

    // A preHandler runs after validation, so the e-mail of the body is known and well-formed.
    const check = async (request: FastifyRequest) => {
      const counters: Array<Counter & { failuresOnly: boolean }> = [];
      for (const rule of routeLimits.rules) {
        const key = counterKey(rule, request);
        if (key === undefined) continue;
        counters.push({
          key,
          max: rule.max,
          windowMs: rule.minutes * 60_000,
          failuresOnly: rule.failuresOnly ?? false,
        });
      }
      const taken = await store.take(counters);
      if (taken.retryAfterMs !== null) {
        throw new AppError(429, 'RATE_LIMITED', routeLimits.message, undefined, {
          'retry-after': String(Math.max(1, Math.ceil(taken.retryAfterMs / 1000))),
        });
      }
      const forgiven = counters.filter((c) => c.failuresOnly).map((c) => c.key);
      if (forgiven.length > 0) counted.set(request, () => taken.giveBack(forgiven));
    };
    // Before the answer leaves, so the client's next call already sees the count given back.
    const giveBackOnSuccess = async (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
    ) => {
      if (reply.statusCode < 400) await counted.get(request)?.();
      return payload;
    };

    route.preHandler = [...asList(route.preHandler), check] as RouteOptions['preHandler'];
    route.onSend = [...asList(route.onSend), giveBackOnSuccess] as RouteOptions['onSend'];
  });
});
