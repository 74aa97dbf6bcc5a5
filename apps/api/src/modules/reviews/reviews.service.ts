/**
 * Reviews: a customer reviews a product they have received (one of their
 * DELIVERED orders holds it, as the orders module says), once per product; administrators reply.
 * Adding a review stores its pictures, writes it and counts its rating into the product (through
 * the catalogue service) in one transaction, which also writes `review.added` or `review.replied`
 * for the product's open pages (sent from the outbox once it commits). What the public sees names the
 * author by display name only; staff see the e-mail (docs/decisions/032-reviews-under-abuse.md).
 */
import { pageRequest, type Page } from '@shop/shared/http/paging';
import type { EventsWithin } from '../../lib/durable-events';
import { catalogMessages } from '@shop/shared/catalog/messages';
import { feedbackMessages as m } from '@shop/shared/reviews/messages';
import type {
  AdminReview,
  AdminReviewListQuery,
  FeedbackCreateInput,
  RemovedReview,
  Review,
  StaffReview,
} from '@shop/shared/reviews/schemas';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { isUuid } from '../../lib/ids';
import type { PreparedImage, Uploads } from '../../lib/uploads';
import type { AccountsService } from '../accounts/accounts.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { OrdersService } from '../orders/orders.service';
import * as repo from './reviews.repository';

/** A reply the reviewer hears of by e-mail: for this instance's listener only, never a socket. */
export interface ReviewAnswered {
  to: { email: string; firstName: string };
  productId: string;
  productName: string;
  feedback: string;
  reply: string;
}

export type ReviewEvents = {
  'review.added': { review: Review };
  'review.replied': { review: Review };
  'review.removed': { review: RemovedReview };
  'review.answered': ReviewAnswered;
};

/** The most reviews a product page is sent, newest first. */
export const PRODUCT_REVIEWS_LIMIT = 200;

interface Deps {
  db: Database;
  uploads: Uploads;
  accounts: Pick<AccountsService, 'namesAndEmailsOf'>;
  catalog: Pick<
    CatalogService,
    'addRating' | 'removeRating' | 'ratingsChanged' | 'productNames' | 'onProductRemoval'
  >;
  orders: Pick<OrdersService, 'hasReceived'>;
  /** Written in the review's transaction; the sockets and the reviewer's e-mail hear of it after. */
  events: EventsWithin<ReviewEvents>;
}

export interface Author {
  email: string;
  firstName: string;
  lastName: string;
}

