/**
 * One cart per customer, kept on the server; quantities are checked against stock here too
 * (docs/decisions/004-catalogue-search-cache-cart.md). Products come from the catalogue service,
 * never its tables.
 */
import { type AddToCartInput, type Cart, type UpdateCartInput } from '@shop/shared/cart/schemas';
import { cartMessages, MAX_CART_LINES } from '@shop/shared/cart/messages';
import { catalogMessages } from '@shop/shared/catalog/messages';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import type { Database, Executor } from '../../db/client';
import { takeTurnAndCount } from '../../db/customer-collection';
import { conflict, notFound } from '../../lib/app-error';
import type { CatalogService } from '../catalog/catalog.service';
import { toProduct } from '../catalog/catalog.service';
import * as repo from './cart.repository';

export function createCartService({
  db,
  catalog,
  maxUnitsPerLine,
}: {
  db: Database;
  catalog: CatalogService;
  /** Units of one product a line may hold: the same cap as an order line. */
  maxUnitsPerLine: number;
}) {
  async function requireProduct(productId: string) {
    const product = await catalog.findProduct(productId);
    if (!product) throw notFound(catalogMessages.productMissing);
    return product;
  }

  function checkStock(wanted: number, stock: number) {
    if (wanted > maxUnitsPerLine) throw conflict(cartMessages.tooManyUnits(maxUnitsPerLine));
    if (stock <= 0) throw conflict(cartMessages.outOfStock);
    if (wanted > stock) throw conflict(cartMessages.onlyAvailable(stock));
  }

  async function getCart(userId: string): Promise<Cart> {
    const rows = await repo.listItemsWithProducts(db, userId);
    let itemCount = 0;
    let totalPaise = 0;
    const items = rows.map(({ id, quantity, product }) => {
      itemCount += quantity;
      // The price the shopper pays now (a live promotion's, if any), as the product shows it.
      const shown = toProduct(product);
      totalPaise += rupeesToPaise(shown.price) * quantity;
      return { _id: id, quantity, product: shown };
    });
    return { items, itemCount, totalAmount: paiseToRupees(totalPaise) };
  }

  return {
    getCart,

    /**
     * Adds to the quantity already in the cart, in one statement, so two adds at once both count;
     * refuses going above stock or the units a line may hold, or a new line in a cart that holds MAX_CART_LINES, and changes
     * nothing. The adds to one cart take turns, so parallel adds of different products never
     * leave more lines than the cap (docs/decisions/033-bounded-collections-and-reads.md).
     */
    async add(userId: string, input: AddToCartInput): Promise<Cart> {
      const product = await requireProduct(input.productId);
      checkStock(input.quantity, product.quantity);
      await db.transaction(async (tx) => {
        const held = await takeTurnAndCount(tx, repo.cartLines, userId, product.id);
        if (!held.holdsProduct && held.count >= MAX_CART_LINES) {
          throw conflict(cartMessages.tooManyLines(MAX_CART_LINES));
        }
        // The line's new quantity stays within the stock and the cap, whichever is lower.
        const most = Math.min(product.quantity, maxUnitsPerLine);
        const added = await repo.addQuantity(tx, userId, product.id, input.quantity, most);
        if (!added) {
          throw conflict(
            product.quantity <= maxUnitsPerLine
              ? cartMessages.onlyAvailable(product.quantity)
              : cartMessages.tooManyUnits(maxUnitsPerLine),
          );
        }
      });
      return getCart(userId);
    },

    async update(userId: string, input: UpdateCartInput): Promise<Cart> {
      const product = await requireProduct(input.productId);
      await db.transaction(async (tx) => {
        const existing = await repo.findItemForUpdate(tx, userId, product.id);
        if (!existing) throw notFound(cartMessages.notInCart);
        checkStock(input.quantity, product.quantity);
        await repo.setQuantity(tx, userId, product.id, input.quantity);
      });
      return getCart(userId);
    },

    /** Removing what is not there is not an error; an unknown product is. */
    async remove(userId: string, productId: string): Promise<Cart> {
      const product = await requireProduct(productId);
      await repo.deleteItem(db, userId, product.id);
      return getCart(userId);
    },

    /**
     * Inside the caller's transaction (checkout): what the cart holds, locked, so that a second
     * checkout of the same cart waits for the first and then finds it emptied.
     */
    lockWithin: (tx: Executor, userId: string) => repo.lockItems(tx, userId),

    /**
     * Inside the caller's transaction (checkout): the statement that empties the cart, which the
     * caller sends along with its own writes.
     */
    clearWithin: (tx: Executor, userId: string) => repo.deleteAll(tx, userId),

    async clear(userId: string): Promise<Cart> {
      await repo.deleteAll(db, userId);
      return getCart(userId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
