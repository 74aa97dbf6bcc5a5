/**
 * Runs a job on a worker thread, so that CPU-heavy work (drawing a PDF) never holds up the
 * requests the event loop is answering. One thread, started on first use and again after it
 * dies; jobs wait in a bounded queue here, urgent ones first. It keeps the process alive only
 * while it has work.
 */
import { Worker, type MessagePort } from 'node:worker_threads';

type Answer<T> = { id: number; result: T } | { id: number; error: string };

export interface WorkerThread<Input, Output> {
  /**
   * `urgent` jobs (an e-mail's attachment) go before routine ones (a download) and are never
   * refused; a routine job beyond the queue's bound is refused with `WorkerBusy`.
   */
  run(input: Input, options?: { urgent?: boolean }): Promise<Output>;
  close(): Promise<void>;
}

/** The thread's queue of routine jobs is full: the caller answers "try again shortly". */
export class WorkerBusy extends Error {
  constructor() {
    super('The worker thread has too many jobs waiting');
    this.name = 'WorkerBusy';
  }
}

interface Job<Input, Output> {
  input: Input;
  resolve(value: Output): void;
  reject(error: Error): void;
}

/**
 * `module` (a file URL) answers each `{id, input}` message with `{id, result}` or `{id, error}`.
 * A compiled module (`.js`) is the thread's entry itself; a TypeScript one (the server running
 * from source under tsx, or the tests) is loaded through an entry that registers tsx first.
 * The thread is handed one job at a time, so the queue stays here, where urgent jobs can pass
 * routine ones and its length is known.
 */
export function workerThread<Input, Output>(
  module: URL,
  { maxWaiting = Number.POSITIVE_INFINITY }: { maxWaiting?: number } = {},
): WorkerThread<Input, Output> {
  let worker: Worker | undefined;
  let nextId = 0;
  let running: { id: number; job: Job<Input, Output> } | undefined;
  const urgent: Array<Job<Input, Output>> = [];
  const routine: Array<Job<Input, Output>> = [];

  function failAll(error: Error) {
    const jobs = [running?.job, ...urgent.splice(0), ...routine.splice(0)];
    running = undefined;
    for (const job of jobs) job?.reject(error);
  }

  function started(): Worker {
    if (worker) return worker;
    const thread = module.pathname.endsWith('.ts')
      ? new Worker(new URL('./typescript-worker.mjs', import.meta.url), {
          workerData: { module: module.href },
        })
      : new Worker(module);
    thread.on('message', (answer: Answer<Output>) => {
      if (running?.id !== answer.id) return;
      const { job } = running;
      running = undefined;
      if ('error' in answer) job.reject(new Error(answer.error));
      else job.resolve(answer.result);
      next();
    });
    thread.on('error', (error) => failAll(error));
    thread.on('exit', (code) => {
      if (worker === thread) worker = undefined;
      failAll(new Error(`The worker thread stopped (exit code ${code})`));
    });
    worker = thread;
    return thread;
  }

  /** Hands the thread its next job, urgent ones first; lets the process exit when idle. */
  function next() {
    if (running) return;
    const job = urgent.shift() ?? routine.shift();
    if (!job) {
      worker?.unref();
      return;
    }
    const thread = started();
    thread.ref();
    running = { id: nextId++, job };
    thread.postMessage({ id: running.id, input: job.input });
  }

  return {
    run(input, options = {}) {
      return new Promise<Output>((resolve, reject) => {
        const queue = options.urgent ? urgent : routine;
        if (!options.urgent && routine.length >= maxWaiting) {
          reject(new WorkerBusy());
          return;
        }
        queue.push({ input, resolve, reject });
        next();
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
