/**
 * Reviews: a customer reviews a product they have received (one of their
 * DELIVERED orders holds it, as the orders module says), once per product; administrators reply.
 * Adding a review stores its pictures, writes it and counts its rating into the product (through
 * the catalogue service) in one transaction; after the commit `review.added` or
 * `review.replied` is published for the product's open pages.
 */
import { pageRequest, type Page } from '@shop/shared/http/paging';
import { catalogMessages } from '@shop/shared/catalog/messages';
import { feedbackMessages as m } from '@shop/shared/reviews/messages';
import type {
  AdminReview,
  AdminReviewListQuery,
  FeedbackCreateInput,
  Review,
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

export type ReviewEvents = {
  'review.added': { review: Review };
  'review.replied': { review: Review };
};

/** The most reviews a product page is sent, newest first. */
export const PRODUCT_REVIEWS_LIMIT = 200;

interface Deps {
  db: Database;
  uploads: Uploads;
  accounts: Pick<AccountsService, 'emailsOf'>;
  catalog: Pick<
    CatalogService,
    'addRating' | 'ratingsChanged' | 'productNames' | 'onProductRemoval'
  >;
  orders: Pick<OrdersService, 'hasReceived'>;
  publish: <K extends keyof ReviewEvents>(name: K, payload: ReviewEvents[K]) => Promise<void>;
}

function toReview(row: repo.ReviewRow, email: string): Review {
  return {
    _id: row.id,
    productId: row.productId,
    userId: { _id: row.userId, email },
    userEmail: email,
    feedback: row.feedback,
    rating: row.rating,
    images: row.imageUrls,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

export function createReviewsService({ db, uploads, accounts, catalog, orders, publish }: Deps) {
  // A deleted product's reviews go with it, and so do their pictures.
  catalog.onProductRemoval((tx, productId) => repo.deleteReviewsOfProduct(tx, productId));

  /** Reviews with their authors' current e-mails, asked for once for the whole list. */
  async function withAuthors(rows: repo.ReviewRow[]): Promise<Review[]> {
    const emails = await accounts.emailsOf(rows.map((row) => row.userId));
    return rows.map((row) => toReview(row, emails.get(row.userId) ?? ''));
  }

  return {
    async listForProduct(productId: string): Promise<Review[]> {
      if (!isUuid(productId)) return [];
      return withAuthors(await repo.reviewsOfProduct(db, productId, PRODUCT_REVIEWS_LIMIT));
    },

    /**
     * `prepareImages` checks and encodes the uploaded pictures; it runs only once the customer
     * may review the product, so a refused request costs no image work.
     */
    async add(
      author: { _id: string; email: string },
      input: FeedbackCreateInput,
      prepareImages: () => Promise<PreparedImage[]>,
    ): Promise<Review> {
      if (!(await orders.hasReceived(author._id, input.productId))) {
        throw forbidden(m.notReceived);
      }
      // Spares storing the pictures of a second review; the unique index decides a race.
      if (await repo.hasReviewed(db, author._id, input.productId)) {
        throw conflict(m.alreadyReviewed);
      }
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
      const review = toReview(row, author.email);
      void publish('review.added', { review });
      return review;
    },

    /** Writes (or rewrites) the administrator's reply. */
    async reply(id: string, reply: string): Promise<Review> {
      if (!isUuid(id)) throw notFound(m.reviewNotFound);
      const row = await repo.setReply(db, id, reply);
      if (!row) throw notFound(m.reviewNotFound);
      const [review] = await withAuthors([row]);
      void publish('review.replied', { review: review! });
      return review!;
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
