/** Queries for reviews. The authors' e-mails and the products' names belong to other modules. */
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reviews } from '../../db/schema/index';

export type ReviewRow = typeof reviews.$inferSelect;

export async function insertReview(
  db: Executor,
  values: Pick<
    typeof reviews.$inferInsert,
    'productId' | 'userId' | 'rating' | 'feedback' | 'imageUrls'
  >,
): Promise<ReviewRow> {
  const [row] = await db.insert(reviews).values(values).returning();
  return row!;
}

export async function findReview(db: Executor, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return row;
}

export async function hasReviewed(db: Executor, userId: string, productId: string) {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)))
    .limit(1);
  return row !== undefined;
}

/** A product's reviews that staff have not taken down, newest first. */
export async function reviewsOfProduct(db: Executor, productId: string, limit: number) {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.productId, productId), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/** One page of every review (or those without a reply), newest first, and how many in all. */
export async function searchReviews(
  db: Executor,
  filter: { unanswered?: boolean; limit: number; offset: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = filter.unanswered ? isNull(reviews.reply) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Writes the reply; answers the row only when that changed its text. */
export async function setReply(
  db: Executor,
  id: string,
  reply: string,
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .update(reviews)
    .set({ reply, repliedAt: new Date() })
    .where(and(eq(reviews.id, id), sql`${reviews.reply} IS DISTINCT FROM ${reply}`))
    .returning();
  return row;
}

/**
 * Takes a review down or puts it back; answers the row only when that changed it, so a repeated
 * request changes the product's rating once.
 */
export async function setHidden(
  db: Executor,
  id: string,
  hidden: boolean,
): Promise<ReviewRow | undefined> {
  const [row] = await db
    .update(reviews)
    .set({ hiddenAt: hidden ? new Date() : null })
    .where(and(eq(reviews.id, id), hidden ? isNull(reviews.hiddenAt) : isNotNull(reviews.hiddenAt)))
    .returning();
  return row;
}

/** Deletes a product's reviews; answers their pictures. */
export async function deleteReviewsOfProduct(db: Executor, productId: string): Promise<string[]> {
  const rows = await db
    .delete(reviews)
    .where(eq(reviews.productId, productId))
    .returning({ imageUrls: reviews.imageUrls });
  return rows.flatMap((row) => row.imageUrls);
}
