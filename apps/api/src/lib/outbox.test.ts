/**
 * The outbox on a real database (both, by the suite's DATABASE_URL): jobs are written with the
 * change or not at all, done once each however many workers look, tried again with a wait after a
 * failure, given up for staff after the last try and sent again when asked, and taken over from
 * a worker that died holding one.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { outboxJobs } from '../db/schema/index';
import { useTestDatabase } from '../../test/test-app';
import { createOutbox, decodePayload, encodePayload, type ClaimedJob } from './outbox';

const log = pino({ level: 'silent' });

describe('the outbox', () => {
  const testDatabase = useTestDatabase();
  beforeEach(async () => {
    await testDatabase().db.delete(outboxJobs);
  });

  const jobs = () => testDatabase().db.select().from(outboxJobs);

  it('writes a job with its transaction, or not at all, and hands the handler what was written', async () => {
    const outbox = createOutbox({ db: testDatabase().db, log });
    const seen: unknown[] = [];
    outbox.handle('note', async (job) => {
      seen.push(decodePayload(job.payload));
    });
    const placedAt = new Date('2026-11-27T10:15:00.000Z');

    await expect(
      testDatabase().db.transaction(async (tx) => {
        await outbox.add(tx, [{ kind: 'note', payload: { n: 1 } }]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobs()).toHaveLength(0);

    await testDatabase().db.transaction((tx) =>
      outbox.add(tx, [{ kind: 'note', payload: { n: 2, placedAt }, subject: 'order-1' }]),
    );
    await outbox.runDue();
    expect(seen).toEqual([{ n: 2, placedAt }]);
    expect((seen[0] as { placedAt: Date }).placedAt).toBeInstanceOf(Date);
    const [job] = await jobs();
    expect(job).toMatchObject({ status: 'done', attempts: 1, subject: 'order-1', lastError: null });

    // Done is done: a second look sends nothing again.
    await outbox.runDue();
    expect(seen).toHaveLength(1);
  });

  it('waits before trying a failed job again', async () => {
    const outbox = createOutbox({ db: testDatabase().db, log, backoffMs: () => 60_000 });
    let calls = 0;
    outbox.handle('mail', async () => {
      calls += 1;
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    });
    await testDatabase().db.transaction((tx) => outbox.add(tx, [{ kind: 'mail', payload: {} }]));
    await outbox.runDue();
    await outbox.runDue();
    expect(calls).toBe(1);
    const [job] = await jobs();
    expect(job).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('gives a job up after its last try, and sends it again when staff ask', async () => {
    const outbox = createOutbox({ db: testDatabase().db, log, maxAttempts: 3, backoffMs: () => 0 });
    let mailServerUp = false;
    const sent: string[] = [];
    outbox.handle('mail', async (job) => {
      if (!mailServerUp) throw new Error('535 authentication failed');
      sent.push(job.id);
    });
    await testDatabase().db.transaction((tx) => outbox.add(tx, [{ kind: 'mail', payload: {} }]));
    await outbox.runDue();
    const [failed] = await jobs();
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await outbox.depth()).toMatchObject({ pending: 0, failed: 1 });

    // Nothing more happens to it on its own.
    await outbox.runDue();
    expect(sent).toEqual([]);

    mailServerUp = true;
    expect(await outbox.retry(failed!.id)).toBe(true);
    await outbox.runDue();
    expect(sent).toEqual([failed!.id]);
    const [done] = await jobs();
    expect(done).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    // Only a failed job is sent again.
    expect(await outbox.retry(failed!.id)).toBe(false);
  });

  it('does each job once when two workers look at the same time', async () => {
    const handled = new Map<string, number>();
    const handler = async (job: ClaimedJob) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      handled.set(job.id, (handled.get(job.id) ?? 0) + 1);
    };
    const first = createOutbox({ db: testDatabase().db, log, batchSize: 3 });
    const second = createOutbox({ db: testDatabase().db, log, batchSize: 3 });
    first.handle('mail', handler);
    second.handle('mail', handler);
    await testDatabase().db.transaction((tx) =>
      first.add(
        tx,
        Array.from({ length: 30 }, (_, n) => ({ kind: 'mail', payload: { n } })),
      ),
    );
    await Promise.all([first.runDue(), second.runDue(), first.runDue(), second.runDue()]);
    expect(handled.size).toBe(30);
    expect([...handled.values()].every((count) => count === 1)).toBe(true);
    expect((await jobs()).every((job) => job.status === 'done')).toBe(true);
  });

  it('lets another worker take a job over once the worker holding it has stopped answering, and the first cannot undo it', async () => {
    let giveUp: (error: Error) => void = () => undefined;
    const stuck = new Promise<void>((_, reject) => (giveUp = reject));
    const dying = createOutbox({ db: testDatabase().db, log, leaseMs: 300 });
    dying.handle('mail', () => stuck);
    const other = createOutbox({ db: testDatabase().db, log, leaseMs: 300 });
    const sentByOther: string[] = [];
    other.handle('mail', async (job) => {
      sentByOther.push(job.id);
    });
    await testDatabase().db.transaction((tx) => dying.add(tx, [{ kind: 'mail', payload: {} }]));

    const dyingPass = dying.runDue();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Held: the other worker finds nothing to do yet.
    await other.runDue();
    expect(sentByOther).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, 400));
    await other.runDue();
    expect(sentByOther).toHaveLength(1);
    const [job] = await testDatabase()
      .db.select()
      .from(outboxJobs)
      .where(eq(outboxJobs.id, sentByOther[0]!));
    expect(job).toMatchObject({ status: 'done', attempts: 2 });

    // The first worker comes back with its try failed: the job the other has done stays done,
    // and is not put back in line to be sent again.
    giveUp(new Error('socket hang up'));
    await dyingPass;
    const [after] = await testDatabase()
      .db.select()
      .from(outboxJobs)
      .where(eq(outboxJobs.id, sentByOther[0]!));
    expect(after).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    await other.runDue();
    expect(sentByOther).toHaveLength(1);
  });

  it('keeps dates as dates through the JSON column and leaves other values alone', () => {
    const value = {
      at: new Date('2026-01-02T03:04:05.678Z'),
      list: [new Date(0), 'x', 1, null],
      nested: { $date: 'not alone', other: true },
    };
    expect(decodePayload(encodePayload(value))).toEqual(value);
  });
});
