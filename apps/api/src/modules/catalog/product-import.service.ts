/**
 * Products in bulk as CSV (docs/decisions/055): the export, written a page at a time; the
 * import's preview, which reads the file against the catalogue and writes nothing but the kept
 * preview; and its apply, which changes the good rows in one transaction under the products' row
 * locks, refuses the whole apply when a product changed since the preview, and answers a second
 * apply of the same preview with the first one's result.
 */
import { compareAtProblem, productImportFieldSchemas } from '@shop/shared/catalog/admin-schemas';
import {
  IMPORT_PREVIEW_MINUTES,
  productImportMessages as m,
  type ImportChange,
  type ImportField,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
} from '@shop/shared/catalog/product-import';
import { productStatuses, type ProductStatus } from '@shop/shared/catalog/product-status';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import type { CatalogChanges } from './catalog-sync';
import * as catalogRepo from './catalog.repository';
import { productCsvHeader, productCsvRow, readImport, type ParsedImport } from './product-csv';
import * as repo from './product-import.repository';
import type { ImportProductRow } from './product-import.repository';
import type { StockService } from './stock.service';

const EXPORT_PAGE = 500;

/** A good row as the preview keeps it for the apply. */
interface KeptRow {
  line: number;
  productId: string;
  changes: ImportChange[];
}

const priceOf = (paise: number | null) => (paise == null ? null : paiseToRupees(paise));

/** A product's current value of an importable field, as a change names it. */
function currentValue(product: ImportProductRow, field: ImportField): string | number | null {
  switch (field) {
    case 'price':
      return priceOf(product.pricePaise);
    case 'compare_at_price':
      return priceOf(product.compareAtPaise);
    case 'quantity':
      return product.quantity;
    case 'low_stock_threshold':
      return product.lowStockThreshold;
    case 'status':
      return product.status;
  }
}

type Cells = ParsedImport['rows'][number]['values'];

/** One row's changes and errors against its product as it is now. */
function checkRow(product: ImportProductRow, cells: Cells) {
  const errors: Record<string, string[]> = {};
  const changes: ImportChange[] = [];
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const propose = (field: ImportField, to: string | number | null) => {
    if (currentValue(product, field) !== to) {
      changes.push({ field, from: currentValue(product, field), to });
    }
  };
  const numeric = (
    field: 'price' | 'quantity' | 'low_stock_threshold',
    schema: (typeof productImportFieldSchemas)['price' | 'quantity' | 'lowStockThreshold'],
  ) => {
    const cell = cells[field];
    if (!cell) return undefined;
    const parsed = schema.safeParse(cell);
    if (!parsed.success) return void fail(field, parsed.error.issues[0]!.message);
    propose(field, parsed.data);
    return parsed.data;
  };
  const price = numeric('price', productImportFieldSchemas.price);
  numeric('quantity', productImportFieldSchemas.quantity);
  numeric('low_stock_threshold', productImportFieldSchemas.lowStockThreshold);

  // An empty compare-at price in a file that has the column removes the sale price, as an
  // empty field on the form does; the export writes an empty cell for a product without one.
  if (cells.compare_at_price !== undefined) {
    if (cells.compare_at_price === '') propose('compare_at_price', null);
    else {
      const parsed = productImportFieldSchemas.compareAtPrice.safeParse(cells.compare_at_price);
      if (!parsed.success) fail('compare_at_price', parsed.error.issues[0]!.message);
      else {
        const problem = compareAtProblem({
          price: price ?? paiseToRupees(product.pricePaise),
          compareAtPrice: parsed.data,
        });
        if (problem) fail('compare_at_price', problem);
        else propose('compare_at_price', parsed.data);
      }
    }
  }

  if (cells.status) {
    const status = cells.status.toUpperCase();
    if (!(productStatuses as readonly string[]).includes(status)) fail('status', m.statusUnknown);
    else if (status === 'ACTIVE' && product.status !== 'ACTIVE' && product.imageCount === 0) {
      fail('status', m.activeNeedsPicture);
    } else propose('status', status);
  }
  return { errors, changes };
}

