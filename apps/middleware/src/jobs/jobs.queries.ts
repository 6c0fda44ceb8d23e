import { sql, type Kysely, type Selectable, type UpdateObject } from 'kysely';

import type { JobsTable, JobStatus, Tables } from '../db/schema';

export type JobRow = Selectable<JobsTable>;

/**
 * One claim of one job. `attempt` is the fencing token: every claim increments `attempts`, so a
 * worker whose claim was taken over (even by a worker with the same id) no longer matches.
 */
export type JobLease = { jobId: string; workerId: string; attempt: number };

type Db = Kysely<Tables>;

// All times come from the database clock, never from the hosts', which may disagree.
const inMs = (ms: number) =>
  sql<Date>`now() + (${Math.round(ms)}::integer * interval '1 millisecond')`;
const now = sql<Date>`now()`;
// An explicit type, because PGlite and pg infer an untyped array parameter differently.
const textArray = (values: readonly string[]) => sql<string[]>`${sql.val(values)}::text[]`;

/** The channel a `NOTIFY` goes to when a job is queued to run now. */
export const JOBS_CHANNEL = 'folio_jobs';

export async function insertJob(
  db: Db,
  job: { kind: string; payloadJson: string; maxAttempts?: number; runAt?: Date },
): Promise<string> {
  const row = await db
    .insertInto('jobs')
    .values({
      kind: job.kind,
      payload: job.payloadJson,
      ...(job.maxAttempts === undefined ? {} : { max_attempts: job.maxAttempts }),
      ...(job.runAt === undefined ? {} : { run_at: job.runAt }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (job.runAt === undefined || job.runAt.getTime() <= Date.now()) {
    // Runners listening wake at the commit instead of at their next poll.
    await sql`SELECT pg_notify(${JOBS_CHANNEL}, '')`.execute(db);
  }
  return row.id;
}

/**
 * Queues a run of a recurring `kind` at `delayMs` from now unless one is already waiting (queued,
 * or in `busy` too): every process calls this as it starts, so the check and the insert hold a
 * lock on the kind, and two processes starting together still leave one run.
 */
export async function insertRecurringJob(
  db: Db,
  kind: string,
  delayMs: number,
  busy: readonly JobStatus[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`jobs:${kind}`}))`.execute(trx);
    const waiting = await trx
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', kind)
      .where('status', 'in', busy)
      .executeTakeFirst();
    if (waiting) {
      return false;
    }
    await trx
      .insertInto('jobs')
      .values({ kind, payload: '{}', run_at: inMs(delayMs) })
      .execute();
    return true;
  });
}

export async function selectJob(db: Db, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes the next runnable job of `kinds`: a queued one that is due, or a running one whose lease
 * has expired because its worker died. SKIP LOCKED lets many workers claim at once without
 * waiting on each other or taking the same row.
 */
export async function claimNextJob(
  db: Db,
  workerId: string,
  kinds: readonly string[],
  leaseMs: number,
): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      locked_by: workerId,
      lease_until: inMs(leaseMs),
      updated_at: now,
    }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', eb.fn.any(textArray(kinds)))
        .where((where) =>
          where.or([
            where.and([where('status', '=', 'queued'), where('run_at', '<=', now)]),
            where.and([
              where('status', '=', 'running'),
              where('lease_until', '<', now),
              where('attempts', '<', where.ref('max_attempts')),
            ]),
          ]),
        )
        .orderBy('run_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

/** A job the queue failed because its worker died on the last attempt: no run recorded why. */
export type AbandonedJob = { jobId: string; kind: string; payload: unknown; error: string };

/**
 * Fails jobs whose worker died on their last allowed attempt, and returns them. Without this, a
 * job that kills its worker (out of memory, a crash in native code) would be taken over forever.
 */
export async function failAbandonedJobs(db: Db, kinds: readonly string[]): Promise<AbandonedJob[]> {
  const rows = await db
    .updateTable('jobs')
    .set({
      status: 'failed',
      last_error: sql<string>`concat_ws(E'\n', last_error, 'worker ' || locked_by || ' stopped renewing its lease on the last attempt')`,
      lease_until: null,
      finished_at: now,
      updated_at: now,
    })
    .where((eb) => eb('kind', '=', eb.fn.any(textArray(kinds))))
    .where('status', '=', 'running')
    .where('lease_until', '<', now)
    .where((eb) => eb('attempts', '>=', eb.ref('max_attempts')))
    .returning(['id', 'kind', 'payload', 'last_error'])
    .execute();
  return rows.map((row) => ({
    jobId: row.id,
    kind: row.kind,
    payload: row.payload,
    error: row.last_error ?? '',
  }));
}

/** Updates a job only while `lease` still owns it; returns whether it did. */
async function updateFenced(
  db: Db,
  lease: JobLease,
  changes: UpdateObject<Tables, 'jobs'>,
): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set(changes)
    .where('id', '=', lease.jobId)
    .where('locked_by', '=', lease.workerId)
    .where('attempts', '=', lease.attempt)
    .where('status', '=', 'running')
    .returningAll()
    .executeTakeFirst();
}

export async function renewLease(db: Db, lease: JobLease, leaseMs: number): Promise<boolean> {
  return (
    (await updateFenced(db, lease, { lease_until: inMs(leaseMs), updated_at: now })) !== undefined
  );
}

export async function updateProgress(
  db: Db,
  lease: JobLease,
  progress: { done: number; total: number | null; message: string | null },
): Promise<boolean> {
  const row = await updateFenced(db, lease, {
    progress_done: progress.done,
    progress_total: progress.total,
    progress_message: progress.message,
    updated_at: now,
  });
  return row !== undefined;
}

/** Terminal states keep `locked_by`, so a finished job still says which worker ran it. */
export async function markSucceeded(db: Db, lease: JobLease, resultJson: string): Promise<boolean> {
  const row = await updateFenced(db, lease, {
    status: 'succeeded',
    result: resultJson,
    last_error: null,
    lease_until: null,
    finished_at: now,
    updated_at: now,
  });
  return row !== undefined;
}

/**
 * Records a failed attempt: back to `queued` after `retryDelayMs`, or `failed` when attempts are
 * used up or `retryDelayMs` is null. Returns the new status, or undefined if the lease was lost.
 */
export async function markAttemptFailed(
  db: Db,
  lease: JobLease,
  error: string,
  retryDelayMs: number | null,
): Promise<JobStatus | undefined> {
  const giveUp =
    retryDelayMs === null ? sql<boolean>`true` : sql<boolean>`attempts >= max_attempts`;
  const row = await updateFenced(db, lease, {
    status: sql<JobStatus>`case when ${giveUp} then 'failed' else 'queued' end`,
    run_at:
      retryDelayMs === null
        ? sql<Date>`run_at`
        : sql<Date>`case when ${giveUp} then run_at else ${inMs(retryDelayMs)} end`,
    locked_by: sql<string | null>`case when ${giveUp} then locked_by else null end`,
    lease_until: null,
    last_error: error,
    finished_at: sql<Date | null>`case when ${giveUp} then now() else null end`,
    updated_at: now,
  });
  return row?.status;
}

/**
 * Hands a running job back to the queue untouched, for a worker that shuts down. A job whose
 * handler never started gets its claim's attempt back, so shutdowns cannot use up its attempts.
 */
export async function releaseLease(
  db: Db,
  lease: JobLease,
  { started }: { started: boolean },
): Promise<boolean> {
  const row = await updateFenced(db, lease, {
    ...(started ? {} : { attempts: (eb) => eb('attempts', '-', 1) }),
    status: 'queued',
    locked_by: null,
    lease_until: null,
    run_at: now,
    updated_at: now,
  });
  return row !== undefined;
}

/** Cancels a job that has not finished; its worker notices at its next heartbeat. */
export async function markCancelled(db: Db, id: string): Promise<boolean> {
  const row = await db
    .updateTable('jobs')
    .set({ status: 'cancelled', lease_until: null, finished_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The queue seen from above, per kind: what an operator watches (`folio-server jobs`). */
export type JobCounts = {
  kind: string;
  queued: number;
  running: number;
  succeeded: number;
  failed: number;
  cancelled: number;
  /** Queued jobs whose time to run has come: a number that grows means too few workers. */
  due: number;
  /** Running jobs whose lease lapsed: their worker is gone; another takes them at its next poll. */
  lapsed: number;
  /** Seconds the longest-waiting due job has waited; 0 when none waits. */
  oldestDueSeconds: number;
};

export async function selectJobCounts(db: Db): Promise<JobCounts[]> {
  const count = (condition: ReturnType<typeof sql>) =>
    sql<number>`(count(*) filter (where ${condition}))::int`;
  const rows = await db
    .selectFrom('jobs')
    .select([
      'kind',
      count(sql`status = 'queued'`).as('queued'),
      count(sql`status = 'running'`).as('running'),
      count(sql`status = 'succeeded'`).as('succeeded'),
      count(sql`status = 'failed'`).as('failed'),
      count(sql`status = 'cancelled'`).as('cancelled'),
      count(sql`status = 'queued' and run_at <= now()`).as('due'),
      count(sql`status = 'running' and lease_until < now()`).as('lapsed'),
      sql<number>`coalesce(extract(epoch from now() - min(run_at) filter (where status = 'queued' and run_at <= now())), 0)::float8`.as(
        'oldest_due_seconds',
      ),
    ])
    .groupBy('kind')
    .orderBy('kind')
    .execute();
  return rows.map(({ oldest_due_seconds, ...counts }) => ({
    ...counts,
    oldestDueSeconds: Math.round(oldest_due_seconds),
  }));
}
