/**
 * The GST rate table (docs/decisions/040): a rate for an HSN code from a day on. A change is
 * added ahead of its day (or for today); once its day has come it stays, since orders placed
 * under it carry its rate, and a later change supersedes it.
 */
import {
  gstRateTableMessages as m,
  type GstRateChangeInput,
  type GstRateRow,
  type GstRateSchedule,
} from '@shop/shared/gst/rate-table';
import type { Database, Executor } from '../../db/client';
import { conflict, invalidField, notFound } from '../../lib/app-error';
import * as repo from './gst-rates.repository';

export function createGstRatesService(db: Database, now: () => Date = () => new Date()) {
  const today = () => repo.indianDay(now());
  return {
    list: (): Promise<GstRateRow[]> => repo.listRates(db),

    /**
     * Inside the caller's transaction (an invoice being issued): the rate in force at `at` of
     * each of these HSN codes the table has a row for; the others keep the rate they were sold at.
     */
    ratesOn: (tx: Executor, hsnCodes: string[], at: Date) =>
      repo.ratesOn(tx, hsnCodes, repo.indianDay(at)),

    async schedule(hsnCode: string): Promise<GstRateSchedule> {
      const day = today();
      return { hsnCode, today: day, ...(await repo.scheduleOf(db, hsnCode, day)) };
    },

    async set(input: GstRateChangeInput): Promise<GstRateSchedule> {
      if (input.validFrom < today()) {
        throw invalidField('validFrom', m.validFromPast);
      }
      await repo.upsertRate(db, input);
      return this.schedule(input.hsnCode);
    },

    async withdraw(hsnCode: string, validFrom: string): Promise<void> {
      const day = today();
      if (await repo.deleteFutureRate(db, hsnCode, validFrom, day)) return;
      if (await repo.rateExists(db, hsnCode, validFrom)) throw conflict(m.changeInForce);
      throw notFound(m.changeNotFound);
    },
  };
}
export type GstRatesService = ReturnType<typeof createGstRatesService>;
