/**
 * Durable events on a real database (both, by the suite's DATABASE_URL): an event is written
 * with its change, one job per subscriber, so a subscriber that fails is tried again alone; a
 * subscriber that owes nothing gets no job; the worker looks as soon as the change commits; an
 * instance that does not know a kind leaves it to one that does; done jobs are purged.
 */
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { outboxJobs } from '../db/schema/index';
import { useTestDatabase } from '../../test/test-app';
import { createDurableEvents, messageIdOf } from './durable-events';
import { createOutbox } from './outbox';

const log = pino({ level: 'silent' });

type Events = {
  'parcel.shipped': { orderId: string; shippedAt: Date; paid: boolean };
  'note.added': { text: string };
};

describe('durable events', () => {
  const testDatabase = useTestDatabase();
  beforeEach(async () => {
    await testDatabase().db.delete(outboxJobs);
  });
  const jobs = () => testDatabase().db.select().from(outboxJobs).orderBy(outboxJobs.kind);

  it('write one job per subscriber with the change; a failing subscriber is tried again alone', async () => {
    const outbox = createOutbox({ db: testDatabase().db, log, backoffMs: () => 60_000 });
    const events = createDurableEvents<Events>(outbox);
    const sockets: unknown[] = [];
    const mails: string[] = [];
    let mailServerUp = false;
    events.on('parcel.shipped', 'sockets', (event) => void sockets.push(event));
    events.on('parcel.shipped', 'email', async (event, { messageId }) => {
      if (!mailServerUp) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      mails.push(`${event.orderId} ${messageId}`);
    });
    const shippedAt = new Date('2026-11-27T09:30:00.000Z');
    const event = { orderId: 'order-1', shippedAt, paid: true };

    await expect(
      testDatabase().db.transaction(async (tx) => {
        await events.within(tx, 'parcel.shipped', event, 'order-1');
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobs()).toHaveLength(0);

    await testDatabase().db.transaction((tx) =>
      events.within(tx, 'parcel.shipped', event, 'order-1'),
    );
    expect((await jobs()).map((job) => [job.kind, job.subject])).toEqual([
      ['parcel.shipped:email', 'order-1'],
      ['parcel.shipped:sockets', 'order-1'],
    ]);
    await outbox.runDue();
    // The sockets heard it once, with its date as a date; the e-mail failed and waits.
    expect(sockets).toEqual([event]);
    expect(mails).toEqual([]);

    mailServerUp = true;
    // Its wait is over.
    await testDatabase()
      .db.update(outboxJobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(outboxJobs.kind, 'parcel.shipped:email'));
    await outbox.runDue();
    const emailJob = (await jobs()).find((job) => job.kind === 'parcel.shipped:email')!;
    expect(mails).toEqual([`order-1 ${messageIdOf(emailJob.id)}`]);
    expect(emailJob).toMatchObject({ status: 'done', attempts: 2 });
    // Trying the e-mail again did not tell the sockets twice.
    expect(sockets).toHaveLength(1);
  });

  it('write no job for a subscriber that owes nothing for this event', async () => {
    const outbox = createOutbox({ db: testDatabase().db, log });
    const events = createDurableEvents<Events>(outbox);
    const refunds: string[] = [];
    events.on('parcel.shipped', 'sockets', () => {});
    events.on('parcel.shipped', 'refund', (event) => void refunds.push(event.orderId), {
      when: (event) => !event.paid,
    });
    await testDatabase().db.transaction(async (tx) => {
      await events.within(tx, 'parcel.shipped', {
        orderId: 'paid',
        shippedAt: new Date(),
        paid: true,
      });
      await events.within(tx, 'parcel.shipped', {
        orderId: 'unpaid',
        shippedAt: new Date(),
        paid: false,
      });
      // An event nobody subscribes to writes nothing.
      await events.within(tx, 'note.added', { text: 'hello' });
    });
    expect((await jobs()).map((job) => job.kind)).toEqual([
      'parcel.shipped:refund',
      'parcel.shipped:sockets',
      'parcel.shipped:sockets',
    ]);
    await outbox.runDue();
    expect(refunds).toEqual(['unpaid']);
  });

  it('are done as soon as their change commits, not at the next look', async () => {
    // A poll far away: only the commit can wake the worker within the test.
    const outbox = createOutbox({ db: testDatabase().db, log, pollMs: 3_600_000 });
    const events = createDurableEvents<Events>(outbox);
    let heard: (text: string) => void = () => {};
    const heardNote = new Promise<string>((resolve) => (heard = resolve));
    events.on('note.added', 'log', (event) => heard(event.text));
    outbox.start();
    // Its first look is over before the change begins: only the commit can wake it again.
    await outbox.runDue();
    try {
      await testDatabase().db.transaction(async (tx) => {
        await events.within(tx, 'note.added', { text: 'committed' });
        // Still inside the transaction: nothing is done before the commit.
        await new Promise((resolve) => setTimeout(resolve, 50));
        const [{ done }] = (await tx
          .select({ done: sql<number>`count(*)::int` })
          .from(outboxJobs)
          .where(eq(outboxJobs.status, 'done'))) as [{ done: number }];
        expect(done).toBe(0);
      });
      await expect(heardNote).resolves.toBe('committed');
    } finally {
      await outbox.stop();
    }
  });

  it('of a kind an instance does not know are left to one that does', async () => {
    const older = createOutbox({ db: testDatabase().db, log });
    const newer = createOutbox({ db: testDatabase().db, log });
    const seen: string[] = [];
    older.handle('note.added:log', () => void seen.push('older'));
    const events = createDurableEvents<Events>(newer);
    events.on('note.added', 'log', () => void seen.push('newer'));
    events.on('note.added', 'archive', () => void seen.push('archived by newer'));
    await testDatabase().db.transaction((tx) => events.within(tx, 'note.added', { text: 'x' }));

    // The older instance looks first: it does its kind and leaves the one it does not know.
    await older.runDue();
    expect(seen).toEqual(['older']);
    const archive = (await jobs()).find((job) => job.kind === 'note.added:archive')!;
    expect(archive).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
    await newer.runDue();
    expect(seen).toEqual(['older', 'archived by newer']);
  });

  it('leave the table once done: e-mails after the days staff may still ask, others after a day', async () => {
    const outbox = createOutbox({ db: testDatabase().db, log });
    const events = createDurableEvents<Events>(outbox);
    events.on('note.added', 'sockets', () => {});
    events.on('note.added', 'email', () => {}, {
      describe: (event) => ({ to: 'someone@example.com', subject: event.text }),
    });
    await testDatabase().db.transaction((tx) =>
      events.within(tx, 'note.added', { text: 'old' }, 'order-9'),
    );
    await outbox.runDue();
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    await testDatabase().db.update(outboxJobs).set({ doneAt: twoDaysAgo });

    expect(await outbox.purgeDone(30)).toBe(1);
    expect((await jobs()).map((job) => job.kind)).toEqual(['note.added:email']);
    expect(await outbox.mailsOf('order-9')).toMatchObject([
      { to: 'someone@example.com', title: 'old', status: 'done' },
    ]);
    expect(await outbox.purgeDone(1)).toBe(1);
    expect(await jobs()).toHaveLength(0);
  });
});
