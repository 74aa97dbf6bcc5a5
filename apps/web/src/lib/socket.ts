/**
 * The one realtime connection: socket.io on
 * the same origin, websocket transport only, the session cookie sent with the handshake so the
 * server puts the socket in the customer's room.
 *
 * socket.io-client is imported on first use, so it is never part of the storefront's first load.
 * A visitor's page (a product page) may listen too, without a cookie of a customer's; it asks
 * the server to watch its product, and the watch is asked for again after every reconnect.
 * The socket is connected only while a page listens: the last listener leaving (as on
 * sign-out, when the customer pages unmount) disconnects it after a short grace period that
 * spares a reconnect when the customer moves between order pages. A different user reconnects,
 * so the handshake carries the new cookie.
 */
import type { Socket } from 'socket.io-client';
import { realtimeRequests } from '@shop/shared/realtime/events';

export const SOCKET_PATH = '/socket.io';
const IDLE_DISCONNECT_MS = 3_000;

type Listener = (payload: never) => void;
export type RealtimeListeners = Record<string, Listener>;

let socketPromise: Promise<Socket> | null = null;
/** Who the connection was opened for: a user id, '' for a visitor, null when none is open. */
let connectedAs: string | null = null;
/** The products the open pages watch, with how many pages watch each. */
const watchedProducts = new Map<string, number>();
let listenerCount = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function loadSocket(): Promise<Socket> {
  socketPromise ??= import('socket.io-client').then(({ io }) => {
    const socket = io({
      path: SOCKET_PATH,
      transports: ['websocket'],
      withCredentials: true,
      autoConnect: false,
    });
    // A new connection is in no room yet: the watched products are asked for again.
    socket.on('connect', () => {
      for (const productId of watchedProducts.keys()) {
        socket.emit(realtimeRequests.watchProduct, productId);
      }
    });
    return socket;
  });
  return socketPromise;
}

function ensureConnected(socket: Socket, userId: string | null): void {
  const identity = userId ?? '';
  if (connectedAs !== identity) {
    if (socket.connected || socket.active) socket.disconnect();
    connectedAs = identity;
  }
  if (!socket.connected && !socket.active) socket.connect();
}

function watchProduct(socket: Socket, productId: string): void {
  const count = watchedProducts.get(productId) ?? 0;
  watchedProducts.set(productId, count + 1);
  if (count === 0 && socket.connected) socket.emit(realtimeRequests.watchProduct, productId);
}

function unwatchProduct(socket: Socket, productId: string): void {
  const count = (watchedProducts.get(productId) ?? 1) - 1;
  if (count > 0) {
    watchedProducts.set(productId, count);
    return;
  }
  watchedProducts.delete(productId);
  if (socket.connected) socket.emit(realtimeRequests.unwatchProduct, productId);
}

/**
 * Listens to realtime events as `userId` (null: a visitor) until the returned function is
 * called; with `productId`, the events of that product's room too. The socket is created and
 * connected on the first call.
 */
export function subscribeToRealtime(
  userId: string | null,
  listeners: RealtimeListeners,
  { productId }: { productId?: string } = {},
): () => void {
  let active = true;
  let attached: Socket | null = null;
  listenerCount += 1;
  clearTimeout(idleTimer);

  loadSocket()
    .then((socket) => {
      if (!active) return;
      ensureConnected(socket, userId);
      for (const [event, listener] of Object.entries(listeners)) {
        socket.on(event, listener as (...args: unknown[]) => void);
      }
      if (productId) watchProduct(socket, productId);
      attached = socket;
    })
    .catch((error: unknown) => {
      // Without the socket the pages still work; they just refresh by hand or by polling.
      console.warn('Realtime connection unavailable', error);
      socketPromise = null;
    });

  return () => {
    active = false;
    if (attached) {
      for (const [event, listener] of Object.entries(listeners)) {
        attached.off(event, listener as (...args: unknown[]) => void);
      }
      if (productId) unwatchProduct(attached, productId);
    }
    listenerCount = Math.max(0, listenerCount - 1);
    if (listenerCount === 0) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(disconnectSocket, IDLE_DISCONNECT_MS);
    }
  };
}

/** Closes the connection now (sign-out); the next subscriber connects again. */
export function disconnectSocket(): void {
  clearTimeout(idleTimer);
  connectedAs = null;
  void socketPromise?.then((socket) => socket.disconnect()).catch(() => undefined);
}
