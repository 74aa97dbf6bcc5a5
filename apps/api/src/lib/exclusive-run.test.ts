/**
 * Scheduled work one instance at a time, on a real database: of two runs at once one works and
 * the other skips; the next round runs again; a run that died holding the lease frees it once
 * the lease is over; a run that throws frees the work at once but does not count as run.
 */
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-app';
import { createExclusiveRuns } from './exclusive-run';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('exclusive scheduled runs', () => {
  const testDatabase = useTestDatabase();

  it('lets one of two instances run at a time, and either run the next round', async () => {
    const first = createExclusiveRuns(testDatabase().db, 'instance-1');
    const second = createExclusiveRuns(testDatabase().db, 'instance-2');
    let running = 0;
    let most = 0;
    const work = (who: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      await pause(100);
      running -= 1;
      return who;
    };
    const round = await Promise.all([
      first.exclusive('expiry', 60_000, work('first')),
      second.exclusive('expiry', 60_000, work('second')),
    ]);
    expect(round.filter(Boolean)).toHaveLength(1);
    expect(most).toBe(1);
    // The lease went back when the run ended.
    expect(await second.exclusive('expiry', 60_000, work('second'))).toBe('second');
    // Another name is other work.
    expect(await first.exclusive('purge', 60_000, work('first'))).toBe('first');
  });

  it('frees the work of a run that died holding it once its lease is over', async () => {
    const dead = createExclusiveRuns(testDatabase().db, 'crashed');
    const alive = createExclusiveRuns(testDatabase().db, 'alive');
    let release: () => void = () => undefined;
    const stuck = dead.exclusive('stuck-work', 300, () => new Promise<void>((r) => (release = r)));
    await pause(50);
    expect(await alive.exclusive('stuck-work', 300, async () => 'ran')).toBeUndefined();
    await pause(400);
    expect(await alive.exclusive('stuck-work', 300, async () => 'ran')).toBe('ran');
    release();
    await stuck;
  });

  it('frees the work of a run that throws at once, and counts as run only one that ends', async () => {
    const runs = createExclusiveRuns(testDatabase().db, 'instance-1');
    const other = createExclusiveRuns(testDatabase().db, 'instance-2');
    await expect(
      runs.exclusive('flaky-work', 60_000, async () => {
        throw new Error('the mail server is down');
      }),
    ).rejects.toThrow('the mail server is down');
    expect(await runs.secondsSinceLastRun()).not.toHaveProperty('flaky-work');
    // Not held until the lease is over: the next round, on any instance, runs.
    expect(await other.exclusive('flaky-work', 60_000, async () => 'ran')).toBe('ran');
    const ages = await runs.secondsSinceLastRun();
    expect(ages['flaky-work']).toBeGreaterThanOrEqual(0);
    expect(ages['flaky-work']).toBeLessThan(60);
  });
});
