// The cluster with what it runs on, for people and benches on one machine: a throwaway
// PostgreSQL (scripts/postgres.sh) unless DATABASE_URL names one, the tests' local S3 server
// unless FOLIO_S3_BUCKET (with FOLIO_S3_ENDPOINT, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY) names a
// store, and the cluster of e2e/support/cluster over them. `stop` ends all it started; `postgres`
// and `bucket` are there when this script started them (the fault bench restarts and interrupts
// them).
import '../../packages/documents/src/workers/source-hooks.ts';

const { startCluster } = await import('../../e2e/support/cluster/cluster.ts');
const { startOwnBucket, startOwnPostgres } = await import('../../e2e/support/cluster/backends.ts');

type Cluster = Awaited<ReturnType<typeof startCluster>>;
type OwnPostgres = Awaited<ReturnType<typeof startOwnPostgres>>;
type OwnBucket = Awaited<ReturnType<typeof startOwnBucket>>;

export type StandaloneCluster = {
  cluster: Cluster;
  postgres?: OwnPostgres | undefined;
  bucket?: OwnBucket | undefined;
  databaseUrl: string;
  stop: () => Promise<void>;
};

/** Starts PostgreSQL and S3 where none are named, then the cluster with `env` for every process. */
export async function startStandaloneCluster(
  env: Record<string, string> = {},
): Promise<StandaloneCluster> {
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const each of stops.reverse()) {
      await each();
    }
  };
  try {
    let postgres: OwnPostgres | undefined;
    let databaseUrl = process.env['DATABASE_URL'];
    if (!databaseUrl) {
      const own = await startOwnPostgres();
      stops.push(() => own.stop());
      postgres = own;
      databaseUrl = own.url;
    }
    let bucket: OwnBucket | undefined;
    let s3 = {
      endpoint: process.env['FOLIO_S3_ENDPOINT'] ?? '',
      bucket: process.env['FOLIO_S3_BUCKET'] ?? '',
      accessKeyId: process.env['FOLIO_S3_ACCESS_KEY_ID'] ?? '',
      secretAccessKey: process.env['FOLIO_S3_SECRET_ACCESS_KEY'] ?? '',
    };
    if (!s3.bucket) {
      bucket = await startOwnBucket();
      const { server } = bucket;
      stops.push(() => server.close());
      s3 = bucket.s3;
    }
    const cluster = await startCluster({ databaseUrl, s3, env });
    stops.push(() => cluster.stop());
    return { cluster, postgres, bucket, databaseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