export function createProductImportService({
  db,
  stock,
  changes,
}: {
  db: Database;
  stock: StockService;
  changes: CatalogChanges;
}) {
  return {
    /** The export: the header, then every product a page at a time (never all in memory). */
    async *exportCsv(): AsyncGenerator<string> {
      yield productCsvHeader;
      let after: string | undefined;
      for (;;) {
        const page = await repo.exportPage(db, after, EXPORT_PAGE);
        if (page.length === 0) return;
        yield page.map(productCsvRow).join('');
        if (page.length < EXPORT_PAGE) return;
        after = page.at(-1)!.id;
      }
    },

    /** The file read against the catalogue as it is; only the preview is kept, nothing changes. */
    async preview(text: string, staff: string): Promise<ImportPreview> {
      const parsed = readImport(text);
      const ids = parsed.rows.map((row) => row.values.id ?? '').filter(isUuid);
      const skus = parsed.rows.map((row) => row.values.sku?.toLowerCase() ?? '').filter(Boolean);
      const [byId, bySku] = await Promise.all([
        repo.productsByIds(db, [...new Set(ids)]),
        repo.productsBySkus(db, [...new Set(skus)]),
      ]);
      const idIndex = new Map(byId.map((product) => [product.id, product]));
      const skuIndex = new Map(bySku.map((product) => [product.sku!.toLowerCase(), product]));
      const firstLineOf = new Map<string, number>();

      const rows: ImportRow[] = parsed.rows.map(({ line, values, cellCount }) => {
        const answer: ImportRow = { line, product: null, matchedBy: null, changes: [], errors: {} };
        if (cellCount !== parsed.header.length) {
          answer.errors.row = [m.wrongCellCount];
          return answer;
        }
        const id = values.id ?? '';
        const sku = values.sku ?? '';
        if (!id && !sku) {
          answer.errors.row = [m.noKey];
          return answer;
        }
        const withId = id ? idIndex.get(id) : undefined;
        const withSku = sku ? skuIndex.get(sku.toLowerCase()) : undefined;
        const product = id ? withId : withSku;
        if (!product) {
          answer.errors[id ? 'id' : 'sku'] = [m.unknownProduct];
          return answer;
        }
        answer.product = { _id: product.id, name: product.name, sku: product.sku };
        answer.matchedBy = id ? 'id' : 'sku';
        if (id && sku && withSku?.id !== product.id) {
          answer.errors.sku = [m.idAndSkuDisagree];
          return answer;
        }
        const earlier = firstLineOf.get(product.id);
        if (earlier !== undefined) {
          answer.errors.row = [m.duplicateRow(earlier)];
          return answer;
        }
        firstLineOf.set(product.id, line);
        const checked = checkRow(product, values);
        answer.errors = checked.errors;
        // A bad row shows what its good cells would change too; it is not applied.
        answer.changes = checked.changes;
        return answer;
      });

      const isBad = (row: ImportRow) => Object.keys(row.errors).length > 0;
      const kept: KeptRow[] = rows
        .filter((row) => !isBad(row) && row.changes.length > 0)
        .map((row) => ({ line: row.line, productId: row.product!._id, changes: row.changes }));
      await repo.deleteOldImports(db);
      const token = await repo.insertImport(db, staff, kept);
      return {
        token,
        expiresAt: new Date(Date.now() + IMPORT_PREVIEW_MINUTES * 60_000).toISOString(),
        rows,
        counts: {
          good: kept.length,
          bad: rows.filter(isBad).length,
          unchanged: rows.filter((row) => !isBad(row) && row.changes.length === 0).length,
        },
      };
    },

    /**
     * The preview's good rows (or the chosen ones), all or none: under the products' row locks,
     * each must still hold the values the preview read, else the whole apply is refused.
     */
    async apply(token: string, lines: number[] | undefined, staff: string): Promise<ImportResult> {
      const outcome = await db.transaction(async (tx) => {
        const kept = await repo.lockImport(tx, token, IMPORT_PREVIEW_MINUTES);
        if (!kept) throw notFound(m.previewUnknown);
        if (kept.appliedAt) {
          return { result: { ...(kept.result as ImportResult), alreadyApplied: true } };
        }
        const good = kept.rows as KeptRow[];
        if (lines?.some((line) => !good.some((row) => row.line === line))) {
          throw badRequest(m.linesUnknown, { lines: [m.linesUnknown] });
        }
        const chosen = lines ? good.filter((row) => lines.includes(row.line)) : good;
        const locked = new Map(
          (
            await repo.lockProducts(
              tx,
              chosen.map((row) => row.productId),
            )
          ).map((p) => [p.id, p]),
        );
        const stale = chosen.filter((row) => {
          const product = locked.get(row.productId);
          return (
            !product ||
            row.changes.some((change) => currentValue(product, change.field) !== change.from) ||
            // Its last picture removed since: publishing it is no longer what the preview said.
            (row.changes.some((change) => change.field === 'status' && change.to === 'ACTIVE') &&
              product.imageCount === 0)
          );
        });
        if (stale.length > 0) throw conflict(m.changedSince(stale.map((row) => row.line)));

        const counts: Parameters<StockService['recordCounts']>[1] = [];
        let contentChanged = false;
        for (const row of chosen) {
          const to = Object.fromEntries(row.changes.map((change) => [change.field, change.to]));
          const values: Partial<catalogRepo.ProductValues> = {};
          if ('price' in to) values.pricePaise = rupeesToPaise(to.price as number);
          if ('compare_at_price' in to) {
            values.compareAtPaise =
              to.compare_at_price === null ? null : rupeesToPaise(to.compare_at_price as number);
          }
          if ('status' in to) values.status = to.status as ProductStatus;
          if ('low_stock_threshold' in to)
            values.lowStockThreshold = to.low_stock_threshold as number;
          if (Object.keys(values).length > 0) {
            await catalogRepo.updateProduct(tx, row.productId, values);
            contentChanged = true;
          }
          if ('quantity' in to) {
            counts.push({
              productId: row.productId,
              from: locked.get(row.productId)!.quantity,
              to: to.quantity as number,
            });
          }
        }
        await stock.recordCounts(tx, counts, { staff, note: m.stockNote });
        const result: ImportResult = {
          applied: chosen.length,
          lines: chosen.map((row) => row.line),
          alreadyApplied: false,
        };
        await repo.markApplied(tx, token, result);
        return { result, contentChanged, stocked: counts.map((count) => count.productId) };
      });
      if (outcome.contentChanged) changes.contentChanged();
      if (outcome.stocked?.length) changes.stockChanged(outcome.stocked);
      return outcome.result;
    },
  };
}

export type ProductImportService = ReturnType<typeof createProductImportService>;
