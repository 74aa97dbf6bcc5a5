/**
 * The answer to a request refused before its body was read, sent while the client is still
 * sending. Node closes such a connection as soon as the answer is out (a body left unread cannot
 * be followed by another request), and the kernel then resets it as the next bytes arrive: the
 * reset can reach the client before it has read the answer, which it then sees as "connection
 * reset" instead of the refusal (the attacker script saw it for one post in five). So, as web
 * servers do, the close lingers: the answer goes with the end of our side of the connection, and
 * the rest of the body is read and thrown away, never kept, for a short while, long enough for the
 * client to read the answer and stop sending; a client still sending after that is cut off.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** Long enough for a client to read an answer that arrives mid-upload, short enough to cost little. */
export const LINGER_MS = 2_000;

export function discardRestOfBody(raw: IncomingMessage, lingerMs = LINGER_MS): void {
  raw.unpipe();
  // Flowing with no listener: each chunk is dropped as it arrives, so memory stays flat.
  raw.resume();
  if (raw.complete) return;
  // Node closes the connection after the answer through the socket's `destroySoon`; here it ends
  // our side instead, and the connection closes when the client hangs up or the time is over.
  const socket = raw.socket as Socket & { destroySoon?: () => void };
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), lingerMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
}
