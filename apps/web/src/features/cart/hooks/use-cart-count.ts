/** The number of items in the cart (sum of quantities): the header badge. */
import { useCart } from '@/lib/cart/get-cart';

export function useCartCount(): number {
  return useCart().cart.itemCount;
}
