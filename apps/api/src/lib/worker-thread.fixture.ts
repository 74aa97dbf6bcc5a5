/** A worker for the worker-thread tests: answers each job's tag after waiting its milliseconds. */
import { parentPort } from 'node:worker_threads';
import { serveJobs } from './worker-thread';

serveJobs<{ tag: string; ms: number }, string>(parentPort!, async ({ tag, ms }) => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return tag;
});
