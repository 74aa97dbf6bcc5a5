/** The worker thread's queue: urgent jobs pass routine ones, and a full queue refuses routine work. */
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerBusy, workerThread } from './worker-thread';

const fixture = new URL('./worker-thread.fixture.ts', import.meta.url);
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
});

describe('the worker thread', () => {
  it('runs urgent jobs before the routine ones waiting, and refuses routine ones beyond its bound', async () => {
    const thread = workerThread<{ tag: string; ms: number }, string>(fixture, { maxWaiting: 2 });
    close = thread.close;
    const finished: string[] = [];
    const run = (tag: string, urgent = false) =>
      thread.run({ tag, ms: 150 }, { urgent }).then((done) => void finished.push(done));

    const first = run('download 1'); // handed to the thread at once
    const waiting = [run('download 2'), run('download 3')];
    const refused = thread.run({ tag: 'download 4', ms: 150 });
    const email = run('e-mail', true);

    await expect(refused).rejects.toBeInstanceOf(WorkerBusy);
    await Promise.all([first, ...waiting, email]);
    expect(finished).toEqual(['download 1', 'e-mail', 'download 2', 'download 3']);
  });

  it('takes routine work again once its queue has room', async () => {
    const thread = workerThread<{ tag: string; ms: number }, string>(fixture, { maxWaiting: 1 });
    close = thread.close;
    const busy = [thread.run({ tag: 'a', ms: 50 }), thread.run({ tag: 'b', ms: 50 })];
    await expect(thread.run({ tag: 'c', ms: 50 })).rejects.toBeInstanceOf(WorkerBusy);
    expect(await Promise.all(busy)).toEqual(['a', 'b']);
    expect(await thread.run({ tag: 'd', ms: 1 })).toBe('d');
  });
});
