/**
 * The wishlist contract: a signed-in customer's wishlist is kept on the server and the product
 * page's heart toggles it.
 */
import { z } from 'zod';
import { productSchema } from '../catalog/schemas';
import { wishlistMessages } from './messages';

/** A product's id; the catalogue's slug is accepted too, as on the product page. */
export const wishlistProductIdSchema = z
  .string({ error: wishlistMessages.invalidProduct })
  .trim()
  .min(1, wishlistMessages.invalidProduct)
  .max(100, wishlistMessages.invalidProduct);

export const addToWishlistSchema = z.object({ productId: wishlistProductIdSchema });
export type AddToWishlistInput = z.infer<typeof addToWishlistSchema>;

export const wishlistItemSchema = z.object({
  product: productSchema,
  /** ISO date and time the product was saved. */
  addedAt: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** Newest saved first. */
export const wishlistSchema = z.object({ items: z.array(wishlistItemSchema) });
export type Wishlist = z.infer<typeof wishlistSchema>;
