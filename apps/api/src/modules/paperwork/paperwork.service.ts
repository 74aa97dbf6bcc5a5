/**
 * Paper and files for the back office (decision 053): the packing slips and picking list of the
 * orders being packed, drawn on the PDF thread; the orders and the sales register of a date range
 * as CSV files; a month's issued documents as one ZIP. It owns no tables: the orders and the
 * invoices modules answer through their services.
 */
import { courierNames } from '@shop/shared/orders/couriers';
import { orderMessages } from '@shop/shared/orders/messages';
import type { AdminOrder } from '@shop/shared/orders/schemas';
import { orderNumber, type OrderStatus } from '@shop/shared/orders/status';
import {
  paperworkMessages as m,
  printableStatuses,
  type ExportRange,
} from '@shop/shared/paperwork/schemas';
import { badRequest, conflict, invalidField, notFound } from '../../lib/app-error';
import { csvRow } from '../../lib/csv';
import { zipStream, type ZipFile } from '../../lib/zip';
import type { CatalogService } from '../catalog/catalog.service';
import type { OrdersService } from '../orders/orders.service';
import { dayMonYear, indianDay, indianDayStart, indianMonthRange } from '../../lib/india-time';
import { ordersCsvHeader, ordersCsvRow } from './orders-csv';
import type { PackingSlipPage, PaperPdf, PickingListRow } from './paper-pdf.public';
import { salesRegisterCsv, type IssuedForRegister } from './sales-register';

/**
 * What this module asks of the invoices module, declared here and handed in by services.ts:
 * the invoices module's PDF thread draws this module's paper, so it may not be imported back.
 */
export interface DocumentsForPaperwork {
  /** The shop as it issues documents: the consignor on a packing slip. */
  seller: { legalName: string; address: string; gstin: string };
  invoiceReference(orderId: string): Promise<{ number: string; date: string } | undefined>;
  /** Draws on the PDF thread; a full queue is a 503. */
  drawPaper(paper: PaperPdf): Promise<Buffer>;
  issuedBetween(from: Date, to: Date): Promise<IssuedForRegister[]>;
  pdfsIssuedBetween(from: Date, to: Date): AsyncGenerator<{ filename: string; content: Buffer }>;
}

/**
 * What the desk prints for: orders being packed (PROCESSING) and, for a reprint or a parcel
 * still at the dock, SHIPPED ones. A PENDING order is not confirmed, a delivered or cancelled
 * one has no parcel to pack.
 */
const printable: readonly OrderStatus[] = printableStatuses;

const shipToLines = (order: AdminOrder) => {
  const a = order.shippingAddress;
  return [
    `${a.firstName} ${a.lastName}`.trim(),
    order.companyName ?? '',
    a.street,
    a.apartment ?? '',
    `${a.city}, ${a.state} ${a.pin}`,
    a.country ?? '',
    `Phone: ${a.phone}`,
  ].filter((line) => line.trim() !== '');
};

