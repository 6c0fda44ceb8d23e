// The faults of issue 15, each injected into a running cluster while clients load it: a
// middleware killed, a worker killed mid-run, PostgreSQL restarted, the S3 server stopped for a
// while. Each answers what it did and a check of what must hold once it is over; `settleAndCheck`
// then compares the blobs with their rows and reads every acknowledged upload back. Used by the
// fault tests (e2e/api/cluster-faults.test.ts, a few seconds each) and the load bench
// (`scripts/bench/cluster/load.ts --faults`, during the full load).
import { createHash } from 'node:crypto';

import { expectData, FolioError, jsonDataForm } from '@folio/sdk';
import pg from 'pg';

import { invoicesZip, makeInvoicePdf } from '../invoice-files';
import { pollUntil } from '../poll';
import type { OwnBucket, OwnPostgres } from './backends';
import type { Cluster } from './cluster';
import { prepareLoadUsers, type AcknowledgedUpload, type LoadUser } from './load';

/** The cluster and, when the caller started them, the PostgreSQL and S3 it may restart. */
export type FaultTarget = {
  cluster: Cluster;
  databaseUrl: string;
  postgres?: OwnPostgres | undefined;
  bucket?: OwnBucket | undefined;
};

export type FaultOptions = {
  /** How long a stopped thing stays down (the S3 server; a middleware before its restart). */
  outageMs: number;
};

export type InjectedFault = {
  /** What happened, for the bench's report. */
  description: string;
  /** Waits for what the fault left to finish, and lists what does not hold (empty: fine). */
  problems(): Promise<string[]>;
};

export type Fault = {
  name: string;
  /**
   * Whether the fault may cut a request between its blob's write and its row's commit, when the
   * blob cannot be deleted at once either (the process gone, the database down): such a blob is
   * what the six-hourly sweep removes, so it is allowed, never a row without its blob.
   */
  mayLeaveStrays: boolean;
  inject(target: FaultTarget, options: FaultOptions): Promise<InjectedFault>;
};

const RECOVERY_TIMEOUT_MS = 120_000;
// Documents in the run a worker is killed in the middle of: enough that the kill lands mid-run.
const RUN_DOCUMENTS = 16;

const middlewareKilled: Fault = {
  name: 'a middleware process killed (kill -9), restarted later',
  mayLeaveStrays: true,
  async inject({ cluster }, { outageMs }) {
    const victim = cluster.middlewares[0];
    if (!victim) {
      throw new Error('the cluster has no middleware');
    }
    await cluster.kill(victim);
    await new Promise((resolve) => setTimeout(resolve, outageMs));
    await cluster.restart(victim);
    return {
      description: `killed ${victim.name}, restarted after ${outageMs} ms`,
      problems: async () => [],
    };
  },
};

