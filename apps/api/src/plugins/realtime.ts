/**
 * socket.io on the API server (DECISIONS.md section 8): websocket transport only, authenticated
 * with the customer's `token` cookie; each signed-in socket joins its user's room, so events go
 * only to the pages that need them. With REDIS_URL the Redis adapter carries events between
 * several API instances; while Redis is away, events still reach this instance's sockets.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { closeRedis, connectRedis, readyOrNot } from '../lib/redis';
import type { AccountsService } from '../modules/accounts/accounts.service';
import { CUSTOMER_COOKIE } from './auth';

export interface Realtime {
  toUser(userId: string, event: string, payload: unknown): void;
  toRoom(room: string, event: string, payload: unknown): void;
  readonly io: Server;
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

export function createRealtime(
  app: FastifyInstance,
  opts: { accounts: AccountsService; allowedOrigins: string[]; redisUrl?: string },
): Realtime {
  const io = new Server(app.server, {
    path: '/socket.io',
    transports: ['websocket'],
    cors: { origin: opts.allowedOrigins, credentials: true },
    serveClient: false,
  });
  if (opts.redisUrl) {
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
    try {
      const token = cookieValue(socket.handshake.headers.cookie, CUSTOMER_COOKIE);
      const user = await opts.accounts.authenticate(token);
      if (user) await socket.join(`user:${user._id}`);
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
  };
}
