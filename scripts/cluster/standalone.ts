// The cluster with what it runs on, for people and benches on one machine: a throwaway
// PostgreSQL (scripts/postgres.sh) unless DATABASE_URL names one, the tests' local S3 server
// unless FOLIO_S3_BUCKET (with FOLIO_S3_ENDPOINT, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY) names a
// store, and the cluster of e2e/support/cluster over them. `stop` ends all it started.
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

type Cluster = Awaited<ReturnType<typeof startCluster>>;

const POSTGRES_SCRIPT = join(import.meta.dirname, '../postgres.sh');

/** Starts PostgreSQL and S3 where none are named, then the cluster with `env` for every process. */
export async function startStandaloneCluster(
  env: Record<string, string> = {},
): Promise<{ cluster: Cluster; stop: () => Promise<void> }> {
  const stops: Array<() => Promise<void> | void> = [];
  const stop = async () => {
    for (const each of stops.reverse()) {
      await each();
    }
  };
  try {
    let databaseUrl = process.env['DATABASE_URL'];
    if (!databaseUrl) {
      const dir = mkdtempSync(join(tmpdir(), 'folio-cluster-pg-'));
      databaseUrl = execFileSync(
        'bash',
        [POSTGRES_SCRIPT, 'start', dir, String(await freePort())],
        { encoding: 'utf8' },
      ).trim();
      stops.push(() => void execFileSync('bash', [POSTGRES_SCRIPT, 'stop', dir]));
    }
    let s3 = {
      endpoint: process.env['FOLIO_S3_ENDPOINT'] ?? '',
      bucket: process.env['FOLIO_S3_BUCKET'] ?? '',
      accessKeyId: process.env['FOLIO_S3_ACCESS_KEY_ID'] ?? '',
      secretAccessKey: process.env['FOLIO_S3_SECRET_ACCESS_KEY'] ?? '',
    };
    if (!s3.bucket) {
      const server = await startLocalS3Server();
      stops.push(() => server.close());
      const bucket = `folio-${randomUUID()}`;
      server.createBucket(bucket);
      s3 = {
        endpoint: server.url,
        bucket,
        accessKeyId: server.accessKeyId,
        secretAccessKey: server.secretAccessKey,
      };
    }
    const cluster = await startCluster({ databaseUrl, s3, env });
    stops.push(() => cluster.stop());
    return { cluster, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
