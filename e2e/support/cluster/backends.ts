// What the cluster runs on when nobody names their own: a throwaway PostgreSQL (scripts/postgres.sh)
// and the local S3 server, both owned by the caller, who can restart the one and interrupt the
// other (the fault tests and `scripts/bench/cluster`).
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { startLocalS3Server, type LocalS3Server } from '@folio/middleware/testing/local-s3-server';

import { freePort } from '../free-port';
import { REPO_ROOT } from '../start-servers';
import type { ClusterOptions } from './cluster';

const run = promisify(execFile);
const POSTGRES_SCRIPT = join(REPO_ROOT, 'scripts/postgres.sh');

export type OwnPostgres = {
  /** The admin URL of the server's `postgres` database. */
  url: string;
  /** Stops the server, closing every connection, and starts it again on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

export async function startOwnPostgres(): Promise<OwnPostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'folio-cluster-pg-'));
  const { stdout } = await run('bash', [POSTGRES_SCRIPT, 'start', dir, String(await freePort())]);
  return {
    url: stdout.trim(),
    restart: async () => void (await run('bash', [POSTGRES_SCRIPT, 'restart', dir])),
    stop: async () => void (await run('bash', [POSTGRES_SCRIPT, 'stop', dir])),
  };
}

export type OwnBucket = {
  /** `FOLIO_S3_*` of a fresh bucket on the server. */
  s3: ClusterOptions['s3'];
  server: LocalS3Server;
};

export async function startOwnBucket(): Promise<OwnBucket> {
  const server = await startLocalS3Server();
  const bucket = `folio-${randomUUID()}`;
  server.createBucket(bucket);
  return {
    server,
    s3: {
      endpoint: server.url,
      bucket,
      accessKeyId: server.accessKeyId,
      secretAccessKey: server.secretAccessKey,
    },
  };
}
