/**
 * A signed-in customer's wishlist, kept on the server so it follows them. Adding and
 * removing are idempotent, so a double click or two tabs leave one row or none. Products come
 * from the catalogue service, never its tables.
 */
import { isForeignKeyViolation } from '../../lib/db-errors';
import { catalogMessages } from '@shop/shared/catalog/messages';
import type { Wishlist } from '@shop/shared/wishlist/schemas';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
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

    /** Saving what is already saved changes nothing; an unknown product is a 404. */
    async add(userId: string, productIdOrSlug: string): Promise<Wishlist> {
      const product = await catalog.findProduct(productIdOrSlug);
      if (!product) throw notFound(catalogMessages.productMissing);
      try {
        await repo.insertItem(db, userId, product.id);
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
