#!/usr/bin/env -S node --external-memory-accounted-in-global-limit
// folio-server: run the middleware (`serve`, the default) or a job worker (`worker`), or compare
// the blobs with the rows that own them (`check-blobs`). External memory counted in V8's global
// limit: see scripts/start.sh (scripts/server-node-flags).
import { loadMiddlewareConfig } from './config';
import { runWorker } from './jobs/worker';
import { serveMiddleware } from './server';
import { runBlobCheck } from './storage/blob-check-command';

const command = process.argv[2] ?? 'serve';
const config = loadMiddlewareConfig();

if (command === 'serve') {
  await serveMiddleware(config);
} else if (command === 'worker') {
  await runWorker({ ...config, jobs: { ...config.jobs, runInProcess: true } });
} else if (command === 'check-blobs') {
  process.exitCode = await runBlobCheck(config);
} else {
  process.stderr.write(
    `Usage: folio-server [serve|worker|check-blobs]\nUnknown command: ${command}\n`,
  );
  process.exit(2);
}
