/** The cart contract: a signed-in customer's cart, kept on the server. */
import { z } from 'zod';
import { productSchema } from '../catalog/schemas';
import { cartMessages, DEFAULT_ADD_QUANTITY } from './messages';

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
