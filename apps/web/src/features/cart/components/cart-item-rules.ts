/**
 * The cart page's rules as pure functions: how an item is
 * shown (a full row, or a placeholder when its product is only an id or incomplete), which id
 * it is changed by, and what a quantity step does before any call is made.
 */
import type { Product } from '@shop/shared/catalog/schemas';
import { cartMessages, MAX_CART_UNITS_PER_LINE } from '@shop/shared/cart/messages';
import { stockOf } from '@shop/shared/catalog/stock';
import { rupeesToPaise, paiseToRupees } from '@shop/shared/money';

/** A cart product as it may arrive: the full object, part of it, or only its id (section 3). */
export type CartProductLike = Partial<Product> & Record<string, unknown>;

/** Typed loosely on purpose: the page must survive a product that is only an id or incomplete. */
export interface LooseCartItem {
  _id?: string;
  quantity: number;
  product: string | CartProductLike | null | undefined;
}

export type CartItemKind = 'full' | 'loading' | 'incomplete';

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** 'loading' when the product is only an id; 'incomplete' without a price or a name. */
export function describeCartItem(item: LooseCartItem): CartItemKind {
  const { product } = item;
  if (typeof product === 'string') return 'loading';
  if (!product || typeof product !== 'object') return 'incomplete';
  const hasPrice = typeof product.price === 'number' && Number.isFinite(product.price);
  return hasPrice && isNonEmptyString(product.name) ? 'full' : 'incomplete';
}

/** The product id the item is updated and removed by, whatever shape its product has. */
export function cartItemProductId(item: LooseCartItem): string | undefined {
  const { product } = item;
  if (typeof product === 'string') return isNonEmptyString(product) ? product : undefined;
  if (!product || typeof product !== 'object') return undefined;
  const id = product._id ?? product.id;
  return isNonEmptyString(id) ? id : undefined;
}

/** A row as the page shows it. */
export type CartLine =
  | {
      kind: 'full';
      key: string;
      productId: string | undefined;
      name: string;
      description: string;
      imageUrl: string | undefined;
      price: number;
      quantity: number;
      /** Undefined when the product carries no stock figure. */
      stock: number | undefined;
      lineTotal: number;
    }
  | {
      kind: 'loading' | 'incomplete';
      key: string;
      productId: string | undefined;
      quantity: number;
    };

export function toCartLine(item: LooseCartItem, index: number): CartLine {
  const kind = describeCartItem(item);
  const productId = cartItemProductId(item);
  const key = item._id ?? productId ?? `item-${index}`;
  if (kind !== 'full' || typeof item.product !== 'object' || !item.product) {
    return { kind: kind === 'full' ? 'incomplete' : kind, key, productId, quantity: item.quantity };
  }
  const product = item.product;
  const price = product.price as number;
  const firstImage = Array.isArray(product.imageUrls)
    ? product.imageUrls.find(isNonEmptyString)
    : undefined;
  return {
    kind,
    key,
    productId,
    name: product.name as string,
    description: typeof product.description === 'string' ? product.description : '',
    imageUrl: firstImage,
    price,
    quantity: item.quantity,
    stock: stockOf(product),
    lineTotal: lineTotal(price, item.quantity),
  };
}

/** Price times quantity, counted in paise so that ₹0.10 × 3 is ₹0.30 exactly. */
export function lineTotal(price: number, quantity: number): number {
  return paiseToRupees(rupeesToPaise(price) * quantity);
}

/** What a request to set an item's quantity leads to, before any call (section 5). */
export type QuantityChange =
  | { kind: 'ignore' }
  | { kind: 'above-stock'; stock: number }
  | { kind: 'above-limit'; limit: number }
  | { kind: 'no-product' }
  | { kind: 'update'; productId: string; quantity: number };

/**
 * `limit`: the units of a product one line may hold (more is a business enquiry); the server
 * holds its configured value and says so if it differs.
 */
export function planQuantityChange(
  line: { productId: string | undefined; stock: number | undefined },
  requested: number,
  limit: number = MAX_CART_UNITS_PER_LINE,
): QuantityChange {
  if (!Number.isFinite(requested) || requested < 1) return { kind: 'ignore' };
  if (line.stock !== undefined && requested > line.stock) {
    return { kind: 'above-stock', stock: line.stock };
  }
  if (requested > limit) return { kind: 'above-limit', limit };
  if (!line.productId) return { kind: 'no-product' };
  return { kind: 'update', productId: line.productId, quantity: requested };
}

/**
 * A typed quantity, committed on Enter or when the field is left: empty, zero, negative or not a
 * whole number is refused with the server's own text and changes nothing; otherwise the same
 * rules as a step (docs/decisions/057-cart-quantities.md).
 */
export type TypedQuantity =
  { kind: 'unchanged' } | { kind: 'invalid'; message: string } | QuantityChange;

export function planTypedQuantity(
  line: { productId: string | undefined; stock: number | undefined; quantity: number },
  text: string,
  limit: number = MAX_CART_UNITS_PER_LINE,
): TypedQuantity {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) {
    return { kind: 'invalid', message: cartMessages.quantityInvalid };
  }
  const requested = Number(trimmed);
  if (requested === line.quantity) return { kind: 'unchanged' };
  return planQuantityChange(line, requested, limit);
}
