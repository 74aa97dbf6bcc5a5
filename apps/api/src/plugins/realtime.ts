/**
 * socket.io on the API server: websocket transport only, authenticated
 * with the customer's `token` cookie; each signed-in socket joins its user's room, so events go
 * only to the pages that need them, and its session's room, so a revoked session's sockets can be
 * closed. Any socket, a visitor's too, may watch a few products: a product page joins its
 * product's room to hear of new reviews and replies. With REDIS_URL the Redis adapter carries events (and disconnections) between several
 * API instances; while Redis is away, events still reach this instance's sockets.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { User } from '@shop/shared/accounts/schemas';
import { realtimeRequests } from '@shop/shared/realtime/events';
import { Server, type Socket } from 'socket.io';
import { isUuid } from '../lib/ids';
import { sha256 } from '../lib/secrets';
import { CUSTOMER_COOKIE, type SessionReader } from './auth';

/**
 * Sessions that just ended, whose open sockets are closed: one session, or every session of a
 * user but the one kept. The accounts service names them after the commit that ends them.
 */
export type RevokedSessions = { tokenHash: string } | { userId: string; exceptTokenHash?: string };

export interface Realtime {
  toUser(userId: string, event: string, payload: unknown): void;
  toRoom(room: string, event: string, payload: unknown): void;
  /** Closes the open sockets of sessions that have ended, on every instance. */
  disconnectSessions(revoked: RevokedSessions): void;
  /**
   * Checks this instance's sockets of these sessions (or of this customer) again, closing those
   * whose session has ended: for changes heard from another instance without Redis between.
   */
  recheckSessions(changed: { tokenHash: string } | { userId: string }): Promise<void>;
  readonly io: Server;
}

const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;
/** The room of a product's open pages. */
export const productRoom = (productId: string) => `product:${productId.toLowerCase()}`;
/** How many products one socket may watch at once (a page watches one; a few tabs share it). */
const MAX_WATCHED_PRODUCTS = 20;

/**
 * A page's requests to watch a product and stop. Each answers through the acknowledgement
 * (when asked for one) whether the socket now watches the product.
 */
function handleProductWatching(socket: Socket) {
  const watched = () => [...socket.rooms].filter((room) => room.startsWith('product:')).length;
  const answer = (ack: unknown, watching: boolean) => {
    if (typeof ack === 'function') ack({ watching });
  };
  socket.on(realtimeRequests.watchProduct, async (productId: unknown, ack?: unknown) => {
    if (typeof productId !== 'string' || !isUuid(productId)) return answer(ack, false);
    const room = productRoom(productId);
    if (!socket.rooms.has(room) && watched() >= MAX_WATCHED_PRODUCTS) return answer(ack, false);
    await socket.join(room);
    answer(ack, true);
  });
  socket.on(realtimeRequests.unwatchProduct, async (productId: unknown, ack?: unknown) => {
    if (typeof productId === 'string' && isUuid(productId))
      await socket.leave(productRoom(productId));
    answer(ack, false);
  });
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The adapter publishes without waiting for Redis's answer, so a publish that fails while Redis
 * is away would be an unhandled rejection. The event has reached this instance's sockets by
 * then; the other instances miss it, which the connection's outage log already says.
 */
function publishingSafely(pub: Redis, log: FastifyBaseLogger): Redis {
  const publish = pub.publish.bind(pub) as (
    channel: string,
    message: string | Buffer,
  ) => Promise<number>;
  return Object.assign(pub, {
    publish: (channel: string, message: string | Buffer) =>
      publish(channel, message).catch((error: unknown) => {
        log.debug({ err: error }, 'websocket event not published to other instances');
        return 0;
      }),
  });
}

export async function createRealtime(
  app: FastifyInstance,
  opts: { accounts: SessionReader<User>; allowedOrigins: string[]; redisUrl?: string },
): Promise<Realtime> {
  const allowed = new Set(opts.allowedOrigins);
  const io = new Server(app.server, {
    path: '/socket.io',
    transports: ['websocket'],
    cors: { origin: opts.allowedOrigins, credentials: true },
    serveClient: false,
    // CORS does not cover websockets: a page on another site could open one with the shopper's
    // cookie. Browsers always send Origin on the handshake; clients without one carry no cookie
    // of the shopper's.
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, !origin || allowed.has(origin));
    },
  });
  if (opts.redisUrl) {
    // ioredis and the adapter load only when Redis is configured: a single instance never needs them.
    const [{ closeRedis, connectRedis, readyOrNot }, { createAdapter }] = await Promise.all([
      import('../lib/redis'),
      import('@socket.io/redis-adapter'),
    ]);
    const pub = connectRedis(opts.redisUrl, app.log, { carries: 'websocket events' });
    const sub = connectRedis(opts.redisUrl, app.log, {
      carries: 'websocket events',
      subscriber: true,
    });
    io.adapter(createAdapter(publishingSafely(pub, app.log), sub));
    app.addHook('onReady', async () => {
      await Promise.all([readyOrNot(pub, 2000), readyOrNot(sub, 2000)]);
    });
    app.addHook('onClose', async () => {
      await Promise.all([closeRedis(pub), closeRedis(sub)]);
    });
  }
  io.on('connection', async (socket) => {
    // Before anything is awaited, so a page's first request is never missed.
    handleProductWatching(socket);
    try {
      const token = cookieValue(socket.handshake.headers.cookie, CUSTOMER_COOKIE);
      const user = await opts.accounts.authenticate(token);
      if (user) await socket.join([`user:${user._id}`, sessionRoom(sha256(token!))]);
      socket.emit('ready', { authenticated: Boolean(user) });
    } catch (error) {
      app.log.warn({ err: error }, 'websocket authentication failed');
    }
  });
  // Fastify closes the HTTP server itself; the sockets are let go first.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
  });
  return {
    io,
    toUser: (userId, event, payload) => io.to(`user:${userId}`).emit(event, payload),
    toRoom: (room, event, payload) => io.to(room).emit(event, payload),
    async recheckSessions(changed) {
      const room =
        'tokenHash' in changed ? sessionRoom(changed.tokenHash) : `user:${changed.userId}`;
      const local = await io.in(room).local.fetchSockets();
      await Promise.all(
        local.map(async (socket) => {
          try {
            const token = cookieValue(socket.handshake.headers.cookie, CUSTOMER_COOKIE);
            if (!(await opts.accounts.authenticate(token))) socket.disconnect(true);
          } catch (error) {
            app.log.warn({ err: error }, 'a websocket session could not be checked again');
          }
        }),
      );
    },
    disconnectSessions(revoked) {
      if ('tokenHash' in revoked) {
        io.in(sessionRoom(revoked.tokenHash)).disconnectSockets(true);
        return;
      }
      const sockets = io.in(`user:${revoked.userId}`);
      (revoked.exceptTokenHash
        ? sockets.except(sessionRoom(revoked.exceptTokenHash))
        : sockets
      ).disconnectSockets(true);
    },
  };
}
