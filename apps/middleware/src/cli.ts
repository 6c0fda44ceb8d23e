#!/usr/bin/env -S node --external-memory-accounted-in-global-limit
// folio-server: run the middleware (`serve`, the default) or a job worker (`worker`). External
// memory counted in V8's global limit: see scripts/start.sh (scripts/server-node-flags).
import { loadMiddlewareConfig } from './config';
import { runWorker } from './jobs/worker';
import { serveMiddleware } from './server';

const command = process.argv[2] ?? 'serve';
const config = loadMiddlewareConfig();

if (command === 'serve') {
  await serveMiddleware(config);
} else if (command === 'worker') {
  await runWorker({ ...config, jobs: { ...config.jobs, runInProcess: true } });
} else {
  process.stderr.write(`Usage: folio-server [serve|worker]\nUnknown command: ${command}\n`);
  process.exit(2);
}
