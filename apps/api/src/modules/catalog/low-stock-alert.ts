/**
 * The daily e-mail to the shop listing products low on or out of stock (docs/decisions/050).
 * The housekeeping timer asks for it on every run; from 09:00 India time, the first run of the
 * day that finds such products claims the day in the database and sends it. Another instance, a
 * restart or a later run finds the day claimed and sends nothing. A send that fails frees the
 * day again for the next run.
 */
import { stockMessages as m, stockStatusOf } from '@shop/shared/catalog/stock-movements';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { indianDay, minutesIntoIndianDay } from '../../lib/india-time';
import * as repo from './stock.repository';

/** 09:00 in India, as minutes after its midnight. */
const SEND_FROM_MINUTES = 9 * 60;

function alertEmail(
  products: Awaited<ReturnType<typeof repo.lowStockProducts>>,
  shop: { name: string; email: string; publicUrl: string },
  day: string,
): MailMessage {
  const lines = products.map((product) => {
    const status = stockStatusOf(product.quantity, product.lowStockThreshold);
    return `- ${product.name}: ${product.quantity} in stock (${
      status === 'OUT' ? m.outOfStock : m.lowStock
    }, threshold ${product.lowStockThreshold})`;
  });
  return {
    to: shop.email,
    subject: m.emailSubject(products.length),
    text: [
      `Stock to reorder on ${day}:`,
      '',
      ...lines,
      '',
      `Adjust stock in the back office: ${shop.publicUrl}/admin/product`,
      '',
      shop.name,
    ].join('\n'),
  };
}

export function createLowStockAlert(deps: {
  db: Database;
  mailer: Mailer;
  shop: { name: string; email: string; publicUrl: string };
  log: FastifyBaseLogger;
}) {
  return {
    /** Sends today's e-mail if it is due and not yet sent; answers whether this call sent it. */
    async sendIfDue(now: Date = new Date()): Promise<boolean> {
      if (minutesIntoIndianDay(now) < SEND_FROM_MINUTES) return false;
      const day = indianDay(now);
      const low = await repo.lowStockProducts(deps.db);
      if (low.length === 0) return false;
      if (!(await repo.claimAlertDay(deps.db, day, low.length))) return false;
      try {
        await deps.mailer.send(alertEmail(low, deps.shop, day));
        return true;
      } catch (error) {
        deps.log.warn(
          { err: error, day },
          'could not send the low-stock e-mail; trying again later',
        );
        await repo.releaseAlertDay(deps.db, day);
        return false;
      }
    },
  };
}

export type LowStockAlert = ReturnType<typeof createLowStockAlert>;
