/**
 * Promotions: a whole percent off the list price of a list of products or of one category, from
 * a start to an end (docs/decisions/058). Shoppers read the live ones; staff list, create, edit
 * and end them. The products' own price stays the list price: the discount is applied where a
 * shopper's price is read (the catalogue's reads, the cart, the stock reservation at checkout).
 * A write is a content change of the catalogue, told like any other.
 */
import { slugify } from '@shop/shared/catalog/paths';
import type { Product } from '@shop/shared/catalog/schemas';
import { promotionMessages as m } from '@shop/shared/promotions/messages';
import type {
  AdminPromotion,
  PromotionInput,
  PromotionStatus,
  PromotionWithProducts,
  PublicPromotion,
} from '@shop/shared/promotions/schemas';
import type { Database } from '../../db/client';
import { conflict, invalidField, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import * as catalogRepo from './catalog.repository';
import type { CatalogChanges } from './catalog-sync';
import type { ProductRecord } from './product-columns.public';
import * as repo from './promotions.repository';

/** The most products a promotion's page shows. */
export const PROMOTION_PAGE_PRODUCTS = 100;

function toPublic(row: { promotion: repo.PromotionRow; productCount: number }): PublicPromotion {
  const p = row.promotion;
  return {
    _id: p.id,
    slug: p.slug,
    title: p.title,
    description: p.description,
    badge: p.badge,
    discountPercent: p.percent,
    endsAt: p.endsAt.toISOString(),
    productCount: row.productCount,
  };
}

function statusAt(p: repo.PromotionRow, now: Date): PromotionStatus {
  if (p.endsAt <= now) return 'ENDED';
  return p.startsAt <= now ? 'LIVE' : 'UPCOMING';
}

function toAdmin(
  row: {
    promotion: repo.PromotionRow;
    categoryName: string | null;
    listed: Array<{ _id: string; name: string }> | string;
  },
  now: Date,
): AdminPromotion {
  const p = row.promotion;
  // JSON comes back parsed or as text, by driver.
  const listed: Array<{ _id: string; name: string }> =
    typeof row.listed === 'string' ? JSON.parse(row.listed) : row.listed;
  return {
    _id: p.id,
    slug: p.slug,
    title: p.title,
    description: p.description,
    badge: p.badge,
    discountPercent: p.percent,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
    status: statusAt(p, now),
    category: p.categoryId ? { _id: p.categoryId, name: row.categoryName ?? '' } : null,
    productIds: listed.map((product) => product._id),
    products: listed,
  };
}

export function createPromotionsService({
  db,
  changes,
  toProduct,
  now = () => new Date(),
}: {
  db: Database;
  changes: CatalogChanges;
  toProduct: (row: ProductRecord) => Product;
  now?: () => Date;
}) {
  /** What the promotion covers, checked: a category that exists, or products that all exist. */
  async function coverOf(input: PromotionInput) {
    if (input.category) {
      const category = await catalogRepo.findCategory(db, input.category);
      if (!category) throw invalidField('category', m.categoryUnknown);
      return { categoryId: category.id, productIds: [] as string[] };
    }
    const wanted = [...new Set(input.productIds ?? [])];
    const found = await repo.existingProducts(db, wanted);
    if (wanted.some((id) => !found.has(id))) throw invalidField('productIds', m.productsUnknown);
    return { categoryId: null, productIds: wanted };
  }

  function checkWindow(input: PromotionInput) {
    if (input.endsAt <= now()) throw invalidField('endsAt', m.endsInPast);
  }

  async function answer(id: string): Promise<AdminPromotion> {
    const row = await repo.findById(db, id);
    if (!row) throw notFound(m.notFound);
    return toAdmin(row, now());
  }

  return {
    /** The live promotions, soonest end first. */
    async listLive(): Promise<PublicPromotion[]> {
      return (await repo.listLive(db)).map(toPublic);
    },

    /** A live promotion with the products it covers; 404 when it is not live. */
    async liveWithProducts(slug: string): Promise<PromotionWithProducts> {
      const row = await repo.findLive(db, slug);
      if (!row) throw notFound(m.promotionNotFound);
      const products = await repo.coveredProducts(db, row.promotion, PROMOTION_PAGE_PRODUCTS);
      return { ...toPublic(row), products: products.map(toProduct) };
    },

    async list(): Promise<AdminPromotion[]> {
      const at = now();
      return (await repo.listAll(db)).map((row) => toAdmin(row, at));
    },

    get: answer,

    async create(input: PromotionInput): Promise<AdminPromotion> {
      checkWindow(input);
      const cover = await coverOf(input);
      const base = input.slug ?? (slugify(input.title) || 'promotion');
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          await catalogRepo.lockSlugBase(tx, 'promotions', base);
          let slug = base;
          if (!input.slug) {
            const taken = await repo.slugsLike(tx, base);
            for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
          }
          const created = await repo.insert(tx, {
            slug,
            title: input.title,
            description: input.description ?? '',
            badge: input.badge,
            percent: input.discountPercent,
            categoryId: cover.categoryId,
            startsAt: input.startsAt,
            endsAt: input.endsAt,
          });
          await repo.setProducts(tx, created, cover.productIds);
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(m.slugTaken);
        throw error;
      }
      changes.contentChanged();
      return answer(id);
    },

    /** Replaces the whole promotion: what it covers and when are checked together. */
    async update(id: string, input: PromotionInput): Promise<AdminPromotion> {
      checkWindow(input);
      const cover = await coverOf(input);
      try {
        await db.transaction(async (tx) => {
          const current = await repo.lock(tx, id);
          if (!current) throw notFound(m.notFound);
          await repo.update(tx, current.id, {
            slug: input.slug ?? current.slug,
            title: input.title,
            description: input.description ?? '',
            badge: input.badge,
            percent: input.discountPercent,
            categoryId: cover.categoryId,
            startsAt: input.startsAt,
            endsAt: input.endsAt,
          });
          await repo.setProducts(tx, current.id, cover.productIds);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(m.slugTaken);
        throw error;
      }
      changes.contentChanged();
      return answer(id);
    },

    /** Ends a live or upcoming promotion now; an ended one is a conflict. */
    async end(id: string): Promise<AdminPromotion> {
      const current = await repo.findById(db, id);
      if (!current) throw notFound(m.notFound);
      if (!(await repo.endNow(db, current.promotion.id))) throw conflict(m.alreadyEnded);
      changes.contentChanged();
      return answer(current.promotion.id);
    },

    /** Whether a promotion is live: product lists then sort by the price shoppers pay. */
    anyLive: () => repo.anyLive(db),
    /** The next start or end of a promotion: kept catalogue answers expire there. */
    nextBoundary: () => repo.nextBoundary(db),
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
