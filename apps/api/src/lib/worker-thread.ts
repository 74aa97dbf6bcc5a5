/**
 * Runs a job on a worker thread, so that CPU-heavy work (drawing a PDF) never holds up the
 * requests the event loop is answering. One thread, started on first use and again after it
 * dies; requests queue in it. It keeps the process alive only while it has work.
 */
import { Worker, type MessagePort } from 'node:worker_threads';

type Answer<T> = { id: number; result: T } | { id: number; error: string };

export interface WorkerThread<Input, Output> {
  run(input: Input): Promise<Output>;
  close(): Promise<void>;
}

/**
 * `module` (a file URL) answers each `{id, input}` message with `{id, result}` or `{id, error}`.
 * A compiled module (`.js`) is the thread's entry itself; a TypeScript one (the server running
 * from source under tsx, or the tests) is loaded through an entry that registers tsx first.
 */
export function workerThread<Input, Output>(module: URL): WorkerThread<Input, Output> {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve(value: Output): void; reject(error: Error): void }>();

  function failAll(error: Error) {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  }

  function started(): Worker {
    if (worker) return worker;
    const thread = module.pathname.endsWith('.ts')
      ? new Worker(new URL('./typescript-worker.mjs', import.meta.url), {
          workerData: { module: module.href },
        })
      : new Worker(module);
    thread.on('message', (answer: Answer<Output>) => {
      const waiting = pending.get(answer.id);
      if (!waiting) return;
      pending.delete(answer.id);
      if (pending.size === 0) thread.unref();
      if ('error' in answer) waiting.reject(new Error(answer.error));
      else waiting.resolve(answer.result);
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', (code) => {
      if (worker === thread) worker = undefined;
      failAll(new Error(`The worker thread stopped (exit code ${code})`));
    });
    worker = thread;
    return thread;
  }

  return {
    run(input) {
      const thread = started();
      const id = nextId++;
      thread.ref();
      return new Promise<Output>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        thread.postMessage({ id, input });
      });
    },
    async close() {
      const thread = worker;
      worker = undefined;
      if (thread) await thread.terminate();
    },
  };
}

/** The worker's side: answers every message with `job`'s result or its error. */
export function serveJobs<Input, Output>(
  port: MessagePort,
  job: (input: Input) => Promise<Output>,
  /** What of the result moves to the other thread rather than being copied. */
  transferable: (output: Output) => ArrayBuffer[] = () => [],
): void {
  port.on('message', ({ id, input }: { id: number; input: Input }) => {
    job(input).then(
      (result) => port.postMessage({ id, result } satisfies Answer<Output>, transferable(result)),
      (error: unknown) =>
        port.postMessage({
          id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies Answer<Output>),
    );
  });
}
