/**
 * The newsletter's list of addresses. Subscribing is idempotent: the same address twice (two
 * forms, a double click) is one row and the same answer, which also tells nobody whether an
 * address was on the list already.
 */
import type { Database } from '../../db/client';
import { addSubscriber } from './newsletter.repository';

export function createNewsletterService(deps: { db: Database }) {
  return {
    /** `email` as the shared schema leaves it: trimmed and lower-cased. */
    subscribe: (email: string) => addSubscriber(deps.db, email),
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
