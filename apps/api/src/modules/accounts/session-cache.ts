/**
 * Whose a session token is, kept in this instance's memory for a few seconds, so that a shopper's
 * requests (the cart, each step of a checkout) do not each ask the database. A session that ends
 * (sign-out, a new password) or a customer whose details change is dropped here at once, and on
 * the other instances by a message through the database (`sessions_changed`) that the ending
 * request waits for before it answers. While the listening connection is down nothing is kept
 * (every lookup asks the database), and all is forgotten when it listens again. A kept entry
 * lives `ttlMs` at most, which bounds what a message lost otherwise could leave behind; its
 * session's own expiry still holds.
 *
 * A lookup that began before a drop is not kept: the row it read may be the dropped one.
 */
import type { DatabaseHandle } from '../../db/client';
import { createInstanceChannel } from '../../lib/instance-channel';
import type { SessionCustomer } from './accounts.repository';

export interface SessionUser {
  user: SessionCustomer;
  expiresAt: Date;
}

/** What ended or changed: one session, or everything of one customer. */
export type SessionChange = { tokenHash: string } | { userId: string };

interface Entry extends SessionUser {
  keptUntil: number;
}

export function createSessionCache({
  database,
  ttlMs = 10_000,
  maxEntries = 10_000,
  now = () => new Date(),
}: {
  database: DatabaseHandle;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => Date;
}) {
  const entries = new Map<string, Entry>();
  let drops = 0;
  /** Until this instance hears the others, it keeps nothing. */
  let live = false;

  function drop(change: SessionChange): void {
    drops += 1;
    if ('tokenHash' in change) entries.delete(change.tokenHash);
    else
      for (const [hash, entry] of entries)
        if (entry.user.id === change.userId) entries.delete(hash);
  }

  const heardListeners: Array<(change: SessionChange) => void> = [];

  const channel = createInstanceChannel(database, 'sessions_changed', {
    onMessage(message) {
      const [kind, id] = message.split(' ');
      const change: SessionChange | undefined =
        kind === 'token' && id
          ? { tokenHash: id }
          : kind === 'user' && id
            ? { userId: id }
            : undefined;
      if (!change) return forgetAll();
      drop(change);
      for (const listener of heardListeners) listener(change);
    },
    onListening() {
      live = true;
      forgetAll();
    },
    // Deaf until it listens again: every lookup asks the database meanwhile.
    onLost() {
      live = false;
      forgetAll();
    },
  });

  function forgetAll() {
    drops += 1;
    entries.clear();
  }

  return {
    /** The session's user, from memory or from `read` (the database). */
    async lookup(
      tokenHash: string,
      read: () => Promise<SessionUser | undefined>,
    ): Promise<SessionCustomer | undefined> {
      const at = now();
      const kept = entries.get(tokenHash);
      if (kept && kept.keptUntil > at.getTime() && kept.expiresAt > at) return kept.user;
      const dropsBefore = drops;
      const found = await read();
      if (!found) {
        entries.delete(tokenHash);
        return undefined;
      }
      if (live && drops === dropsBefore) {
        entries.delete(tokenHash);
        entries.set(tokenHash, { ...found, keptUntil: at.getTime() + ttlMs });
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return found.user;
    },

    /**
     * After the commit that ended sessions or changed a customer: drops them here, and resolves
     * once the other instances have been sent the same.
     */
    async changed(change: SessionChange): Promise<void> {
      drop(change);
      await channel.send(
        'tokenHash' in change ? `token ${change.tokenHash}` : `user ${change.userId}`,
      );
    },

    /**
     * Told of each change another instance made, once it is dropped here: the realtime gateway
     * checks this instance's sockets of those sessions again, which holds without Redis too.
     */
    onHeard: (listener: (change: SessionChange) => void) => void heardListeners.push(listener),

    start: () => channel.start(),
    async stop(): Promise<void> {
      live = false;
      forgetAll();
      await channel.stop();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
