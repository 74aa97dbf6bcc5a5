/** The cart contract (storefront.md sections 3, 5 and 7; DECISIONS.md section 5). */
import { z } from 'zod';
import { productSchema } from '../catalog/schemas';

export const DEFAULT_ADD_QUANTITY = 1;

export const cartMessages = {
  // storefront.md section 8 (cart)
  loginToView: 'Please login to view cart',
  loginToViewYourCart: 'Please login to view your cart',
  loadFailed: 'Failed to load cart',
  loginToAdd: 'Please login to add items to cart',
  loginToRemove: 'Please login to remove items from cart',
  loginToUpdate: 'Please login to update cart',
  loginToClear: 'Please login to clear cart',
  addFailed: 'Failed to add item to cart',
  removeFailed: 'Failed to remove item from cart',
  updateFailed: 'Failed to update cart',
  clearFailed: 'Failed to clear cart',
  added: 'Item added to cart',
  removed: 'Item removed from cart',
  updated: 'Cart updated',
  cleared: 'Cart cleared',
  pageUpdateError: 'Error updating cart',
  pageRemoveError: 'Error removing item',
  invalidProduct: 'Invalid product',
  // storefront.md section 5 (cart)
  onlyAvailable: (n: number) => `Only ${n} available for this product`,
  onlyAvailableHint: (n: number) => `Only ${n} available`,
  // server answers
  quantityInvalid: 'Quantity must be a whole number of at least 1',
  outOfStock: 'This product is out of stock',
  notInCart: 'This product is not in your cart',
} as const;

const quantitySchema = z
  .number({ error: cartMessages.quantityInvalid })
  .int(cartMessages.quantityInvalid)
  .min(1, cartMessages.quantityInvalid)
  .max(10_000, cartMessages.quantityInvalid);
const productIdSchema = z
  .string({ error: cartMessages.invalidProduct })
  .trim()
  .min(1, cartMessages.invalidProduct)
  .max(100, cartMessages.invalidProduct);

export const addToCartSchema = z.object({
  productId: productIdSchema,
  quantity: quantitySchema.default(DEFAULT_ADD_QUANTITY),
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

export const updateCartSchema = z.object({ productId: productIdSchema, quantity: quantitySchema });
export type UpdateCartInput = z.infer<typeof updateCartSchema>;

export const cartItemSchema = z.object({
  _id: z.string(),
  quantity: z.number().int(),
  product: productSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  /** Sum of quantities: the header badge. */
  itemCount: z.number().int(),
  /** Rupees: sum of price times quantity. */
  totalAmount: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;
