/** Queries for the newsletter's addresses. */
import type { Executor } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/index';

/** Adds the address unless it is there already: of two at once, one row stays. */
export async function addSubscriber(db: Executor, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing({
    target: newsletterSubscribers.email,
  });
}
