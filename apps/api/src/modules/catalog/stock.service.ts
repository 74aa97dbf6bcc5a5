/**
 * Stock management (docs/decisions/050): staff's adjustments with a reason, written to the
 * movements ledger under the product's row lock; the returns' restock through the same ledger;
 * the history, the back office's list by stock level and the low-stock count. Every change tells
 * the catalogue after its commit, which refreshes cached answers and open product pages.
 */
import { MAX_STOCK } from '@shop/shared/catalog/admin-schemas';
import { catalogMessages } from '@shop/shared/catalog/messages';
import {
  stockMessages as m,
  stockStatusOf,
  type AdminProduct,
  type AdminProductListQuery,
  type StockAdjustment,
  type StockAdjustmentAnswer,
  type StockMovement,
} from '@shop/shared/catalog/stock-movements';
import { pageRequest, type Page, type PageRequest } from '@shop/shared/http/paging';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/app-error';
import { toProduct } from './catalog.service';
import * as repo from './stock.repository';

export function toStockMovement(row: repo.StockMovementRow): StockMovement {
  return {
    _id: row.id,
    productId: row.productId,
    change: row.change,
    reason: row.reason,
    note: row.note,
    staff: row.staff,
    stockAfter: row.stockAfter,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The new stock an adjustment leaves, or the refusal when it would leave none or too much. */
function stockAfter(current: number, adjustment: StockAdjustment): number {
  if (adjustment.reason === 'COUNT') return adjustment.count!;
  const units = adjustment.quantity!;
  if (adjustment.reason === 'DAMAGE') {
    if (units > current) throw conflict(m.belowZero(current));
    return current - units;
  }
  if (current + units > MAX_STOCK) throw conflict(m.tooHigh);
  return current + units;
}

export function createStockService({
  db,
  stockChanged,
  movedWithin = async () => {},
}: {
  db: Database;
  /** After the commit of a change of these products' stock (the cached answers). */
  stockChanged: (productIds: Iterable<string>) => void;
  /** Inside the transaction of a change of these products' stock (its event). */
  movedWithin?: (tx: Executor, productIds: string[]) => Promise<void>;
}) {
  return {
    /**
     * One adjustment under the product's row lock: two at once take turns, and each reads the
     * stock the other left, so both count and none takes the stock below zero.
     */
    async adjust(
      idOrSlug: string,
      adjustment: StockAdjustment,
      staff: string,
    ): Promise<StockAdjustmentAnswer> {
      const answer = await db.transaction(async (tx) => {
        const product = await repo.lockStock(tx, idOrSlug);
        if (!product) throw notFound(catalogMessages.productMissing);
        const after = stockAfter(product.quantity, adjustment);
        if (after !== product.quantity) {
          await repo.setQuantity(tx, product.id, after);
          await movedWithin(tx, [product.id]);
        }
        const [movement] = await repo.insertMovements(tx, [
          {
            productId: product.id,
            change: after - product.quantity,
            reason: adjustment.reason,
            note: adjustment.note,
            staff,
            stockAfter: after,
          },
        ]);
        return {
          movement: toStockMovement(movement!),
          quantity: after,
          lowStockThreshold: product.lowStockThreshold,
        };
      });
      if (answer.movement.change !== 0) stockChanged([answer.movement.productId]);
      return answer;
    },

    /**
     * Inside the caller's transaction, after it changed these products' stock (their rows are
     * locked by it): the movements that say why. The caller tells `stockChanged` after commit.
     */
    async record(
      tx: Executor,
      lines: Array<{ productId: string; change: number }>,
      reason: 'RETURN' | 'EDIT',
      by: { staff: string; note?: string },
    ): Promise<void> {
      const moved = lines.filter((line) => line.change !== 0);
      await movedWithin(
        tx,
        moved.map((line) => line.productId),
      );
      const quantities = await repo.quantitiesOf(
        tx,
        moved.map((line) => line.productId),
      );
      await repo.insertMovements(
        tx,
        moved.flatMap((line) => {
          const stock = quantities.get(line.productId);
          return stock === undefined
            ? []
            : [
                {
                  productId: line.productId,
                  change: line.change,
                  reason,
                  note: by.note ?? '',
                  staff: by.staff,
                  stockAfter: stock,
                },
              ];
        }),
      );
    },

    /**
     * Inside the caller's transaction, which holds these products' row locks: each set to the
     * stock counted (a CSV import's quantities, docs/decisions/055), written as COUNT movements.
     * The caller tells `stockChanged` after commit.
     */
    async recordCounts(
      tx: Executor,
      counts: Array<{ productId: string; from: number; to: number }>,
      by: { staff: string; note: string },
    ): Promise<void> {
      for (const count of counts) await repo.setQuantity(tx, count.productId, count.to);
      await movedWithin(
        tx,
        counts.filter((count) => count.to !== count.from).map((count) => count.productId),
      );
      await repo.insertMovements(
        tx,
        counts.map((count) => ({
          productId: count.productId,
          change: count.to - count.from,
          reason: 'COUNT' as const,
          note: by.note,
          staff: by.staff,
          stockAfter: count.to,
        })),
      );
    },

    /** A product's movements, newest first. */
    async history(idOrSlug: string, query: Partial<PageRequest>): Promise<Page<StockMovement>> {
      const product = await repo.findStock(db, idOrSlug);
      if (!product) throw notFound(catalogMessages.productMissing);
      const { page, limit } = pageRequest({ page: query.page, limit: query.limit ?? 20 });
      const { rows, total } = await repo.listMovements(db, product.id, {
        limit,
        offset: (page - 1) * limit,
      });
      return { items: rows.map(toStockMovement), total, page, limit };
    },

    /** The back office's products: by name, SKU or MPN, status, stock level and sort, with their stock status. */
    async listAdminProducts(query: AdminProductListQuery): Promise<Page<AdminProduct>> {
      const { page, limit } = pageRequest({ page: query.page, limit: query.limit ?? 20 });
      const { rows, total } = await repo.listAdminProducts(db, {
        q: query.q || undefined,
        status: query.status,
        stock: query.stock,
        sort: query.sort ?? 'newest',
        limit,
        offset: (page - 1) * limit,
      });
      return {
        items: rows.map((row) => ({
          ...toProduct(row),
          lowStockThreshold: row.lowStockThreshold,
          stockStatus: stockStatusOf(row.quantity, row.lowStockThreshold),
        })),
        total,
        page,
        limit,
      };
    },

    /** Products at or below their low-stock threshold, out of stock included. */
    lowStockCount: () => repo.countLowStock(db),
  };
}

export type StockService = ReturnType<typeof createStockService>;