const workerKilledMidRun: Fault = {
  name: 'a worker killed (kill -9) in the middle of an extraction run',
  mayLeaveStrays: false,
  async inject(target) {
    const { cluster } = target;
    const [user] = await prepareLoadUsers(cluster, 1);
    if (!user) {
      throw new Error('no user');
    }
    const balanceBefore = await balanceOf(target, user);
    const zip = await invoicesZip(
      Array.from({ length: RUN_DOCUMENTS }, (_, index) => `W-${index + 1}`),
    );
    const started = await expectData(
      user.clients.middleware.POST(
        '/extractor/extract',
        jsonDataForm('extractZip', { ...user.context, config_name: 'carga' }, { file: zip }),
      ),
    );
    const runId = started.data.run_id;
    const job = await pollUntil(
      () => runJob(target, runId),
      (state) =>
        state !== undefined &&
        state.status !== 'queued' &&
        (state.status !== 'running' || state.done >= 1),
      { what: 'the run started by a worker', timeoutMs: RECOVERY_TIMEOUT_MS, intervalMs: 20 },
    );
    if (job?.status !== 'running' || job.done >= job.total) {
      return {
        description: `run ${runId} finished before a worker could be killed in its middle`,
        problems: async () => [`the run was not caught mid-run (${JSON.stringify(job)})`],
      };
    }
    const pid = Number(job.lockedBy.split(':').at(-2));
    const victim = cluster.workers.find((worker) => worker.child.pid === pid);
    if (!victim) {
      throw new Error(`no worker of this cluster holds the run (${job.lockedBy})`);
    }
    await cluster.kill(victim);
    await cluster.restart(victim);
    return {
      description: `killed ${victim.name} after ${job.done} of ${job.total} documents of run ${runId}`,
      async problems() {
        const finished = await pollUntil(
          () => runJob(target, runId),
          (state) => state?.status === 'succeeded' || state?.status === 'failed',
          {
            what: `run ${runId} finished after its worker was killed`,
            timeoutMs: RECOVERY_TIMEOUT_MS,
          },
        );
        const documents = await query<{ status: string; pages: number }>(
          target,
          'SELECT status, pages FROM extracted_documents WHERE run_id = $1',
          [runId],
        );
        const spent = balanceBefore - (await balanceOf(target, user));
        const pages = documents.reduce((sum, document) => sum + document.pages, 0);
        const problems: string[] = [];
        if (
          finished?.status !== 'succeeded' ||
          documents.some((document) => document.status !== 'done')
        ) {
          problems.push(`run ${runId}: ${JSON.stringify({ finished, documents })}`);
        }
        if (documents.length !== RUN_DOCUMENTS) {
          problems.push(`run ${runId} has ${documents.length} documents, not ${RUN_DOCUMENTS}`);
        }
        if (spent !== pages) {
          problems.push(
            `run ${runId} spent ${spent} pages for documents of ${pages} (one done twice?)`,
          );
        }
        if ((finished?.attempts ?? 0) < 2) {
          problems.push(`run ${runId} was not taken over by another claim`);
        }
        return problems;
      },
    };
  },
};

const postgresRestarted: Fault = {
  name: 'PostgreSQL restarted',
  mayLeaveStrays: true,
  async inject(target) {
    const { postgres, cluster } = target;
    if (!postgres) {
      throw new Error('PostgreSQL is not ours to restart (DATABASE_URL was given)');
    }
    await postgres.restart();
    return {
      description: 'PostgreSQL restarted (pg_ctl restart -m fast)',
      async problems() {
        // Every host answers again, and a worker still takes jobs: a new file gets indexed.
        const [user] = await prepareLoadUsers(cluster, 1);
        if (!user) {
          return ['no user could sign up after the restart'];
        }
        const problems: string[] = [];
        for (const host of cluster.middlewares) {
          const listed = await fetch(
            `${host.url ?? ''}/storage/files?${new URLSearchParams(user.context)}`,
            {
              headers: { Authorization: `Bearer ${user.accessToken}` },
            },
          );
          if (!listed.ok) {
            problems.push(`${host.name} answers ${listed.status} after the restart`);
          }
        }
        await pollUntil(
          async () =>
            (
              await expectData(
                user.clients.middleware.GET('/storage/files/{file_id}', {
                  params: { path: { file_id: user.fileId } },
                }),
              )
            ).data.index_status,
          (status) => status === 'indexed',
          {
            what: 'a file uploaded after the restart indexed by a worker',
            timeoutMs: RECOVERY_TIMEOUT_MS,
          },
        );
        return problems;
      },
    };
  },
};

