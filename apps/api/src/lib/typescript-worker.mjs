// The entry of a worker thread that runs a TypeScript module (workerData.module, a file URL).
// The app runs through tsx, but a worker thread starts without the loader of the thread that
// made it, so it registers tsx itself before importing the module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.module);