/** "Sai K." for Sai Kumar; the first name alone when there is no last name. */
export function displayName({ firstName, lastName }: Pick<Author, 'firstName' | 'lastName'>) {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

function toReview(row: repo.ReviewRow, author: Author): StaffReview {
  return {
    _id: row.id,
    productId: row.productId,
    authorName: displayName(author),
    userId: { _id: row.userId, email: author.email },
    userEmail: author.email,
    feedback: row.feedback,
    rating: row.rating,
    images: row.imageUrls,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    hidden: row.hiddenAt !== null,
  };
}

/** What anyone may read of a review: the staff fields left out, not merely hidden. */
function toPublicReview({
  userId: _userId,
  userEmail: _userEmail,
  hidden: _hidden,
  ...review
}: StaffReview): Review {
  return review;
}

/** A review whose author's account is gone. */
const unknownAuthor: Author = { email: '', firstName: '', lastName: '' };

export function createReviewsService({ db, uploads, accounts, catalog, orders, events }: Deps) {
  // A deleted product's reviews go with it, and so do their pictures.
  catalog.onProductRemoval((tx, productId) => repo.deleteReviewsOfProduct(tx, productId));

  /** Reviews with their authors' current e-mails and names, asked for once for the whole list. */
  async function withAuthors(rows: repo.ReviewRow[]): Promise<StaffReview[]> {
    const authors = await accounts.namesAndEmailsOf(rows.map((row) => row.userId));
    return rows.map((row) => toReview(row, authors.get(row.userId) ?? unknownAuthor));
  }

  /**
   * Whether the customer may review the product: 403 unless one of their DELIVERED orders holds
   * it, 409 once they have reviewed it (the unique index still decides a race).
   */
  async function checkMayReview(customerId: string, productId: string): Promise<void> {
    if (!(await orders.hasReceived(customerId, productId))) {
      throw forbidden(m.notReceived);
    }
    if (await repo.hasReviewed(db, customerId, productId)) {
      throw conflict(m.alreadyReviewed);
    }
  }

  return {
    checkMayReview,

    async listForProduct(productId: string): Promise<Review[]> {
      if (!isUuid(productId)) return [];
      const rows = await repo.reviewsOfProduct(db, productId, PRODUCT_REVIEWS_LIMIT);
      return (await withAuthors(rows)).map(toPublicReview);
    },

    /**
     * `prepareImages` checks and encodes the uploaded pictures; it runs only once the customer
     * may review the product, so a refused request costs no image work. (The route asks
     * `checkMayReview` before it reads the pictures at all.)
     */
    async add(
      author: { _id: string } & Author,
      input: FeedbackCreateInput,
      prepareImages: () => Promise<PreparedImage[]>,
    ): Promise<Review> {
      await checkMayReview(author._id, input.productId);
      const images = await prepareImages();
      let row: repo.ReviewRow;
      try {
        row = await uploads.withStored('reviews', images, (imageUrls) =>
          db.transaction(async (tx) => {
            const inserted = await repo.insertReview(tx, {
              productId: input.productId,
              userId: author._id,
              rating: input.rating,
              feedback: input.feedback,
              imageUrls,
            });
            if (!(await catalog.addRating(tx, input.productId, input.rating))) {
              throw notFound(catalogMessages.productMissing);
            }
            const review = toPublicReview(toReview(inserted, author));
            await events(tx, 'review.added', { review });
            return inserted;
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(m.alreadyReviewed);
        // The product was deleted since the order check.
        if (isForeignKeyViolation(error)) throw notFound(catalogMessages.productMissing);
        throw error;
      }
      catalog.ratingsChanged();
      return toPublicReview(toReview(row, author));
    },

    /**
     * Writes (or rewrites) the administrator's reply. The reviewer is e-mailed when its text
     * changes, so a double click or a repeated save sends one e-mail.
     */
    async reply(id: string, reply: string): Promise<StaffReview> {
      if (!isUuid(id)) throw notFound(m.reviewNotFound);
      const before = await repo.findReview(db, id);
      if (!before) throw notFound(m.reviewNotFound);
      const [authors, names] = await Promise.all([
        accounts.namesAndEmailsOf([before.userId]),
        catalog.productNames([before.productId]),
      ]);
      const author = authors.get(before.userId) ?? unknownAuthor;
      const row = await db.transaction(async (tx) => {
        const changed = await repo.setReply(tx, id, reply);
        if (!changed) return (await repo.findReview(tx, id)) ?? before;
        await events(tx, 'review.replied', { review: toPublicReview(toReview(changed, author)) });
        if (author.email) {
          await events(tx, 'review.answered', {
            to: { email: author.email, firstName: author.firstName },
            productId: changed.productId,
            productName: names.get(changed.productId) ?? '',
            feedback: changed.feedback,
            reply,
          });
        }
        return changed;
      });
      return toReview(row, author);
    },

    /**
     * Staff take a review down (off the product page, its rating out of the product's) or put it
     * back; the product's open pages are told either way. Repeating a request changes nothing.
     */
    async setHidden(id: string, hidden: boolean): Promise<StaffReview> {
      if (!isUuid(id)) throw notFound(m.reviewNotFound);
      const before = await repo.findReview(db, id);
      if (!before) throw notFound(m.reviewNotFound);
      const authors = await accounts.namesAndEmailsOf([before.userId]);
      const author = authors.get(before.userId) ?? unknownAuthor;
      const changed = await db.transaction(async (tx) => {
        const row = await repo.setHidden(tx, id, hidden);
        if (!row) return undefined;
        const count = hidden ? catalog.removeRating : catalog.addRating;
        await count(tx, row.productId, row.rating);
        if (hidden) {
          await events(tx, 'review.removed', { review: { _id: row.id, productId: row.productId } });
        } else {
          await events(tx, 'review.added', { review: toPublicReview(toReview(row, author)) });
        }
        return row;
      });
      if (changed) catalog.ratingsChanged();
      return toReview(changed ?? before, author);
    },

    /** The back office's Reviews screen: newest first, optionally only those without a reply. */
    async list(query: AdminReviewListQuery): Promise<Page<AdminReview>> {
      const { page, limit } = pageRequest(query);
      const { rows, total } = await repo.searchReviews(db, {
        unanswered: query.unanswered,
        limit,
        offset: (page - 1) * limit,
      });
      const [items, names] = await Promise.all([
        withAuthors(rows),
        catalog.productNames([...new Set(rows.map((row) => row.productId))]),
      ]);
      return {
        items: items.map((review) => ({
          ...review,
          productName: names.get(review.productId) ?? '',
        })),
        total,
        page,
        limit,
      };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
