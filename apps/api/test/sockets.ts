/** Websocket clients for tests: as the shop's pages open them, with a shopper's cookies. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import type { HttpClient } from './http-client';

/**
 * Waits until every socket has heard a marker the server sends after everything so far: events
 * reach a socket in the order they were sent, so what it has not heard by then it never will.
 */
export async function barrier(app: FastifyInstance, list: Socket[]) {
  await app.settled();
  const marker = `barrier-${randomBytes(4).toString('hex')}`;
  await Promise.all(
    list
      .filter((socket) => socket.connected)
      .map(
        (socket) =>
          new Promise<void>((resolve) => {
            socket.once(marker, () => resolve());
            app.realtime.io.to(socket.id!).emit(marker);
          }),
      ),
  );
}

/** The sockets a test file opened, closed together at its end. */
export class SocketPool {
  private readonly sockets: Socket[] = [];

  /**
   * Opens a websocket to the shop with the client's cookies (none for an anonymous visitor) and
   * resolves once the server says it is ready, with whether it knew the shopper.
   */
  async open(
    url: string,
    client?: HttpClient,
  ): Promise<{ socket: Socket; authenticated: boolean }> {
    const cookie = client?.cookieHeader();
    const socket = io(url, {
      transports: ['websocket'],
      extraHeaders: cookie ? { cookie } : {},
      reconnection: false,
    });
    this.sockets.push(socket);
    const ready = await new Promise<{ authenticated: boolean }>((resolve, reject) => {
      socket.once('ready', resolve);
      socket.once('connect_error', reject);
    });
    return { socket, authenticated: ready.authenticated };
  }

  closeAll(): void {
    this.sockets.splice(0).forEach((socket) => socket.disconnect());
  }
}
