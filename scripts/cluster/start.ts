// Tries Folio scaled out on this machine (issue 15, docs/deploy.md): a throwaway PostgreSQL
// (scripts/postgres.sh), the local S3 server of the tests (or your own store: DATABASE_URL and
// FOLIO_S3_ENDPOINT, FOLIO_S3_BUCKET, FOLIO_S3_ACCESS_KEY_ID, FOLIO_S3_SECRET_ACCESS_KEY), two
// middleware processes, two job workers and a service behind Debian's nginx. After `pnpm build`:
//   node scripts/cluster/start.ts        # prints the address; Ctrl-C stops everything
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import '../../packages/documents/src/workers/source-hooks.ts';

const { startCluster } = await import('../../e2e/support/cluster/cluster.ts');
const { freePort } = await import('../../e2e/support/free-port.ts');
const { startLocalS3Server } =
  await import('../../apps/middleware/src/blobs/testing/local-s3-server.ts');

const postgresScript = join(import.meta.dirname, '../postgres.sh');
const stops: Array<() => Promise<void> | void> = [];

let databaseUrl = process.env['DATABASE_URL'];
if (!databaseUrl) {
  const dir = mkdtempSync(join(tmpdir(), 'folio-cluster-pg-'));
  databaseUrl = execFileSync('bash', [postgresScript, 'start', dir, String(await freePort())], {
    encoding: 'utf8',
  }).trim();
  stops.push(() => void execFileSync('bash', [postgresScript, 'stop', dir]));
}

let s3 = {
  endpoint: process.env['FOLIO_S3_ENDPOINT'] ?? '',
  bucket: process.env['FOLIO_S3_BUCKET'] ?? '',
  accessKeyId: process.env['FOLIO_S3_ACCESS_KEY_ID'] ?? '',
  secretAccessKey: process.env['FOLIO_S3_SECRET_ACCESS_KEY'] ?? '',
};
if (!s3.bucket) {
  const server = await startLocalS3Server();
  const bucket = `folio-${randomUUID()}`;
  server.createBucket(bucket);
  s3 = {
    endpoint: server.url,
    bucket,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
  };
  stops.push(() => server.close());
}

const cluster = await startCluster({ databaseUrl, s3 });
stops.unshift(() => cluster.stop());
console.log(
  `Folio on ${cluster.webUrl} (API ${cluster.middlewareUrl}, service ${cluster.serviceUrl})`,
);
console.log(
  `  middleware: ${cluster.middlewares.map((host) => host.url).join(', ')}; ${cluster.workers.length} workers`,
);
console.log(
  `  e-mails of sign-ups: ${cluster.middlewares.map((host) => join(host.dataDir, 'outbox')).join(', ')}`,
);

let stopping = false;
const stopAll = async () => {
  if (stopping) {
    return;
  }
  stopping = true;
  for (const stop of stops) {
    await stop();
  }
  process.exit(0);
};
process.on('SIGINT', () => void stopAll());
process.on('SIGTERM', () => void stopAll());
