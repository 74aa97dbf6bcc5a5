/**
 * The one realtime connection (operations.md section 7, DECISIONS.md section 8): socket.io on
 * the same origin, websocket transport only, the session cookie sent with the handshake so the
 * server puts the socket in the customer's room.
 *
 * socket.io-client is imported on first use, so it is never part of the storefront's first load.
 * The socket is connected only while a signed-in page listens: the last listener leaving (as on
 * sign-out, when the customer pages unmount) disconnects it after a short grace period that
 * spares a reconnect when the customer moves between order pages. A different user reconnects,
 * so the handshake carries the new cookie.
 */
import type { Socket } from 'socket.io-client';

export const SOCKET_PATH = '/socket.io';
const IDLE_DISCONNECT_MS = 3_000;

type Listener = (payload: never) => void;
export type RealtimeListeners = Record<string, Listener>;

let socketPromise: Promise<Socket> | null = null;
let connectedUserId: string | null = null;
let listenerCount = 0;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function loadSocket(): Promise<Socket> {
  socketPromise ??= import('socket.io-client').then(({ io }) =>
    io({
      path: SOCKET_PATH,
      transports: ['websocket'],
      withCredentials: true,
      autoConnect: false,
    }),
  );
  return socketPromise;
}

function ensureConnected(socket: Socket, userId: string): void {
  if (connectedUserId !== userId) {
    if (socket.connected || socket.active) socket.disconnect();
    connectedUserId = userId;
  }
  if (!socket.connected && !socket.active) socket.connect();
}

/**
 * Listens to realtime events as `userId` until the returned function is called. The socket is
 * created and connected on the first call.
 */
export function subscribeToRealtime(userId: string, listeners: RealtimeListeners): () => void {
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
  connectedUserId = null;
  void socketPromise?.then((socket) => socket.disconnect()).catch(() => undefined);
}
