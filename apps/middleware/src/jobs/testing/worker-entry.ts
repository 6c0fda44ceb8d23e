// A `folio-server worker` process for worker-process.test.ts: the real runWorker, with its
// settings from the environment like the real command, and logs as JSON lines on stdout so the
// test can follow what the worker does.
import { loadMiddlewareConfig } from '../../config';
import { runWorker } from '../worker';

const config = loadMiddlewareConfig();
await runWorker({ ...config, jobs: { ...config.jobs, runInProcess: true } });
