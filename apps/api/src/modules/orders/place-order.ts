/**
 * Checkout: placing an order from the cart is one transaction of named steps. Reserve the stock
 * (reading each product's price, stock and tax data under its lock), price the cart from the
 * catalogue, lock the cart's lines (a cart already emptied, by the same checkout sent from another
 * tab, orders nothing), then write the order with its items and first tracking entry and clear
 * the cart in one statement. Any refusal rolls the whole of it back, the reservation included.
 *
 * So that one account cannot empty the shelves, a line holds at most the configured units of its
 * product (more is a business enquiry), and a customer's open orders (unpaid, or cash on
 * delivery not yet shipped) are at most so many, hold at most that many units of one product
 * together, and at most so much in value; a customer's placements take turns, so two at once
 * cannot both take the last place.
 */
import { randomUUID } from 'node:crypto';
import type { SQLWrapper } from 'drizzle-orm';
import type { User } from '@shop/shared/accounts/schemas';
import { rupeesToPaise } from '@shop/shared/money';
import { orderMessages as m } from '@shop/shared/orders/messages';
import type { CreateOrderBody, Order } from '@shop/shared/orders/schemas';
import { MAX_ORDER_TOTAL_PAISE, actorNames } from '@shop/shared/orders/status';
import type { OrderLimits } from '../../config';
import type { Database, Executor } from '../../db/client';
import { takeCustomerTurn } from '../../db/customer-collection';
import { conflict } from '../../lib/app-error';
import type { CartService } from '../cart/cart.service';
import type { CatalogService } from '../catalog/catalog.service';
import * as repo from './orders.repository';
import { toOrder } from './order-view';
import { trackingLocation, type OrderChanged } from './status-machine';

type Customer = Pick<User, '_id' | 'firstName' | 'lastName' | 'email'>;
/** What the customer asked for of one product: the client's name and price only to compare. */
type WantedLine = { quantity: number; name?: string; price?: number };
type ReservedProduct = Awaited<ReturnType<CatalogService['reserveStock']>>[number];

/** One line per product, whatever the client sent. */
function wantedLines(body: CreateOrderBody): Map<string, WantedLine> {
  const wanted = new Map<string, WantedLine>();
  for (const item of body.orderItems) {
    const line = wanted.get(item.product);
    wanted.set(item.product, {
      quantity: (line?.quantity ?? 0) + item.quantity,
      name: item.name,
      price: item.price,
    });
  }
  return wanted;
}

/** The name of the customer's turn at placing orders. */
const OPEN_ORDERS_TURN = 'open-orders';

/**
 * The order's total in paise from the catalogue's prices, refusing a product gone or short of
 * stock, and a cart whose prices or total differ from what the shopper was shown.
 */
function priceCart(
  wanted: Map<string, WantedLine>,
  products: Map<string, ReservedProduct>,
  shownTotalRupees: number,
): number {
  let totalPaise = 0;
  for (const [productId, line] of wanted) {
    const product = products.get(productId);
    if (!product) throw conflict(m.productUnavailable(line.name || 'A product'));
    if (line.price !== undefined && rupeesToPaise(line.price) !== product.pricePaise) {
      throw conflict(m.pricesChanged);
    }
    if (product.quantity <= 0) throw conflict(m.outOfStock(product.name));
    if (product.quantity < line.quantity)
      throw conflict(m.onlyAvailable(product.quantity, product.name));
    if (!product.reserved) throw conflict(m.outOfStock(product.name));
    totalPaise += product.pricePaise * line.quantity;
  }
  if (rupeesToPaise(shownTotalRupees) !== totalPaise) throw conflict(m.pricesChanged);
  if (totalPaise > MAX_ORDER_TOTAL_PAISE) throw conflict(m.tooLarge);
  return totalPaise;
}

/** The order, its items (prices, names and tax data as reserved) and its first tracking entry. */
async function writeOrder(
  tx: Executor,
  {
    customer,
    body,
    wanted,
    products,
    totalPaise,
    createdAt,
  }: {
    customer: Customer;
    body: CreateOrderBody;
    wanted: Map<string, WantedLine>;
    products: Map<string, ReservedProduct>;
    totalPaise: number;
    createdAt: Date;
  },
  /** Writes sent in the same statement: clearing the cart. */
  alongWith: SQLWrapper[],
): Promise<repo.OrderRecord> {
  const orderId = randomUUID();
  const written = await repo.insertOrder(
    tx,
    {
      order: {
        id: orderId,
        userId: customer._id,
        totalPaise,
        billingAddress: body.billingAddress,
        shippingAddress: body.shippingAddress,
        gstNumber: body.gstNumber,
        companyName: body.companyName,
        orderNotes: body.orderNotes,
        createdAt,
        updatedAt: createdAt,
      },
      items: [...wanted].map(([productId, line]) => {
        const product = products.get(productId)!;
        return {
          id: randomUUID(),
          orderId,
          productId: product.id,
          name: product.name,
          imageUrl: product.imageUrl,
          pricePaise: product.pricePaise,
          // What a promotion took off, so staff see it on the order later.
          listPricePaise: product.promotionId ? product.listPricePaise : null,
          promotionId: product.promotionId,
          quantity: line.quantity,
          hsnCode: product.hsnCode,
          gstRate: product.gstRate,
        };
      }),
      tracking: {
        id: randomUUID(),
        orderId,
        status: 'PENDING',
        location: trackingLocation('PENDING', body),
        createdAt,
        sourceKey: null,
        actor: actorNames.customer,
        reason: null,
      },
    },
    alongWith,
  );
  const owner = {
    id: customer._id,
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
  };
  return { ...written, owner };
}