export function createPaperworkService({
  orders,
  catalog,
  invoices,
  now = () => new Date(),
}: {
  orders: Pick<OrdersService, 'getMany' | 'placedBetween'>;
  catalog: Pick<CatalogService, 'productSkus'>;
  invoices: DocumentsForPaperwork;
  now?: () => Date;
}) {
  /** The selected orders in the order they were selected; all must exist and be printable. */
  async function ordersToPrint(ids: string[]): Promise<AdminOrder[]> {
    const unique = [...new Set(ids)];
    const found = new Map((await orders.getMany(unique)).map((order) => [order._id, order]));
    const selected = unique.map((id) => found.get(id));
    if (selected.some((order) => order === undefined)) throw notFound(orderMessages.notFound);
    const chosen = selected as AdminOrder[];
    const refused = chosen.filter((order) => !printable.includes(order.status));
    if (refused.length > 0) {
      throw conflict(m.notPrintable(refused.map((order) => orderNumber(order._id))));
    }
    return chosen;
  }

  /** [from, to) of whole days in India; a range ending after today is refused. */
  function instantsOf(range: ExportRange): { from: Date; to: Date } {
    if (range.to > indianDay(now())) throw invalidField('to', m.rangeInFuture);
    const to = indianDayStart(range.to);
    return { from: indianDayStart(range.from), to: new Date(to.getTime() + 86_400_000) };
  }

  return {
    async packingSlips(orderIds: string[]): Promise<Buffer> {
      const chosen = await ordersToPrint(orderIds);
      const pages: PackingSlipPage[] = [];
      for (const order of chosen) {
        const invoice = await invoices.invoiceReference(order._id);
        pages.push({
          orderNumber: orderNumber(order._id),
          placedOn: dayMonYear(new Date(order.createdAt)),
          shipTo: shipToLines(order),
          items: order.orderItems.map((item) => ({ name: item.name, quantity: item.quantity })),
          invoiceLine: invoice
            ? `Tax invoice ${invoice.number} dated ${invoice.date}`
            : 'Tax invoice: issued when the order is shipped',
          ...(order.trackingNumber && {
            awbLine: `${order.courier ? `${courierNames[order.courier]} AWB` : 'Tracking'} ${order.trackingNumber}`,
          }),
        });
      }
      const { legalName, address, gstin } = invoices.seller;
      return invoices.drawPaper({
        kind: 'packing-slips',
        shipper: { legalName, address, gstin },
        pages,
      });
    },

    /** Each product once, its quantity summed over the orders, with the orders that want it. */
    async pickingList(orderIds: string[]): Promise<Buffer> {
      const chosen = await ordersToPrint(orderIds);
      const skus = await catalog.productSkus(
        chosen.flatMap((order) => order.orderItems.map((item) => item.product._id)),
      );
      const rows = new Map<string, PickingListRow>();
      for (const order of chosen) {
        const number = orderNumber(order._id);
        for (const item of order.orderItems) {
          // A line whose product was since deleted has no id: its name stands for it.
          const key = item.product._id || `name:${item.name}`;
          const row = rows.get(key) ?? {
            name: item.name,
            sku: skus.get(item.product._id) ?? '',
            quantity: 0,
            orderNumbers: [],
          };
          row.quantity += item.quantity;
          if (!row.orderNumbers.includes(number)) row.orderNumbers.push(number);
          rows.set(key, row);
        }
      }
      return invoices.drawPaper({
        kind: 'picking-list',
        printedOn: dayMonYear(now()),
        orderNumbers: chosen.map((order) => orderNumber(order._id)),
        rows: [...rows.values()].sort((a, b) => a.name.localeCompare(b.name)),
      });
    },

    /** The orders placed in the range, oldest first, written a page of orders at a time. */
    ordersCsv(range: ExportRange): AsyncIterable<string> {
      const { from, to } = instantsOf(range);
      return (async function* () {
        yield csvRow(ordersCsvHeader);
        for await (const page of orders.placedBetween(from, to)) {
          yield page.map(ordersCsvRow).join('');
        }
      })();
    },

    async salesRegister(range: ExportRange, level: 'invoice' | 'line'): Promise<string> {
      const { from, to } = instantsOf(range);
      return salesRegisterCsv(await invoices.issuedBetween(from, to), level);
    },

    /**
     * The month's invoices and credit notes, the stored PDFs as they are, as one ZIP stream. The
     * first document is read before anything is sent, so a busy PDF thread is still a clean 503.
     */
    async invoicesZip(month: string): Promise<AsyncIterable<Buffer>> {
      const { from, to } = indianMonthRange(month);
      if (from.getTime() > now().getTime()) throw badRequest(m.monthInFuture);
      const documents = invoices.pdfsIssuedBetween(from, to);
      const first = await documents.next();
      async function* files(): AsyncGenerator<ZipFile> {
        if (first.done) return;
        yield { name: first.value.filename, content: first.value.content };
        for await (const pdf of documents) yield { name: pdf.filename, content: pdf.content };
      }
      return zipStream(files(), now());
    },
  };
}

export type PaperworkService = ReturnType<typeof createPaperworkService>;
