/**
 * The answer to a request refused before its body was read, sent while the client is still
 * sending. Closing the connection with the answer makes the kernel reset it as the next bytes
 * arrive, and the reset can reach the client before it has read the answer: it then sees
 * "connection reset" instead of the refusal (the attacker script saw it for one post in five).
 * So, as web servers do, the close lingers: the answer goes out with `Connection: close` and the
 * end of our side of the connection, and what the client still sends is read and thrown away,
 * never kept, for a short while, long enough for it to read the answer and stop; then the
 * connection is cut whatever the client does.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { AppError } from './app-error';

/** Long enough for a client to read an answer that arrives mid-upload, short enough to cost little. */
export const LINGER_MS = 2_000;

/** Call when refusing `raw` before reading its body; answer with `closingAfter(error)`. */
export function discardRestOfBody(raw: IncomingMessage, lingerMs = LINGER_MS): void {
  raw.unpipe();
  // Flowing with no listener: each chunk is dropped as it arrives, so memory stays flat.
  raw.resume();
  if (raw.complete) return;
  const socket = raw.socket as Socket & { destroySoon?: () => void };
  // Node ends a `Connection: close` answer with the socket's `destroySoon`, which would close it
  // at once: here it ends only our side, and the timer closes it.
  socket.destroySoon = () => socket.end();
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/** The refusal, told to the client as the connection's last answer. */
export function closingAfter(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  return new AppError(error.status, error.code, error.message, error.details, {
    ...error.headers,
    connection: 'close',
  });
}
