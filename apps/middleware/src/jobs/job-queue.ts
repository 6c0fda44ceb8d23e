import type { Kysely } from 'kysely';

import type { JobStatus, Tables } from '../db/schema';
import {
  claimNextJob,
  failAbandonedJobs,
  insertJob,
  insertRecurringJob,
  markAttemptFailed,
  markCancelled,
  markSucceeded,
  releaseLease,
  renewLease,
  selectJob,
  updateProgress,
  type AbandonedJob,
  type JobLease,
} from './jobs.queries';

export type { AbandonedJob, JobLease } from './jobs.queries';
export { JOBS_CHANNEL } from './jobs.queries';
export type { JobStatus } from '../db/schema';

// Jobs are rows: enqueueing inside a feature's transaction (pass the transaction as `db`) makes
// the job exist exactly when the feature's data does. A claim is a lease renewed by heartbeat;
// every write a worker makes afterwards is fenced by its lease, so a worker that lost its job
// (it stalled, another took over) can never complete or overwrite it.
type Db = Kysely<Tables>;

export type JobProgress = { done: number; total: number | null; message: string | null };

/** A job as callers see it, readable at any time, also while it runs. */
export type Job = {
  id: string;
  kind: string;
  status: JobStatus;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  progress: JobProgress;
  result: unknown;
  error: string | null;
  /** The worker holding the job, or the one that finished it. */
  workerId: string | null;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
};

/** A job a worker has claimed; `lease` fences everything it writes back. */
export type ClaimedJob = {
  id: string;
  kind: string;
  payload: unknown;
  attempt: number;
  maxAttempts: number;
  lease: JobLease;
};

export type EnqueueJobInput = {
  kind: string;
  /** Anything JSON can hold; handlers receive it parsed. */
  payload: unknown;
  /** Default 5, set in the table. */
  maxAttempts?: number;
  /** Not before this time; default now. */
  runAt?: Date;
};

/** Queues a job and returns its id. */
export async function enqueueJob(db: Db, input: EnqueueJobInput): Promise<string> {
  return insertJob(db, {
    kind: input.kind,
    payloadJson: JSON.stringify(input.payload ?? null),
    ...(input.maxAttempts === undefined ? {} : { maxAttempts: input.maxAttempts }),
    ...(input.runAt === undefined ? {} : { runAt: input.runAt }),
  });
}

/**
 * Keeps the next run of a recurring job (`JobHandler.everyMs`) queued: as a runner starts, one
 * run in `delayMs` unless one is queued or running; as a run begins, the run after it.
 */
export async function scheduleRecurringJob(
  db: Db,
  kind: string,
  delayMs: number,
  when: 'starting' | 'running',
): Promise<boolean> {
  return insertRecurringJob(
    db,
    kind,
    delayMs,
    when === 'starting' ? ['queued', 'running'] : ['queued'],
  );
}

export async function getJob(db: Db, id: string): Promise<Job | undefined> {
  const row = await selectJob(db, id);
  if (!row) {
    return undefined;
  }
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    runAt: row.run_at,
    progress: { done: row.progress_done, total: row.progress_total, message: row.progress_message },
    result: row.result,
    error: row.last_error,
    workerId: row.locked_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
  };
}

/**
 * Claims the next due job of `kinds` for `leaseMs`, or a job whose worker's lease expired;
 * undefined when there is none. Jobs abandoned on their last attempt are failed on the way, each
 * passed to `onAbandoned` (their feature settles what the job was about, e.g. the file it read).
 */
export async function claimJob(
  db: Db,
  workerId: string,
  kinds: readonly string[],
  leaseMs: number,
  onAbandoned?: (job: AbandonedJob) => Promise<void>,
): Promise<ClaimedJob | undefined> {
  if (kinds.length === 0) {
    return undefined;
  }
  for (const job of await failAbandonedJobs(db, kinds)) {
    await onAbandoned?.(job);
  }
  const row = await claimNextJob(db, workerId, kinds, leaseMs);
  if (!row) {
    return undefined;
  }
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    attempt: row.attempts,
    maxAttempts: row.max_attempts,
    lease: { jobId: row.id, workerId, attempt: row.attempts },
  };
}

/** Extends the lease; false means the job is no longer this worker's (lost or cancelled). */
export async function heartbeat(db: Db, lease: JobLease, leaseMs: number): Promise<boolean> {
  return renewLease(db, lease, leaseMs);
}

export async function reportProgress(
  db: Db,
  lease: JobLease,
  progress: { done: number; total: number | null; message?: string | null },
): Promise<boolean> {
  return updateProgress(db, lease, { ...progress, message: progress.message ?? null });
}

/** Records success and the handler's result; false when the lease was lost. */
export async function completeJob(db: Db, lease: JobLease, result: unknown): Promise<boolean> {
  return markSucceeded(db, lease, JSON.stringify(result ?? null));
}

/**
 * Records a failed attempt: the job is queued again after `retryDelayMs`, or `failed` once its
 * attempts are used up or when `retryDelayMs` is null (no retry can help). Returns the job's new
 * status, or undefined when the lease was lost.
 */
export async function failJob(
  db: Db,
  lease: JobLease,
  failure: { error: string; retryDelayMs: number | null },
): Promise<JobStatus | undefined> {
  return markAttemptFailed(db, lease, failure.error, failure.retryDelayMs);
}

/** Gives a job whose handler ran back to the queue (shutdown); the attempt still counts. */
export async function releaseJob(db: Db, lease: JobLease): Promise<boolean> {
  return releaseLease(db, lease, { started: true });
}

/** Gives back a job claimed by a worker that stopped before running it; no attempt is used. */
export async function returnUnstartedJob(db: Db, lease: JobLease): Promise<boolean> {
  return releaseLease(db, lease, { started: false });
}

/** Cancels a queued or running job; false when it had already finished. */
export async function cancelJob(db: Db, id: string): Promise<boolean> {
  return markCancelled(db, id);
}