/**
 * Who may order, asked inside the order's transaction; the accounts module answers it (a blocked
 * customer may not), passed in where the app is put together.
 */
export interface CustomerGate {
  refuseBlockedWithin(tx: Executor, userId: string): Promise<void>;
}

export function createPlaceOrder({
  db,
  catalog,
  cart,
  customers,
  owedWithin,
  now,
  limits,
}: {
  db: Database;
  catalog: Pick<CatalogService, 'reserveStock' | 'stockChanged' | 'productNames'>;
  cart: Pick<CartService, 'lockWithin' | 'clearWithin'>;
  customers: CustomerGate;
  /** Writes the new order's event in its transaction. */
  owedWithin: (tx: Executor, event: OrderChanged) => Promise<void>;
  now: () => Date;
  limits: Pick<OrderLimits, 'maxUnitsPerLine' | 'maxOpenOrders' | 'maxOpenValuePaise'>;
}) {
  /** Refuses a line above the cap before any stock is locked, naming the catalogue's product. */
  async function checkUnitsPerLine(wanted: Map<string, WantedLine>): Promise<void> {
    const over = [...wanted].find(([, line]) => line.quantity > limits.maxUnitsPerLine);
    if (!over) return;
    const [productId, line] = over;
    const name = (await catalog.productNames([productId])).get(productId);
    throw conflict(m.tooManyUnits(limits.maxUnitsPerLine, name ?? (line.name || 'a product')));
  }

  /** `body` is the payload as the route's schema validated it. */
  return async function placeOrder(customer: Customer, body: CreateOrderBody): Promise<Order> {
    const wanted = wantedLines(body);
    await checkUnitsPerLine(wanted);
    const lines = [...wanted].map(([productId, line]) => ({ productId, quantity: line.quantity }));
    const record = await db.transaction(async (tx) => {
      // A customer blocked while this request was on its way places nothing.
      await customers.refuseBlockedWithin(tx, customer._id);
      // Held until the order is written, so the next placement counts this one.
      await takeCustomerTurn(tx, OPEN_ORDERS_TURN, customer._id);
      const held = await repo.openOrdersHeld(tx, customer._id);
      if (held.count >= limits.maxOpenOrders) {
        throw conflict(m.tooManyOpenOrders(limits.maxOpenOrders));
      }
      const reserved = await catalog.reserveStock(tx, lines);
      const products = new Map(reserved.map((product) => [product.id, product]));
      // With what the open orders already hold: three orders may not hold three times the cap.
      const overHeld = [...wanted].find(
        ([id, line]) => line.quantity + (held.units.get(id) ?? 0) > limits.maxUnitsPerLine,
      );
      if (overHeld) {
        const [id, line] = overHeld;
        const name = products.get(id)?.name ?? (line.name || 'a product');
        throw conflict(m.tooManyUnits(limits.maxUnitsPerLine, name));
      }
      const totalPaise = priceCart(wanted, products, body.totalAmount);
      if (held.totalPaise + totalPaise > limits.maxOpenValuePaise) {
        throw conflict(m.tooMuchHeld(limits.maxOpenValuePaise / 100));
      }
      // Two tabs sending the same checkout: the second goes on only once the first has committed,
      // and finds the cart it was placing already turned into an order.
      const inCart = await cart.lockWithin(tx, customer._id);
      if (inCart.length === 0) throw conflict(m.cartEmpty);
      const clearCart = cart.clearWithin(tx, customer._id);
      const record = await writeOrder(
        tx,
        { customer, body, wanted, products, totalPaise, createdAt: now() },
        [clearCart],
      );
      // No e-mail and not news to the shop yet: a checkout becomes an order to pack once the
      // customer chooses cash on delivery or pays (each of which tells the shop).
      await owedWithin(tx, { record });
      return record;
    });
    catalog.stockChanged(wanted.keys());
    return toOrder(record);
  };
}
