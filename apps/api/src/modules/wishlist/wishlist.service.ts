/**
 * A signed-in customer's wishlist, kept on the server so it follows them. Adding and
 * removing are idempotent, so a double click or two tabs leave one row or none. Products come
 * from the catalogue service, never its tables.
 */
import { isForeignKeyViolation } from '../../lib/db-errors';
import { catalogMessages } from '@shop/shared/catalog/messages';
import { MAX_WISHLIST_ITEMS, wishlistMessages } from '@shop/shared/wishlist/messages';
import type { Wishlist } from '@shop/shared/wishlist/schemas';
import type { Database } from '../../db/client';
import { takeTurnAndCount } from '../../db/customer-collection';
import { conflict, notFound } from '../../lib/app-error';
import type { CatalogService } from '../catalog/catalog.service';
import { toProduct } from '../catalog/catalog.service';
import * as repo from './wishlist.repository';

export function createWishlistService({ db, catalog }: { db: Database; catalog: CatalogService }) {
  async function getWishlist(userId: string): Promise<Wishlist> {
    const rows = await repo.listWithProducts(db, userId);
    return {
      items: rows.map(({ addedAt, product }) => ({
        addedAt: addedAt.toISOString(),
        product: toProduct(product),
      })),
    };
  }

  return {
    getWishlist,

    /**
     * Saving what is already saved changes nothing; an unknown product is a 404; a new product
     * in a wishlist that holds MAX_WISHLIST_ITEMS is a 409. The saves to one wishlist take turns,
     * so parallel saves never leave more than the cap
     * (docs/decisions/033-bounded-collections-and-reads.md).
     */
    async add(userId: string, productIdOrSlug: string): Promise<Wishlist> {
      const product = await catalog.findProduct(productIdOrSlug);
      if (!product) throw notFound(catalogMessages.productMissing);
      try {
        await db.transaction(async (tx) => {
          const held = await takeTurnAndCount(tx, repo.wishlistCollection, userId, product.id);
          if (held.holdsProduct) return;
          if (held.count >= MAX_WISHLIST_ITEMS) {
            throw conflict(wishlistMessages.tooManyItems(MAX_WISHLIST_ITEMS));
          }
          await repo.insertItem(tx, userId, product.id);
        });
      } catch (error) {
        // Deleted by the back office between the look-up and the save.
        if (isForeignKeyViolation(error)) throw notFound(catalogMessages.productMissing);
        throw error;
      }
      return getWishlist(userId);
    },

    /**
     * Removing what is not saved is not an error, and neither is a product that no longer
     * exists: its rows went with it, so there is nothing left to remove.
     */
    async remove(userId: string, productIdOrSlug: string): Promise<Wishlist> {
      const product = await catalog.findProduct(productIdOrSlug);
      if (product) await repo.deleteItem(db, userId, product.id);
      return getWishlist(userId);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