const objectStoreStopped: Fault = {
  name: 'the S3 server stopped for a while',
  mayLeaveStrays: false,
  async inject(target, { outageMs }) {
    const { bucket, cluster } = target;
    if (!bucket) {
      throw new Error('the S3 server is not ours to stop (FOLIO_S3_BUCKET was given)');
    }
    const [user] = await prepareLoadUsers(cluster, 1);
    if (!user) {
      throw new Error('no user');
    }
    await bucket.server.interrupt();
    let probe: { status: number; code: string };
    try {
      probe = await user.clients.middleware
        .POST(
          '/storage/upload',
          jsonDataForm(
            'uploadFiles',
            { ...user.context, topico: 'carga' },
            {
              file: [
                new File([new Uint8Array(await makeInvoicePdf('S3-1'))], 'durante-el-corte.pdf'),
              ],
            },
          ),
        )
        .then(
          ({ response }) => ({ status: response.status, code: '' }),
          (error: unknown) =>
            error instanceof FolioError
              ? { status: error.status, code: error.code }
              : { status: 0, code: String(error) },
        );
      await new Promise((resolve) => setTimeout(resolve, outageMs));
    } finally {
      await bucket.server.resume();
    }
    return {
      description: `S3 stopped for ${outageMs} ms; an upload meanwhile answered ${probe.status} ${String(probe.code)}`,
      problems: async () =>
        probe.status === 503 && probe.code === 'SERVICE_UNAVAILABLE'
          ? []
          : [
              `an upload while S3 was down answered ${JSON.stringify(probe)}, not 503 SERVICE_UNAVAILABLE`,
            ],
    };
  },
};

/** The faults in the order they are injected: the one that restarts a middleware comes last. */
export const FAULTS: readonly Fault[] = [
  objectStoreStopped,
  postgresRestarted,
  workerKilledMidRun,
  middlewareKilled,
];

export type SettledCheck = {
  objects: number;
  rows: number;
  missing: string[];
  strays: string[];
  /** Acknowledged uploads that cannot be read back, or read back changed. */
  unreadable: string[];
};

/**
 * Once queued blob deletions are done: blobs against rows (`folio-server check-blobs`) and every
 * acknowledged upload read back.
 */
export async function settleAndCheck(
  target: FaultTarget,
  uploads: readonly AcknowledgedUpload[],
): Promise<SettledCheck> {
  // A request that failed with its blob stored hands the blob's deletion to a job when the store
  // could not delete it at once: settled means those jobs are done.
  await pollUntil(
    async () =>
      (
        await query<{ pending: number }>(
          target,
          `SELECT count(*)::int AS pending FROM jobs
            WHERE kind = 'storage.blob-delete' AND status IN ('queued', 'running')`,
          [],
        )
      )[0]?.pending,
    (pending) => pending === 0,
    { what: 'the blob deletions queued by failed requests', timeoutMs: RECOVERY_TIMEOUT_MS },
  );
  const { stdout } = await target.cluster.exec(['check-blobs']);
  const check = JSON.parse(stdout) as Omit<SettledCheck, 'unreadable'>;
  const unreadable: string[] = [];
  for (const upload of uploads) {
    const { data, response } = await upload.user.clients.middleware.GET(
      '/storage/files/{file_id}/content',
      { params: { path: { file_id: upload.fileId } }, parseAs: 'arrayBuffer' },
    );
    const digest = data ? createHash('sha256').update(new Uint8Array(data)).digest('hex') : '';
    if (!response.ok || digest !== upload.sha256) {
      unreadable.push(`${upload.fileId} (${response.status})`);
    }
  }
  return { ...check, unreadable };
}

async function query<Row>(target: FaultTarget, text: string, values: unknown[]): Promise<Row[]> {
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

async function balanceOf(target: FaultTarget, user: LoadUser): Promise<number> {
  const [row] = await query<{ balance_pages: number }>(
    target,
    'SELECT balance_pages FROM users WHERE email = $1',
    [user.account.email],
  );
  return row?.balance_pages ?? Number.NaN;
}

type RunJob = { status: string; done: number; total: number; lockedBy: string; attempts: number };

async function runJob(target: FaultTarget, runId: string): Promise<RunJob | undefined> {
  const [row] = await query<{
    status: string;
    progress_done: number;
    progress_total: number | null;
    locked_by: string | null;
    attempts: number;
  }>(
    target,
    `SELECT j.status, j.progress_done, j.progress_total, j.locked_by, j.attempts
       FROM extraction_runs r JOIN jobs j ON j.id = r.job_id WHERE r.id = $1`,
    [runId],
  );
  return row
    ? {
        status: row.status,
        done: row.progress_done,
        total: row.progress_total ?? Number.POSITIVE_INFINITY,
        lockedBy: row.locked_by ?? '',
        attempts: row.attempts,
      }
    : undefined;
}
