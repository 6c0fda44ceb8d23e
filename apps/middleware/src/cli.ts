#!/usr/bin/env -S node --external-memory-accounted-in-global-limit
// folio-server: run the middleware (`serve`, the default) or a job worker (`worker`); for
// operators, compare the blobs with the rows that own them (`check-blobs`) or count the job queue
// (`jobs`). External memory counted in V8's global limit: see scripts/start.sh
// (scripts/server-node-flags).
import { loadMiddlewareConfig } from './config';
import { runJobCounts } from './jobs/job-counts-command';
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
} else if (command === 'jobs') {
  process.exitCode = await runJobCounts(config);
} else {
  process.stderr.write(
    `Usage: folio-server [serve|worker|check-blobs|jobs]\nUnknown command: ${command}\n`,
  );
  process.exit(2);
}
