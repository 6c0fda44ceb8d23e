import type { Kysely } from 'kysely';

import type { Logger } from '../db/logger';
import type { Tables } from '../db/schema';
import { PermanentJobError, type JobContext, type JobHandler } from './job-handler';
import {
  completeJob,
  failJob,
  heartbeat,
  releaseJob,
  reportProgress,
  type ClaimedJob,
} from './job-queue';

export type JobExecutionOptions = {
  db: Kysely<Tables>;
  job: ClaimedJob;
  handler: JobHandler | undefined;
  workerId: string;
  leaseMs: number;
  logger: Logger;
  retryDelayMs: (attempt: number) => number;
};

/** One claimed job being run by this process. */
export type JobExecution = {
  /** Resolves once the handler has finished and its outcome is recorded; never rejects. */
  settled: Promise<void>;
  /** Aborts the handler and puts the job back in the queue (shutdown past its timeout). */
  handBack(): Promise<void>;
};

/**
 * Runs one claimed job: keeps its lease alive every `leaseMs / 3`, aborts the handler as soon as
 * the job stops being ours (lease lost, job cancelled), and records the outcome, each write
 * fenced by the lease. Once the job is no longer ours nothing more is written: its new owner
 * decides what happens to it.
 */
export function startJobExecution(options: JobExecutionOptions): JobExecution {
  const { db, job, handler, workerId, leaseMs, logger } = options;
  const controller = new AbortController();
  let lastRenewedAt = Date.now();
  let isRenewing = false;
  let isDetached = false;

  const detach = (reason: string) => {
    if (isDetached) {
      return;
    }
    isDetached = true;
    clearInterval(heartbeatTimer);
    logger.warn({ jobId: job.id, workerId, reason }, 'job stops on this worker');
    controller.abort(new Error(`Job ${job.id}: ${reason}`));
  };

  const renew = async () => {
    if (isRenewing || isDetached) {
      return;
    }
    isRenewing = true;
    try {
      if (await heartbeat(db, job.lease, leaseMs)) {
        lastRenewedAt = Date.now();
      } else {
        detach('lease lost or job cancelled');
      }
    } catch (error) {
      logger.warn({ err: error, jobId: job.id }, 'job heartbeat failed');
      // A full lease without renewal: another worker may hold the job now, so stop to be safe.
      if (Date.now() - lastRenewedAt >= leaseMs) {
        detach('lease could not be renewed');
      }
    } finally {
      isRenewing = false;
    }
  };
  const heartbeatTimer = setInterval(() => void renew(), Math.max(1, Math.floor(leaseMs / 3)));

  const progress: JobContext['progress'] = async (done, total, message) => {
    if (isDetached) {
      return;
    }
    try {
      if (!(await reportProgress(db, job.lease, { done, total, message: message ?? null }))) {
        detach('lease lost or job cancelled');
      }
    } catch (error) {
      logger.warn({ err: error, jobId: job.id }, 'could not record job progress');
    }
  };

  const run = async () => {
    let result: unknown;
    try {
      if (!handler) {
        throw new PermanentJobError(`No handler for job kind ${job.kind}`);
      }
      result = await handler({
        jobId: job.id,
        kind: job.kind,
        payload: job.payload,
        attempt: job.attempt,
        workerId,
        signal: controller.signal,
        progress,
      });
    } catch (error) {
      if (!isDetached) {
        await recordFailure(options, error);
      }
      return;
    }
    if (!isDetached) {
      await recordSuccess(options, result);
    }
  };

  const settled = run()
    .catch((error: unknown) => {
      logger.error({ err: error, jobId: job.id }, 'job execution failed unexpectedly');
    })
    .finally(() => clearInterval(heartbeatTimer));

  return {
    settled,
    async handBack() {
      if (isDetached) {
        return;
      }
      detach('worker stopping');
      try {
        await releaseJob(db, job.lease);
      } catch (error) {
        // The lease then expires on its own and another worker takes the job over.
        logger.error({ err: error, jobId: job.id }, 'could not release a job on shutdown');
      }
    },
  };
}

async function recordSuccess(options: JobExecutionOptions, result: unknown): Promise<void> {
  const { db, job, workerId, logger } = options;
  try {
    if (await completeJob(db, job.lease, result)) {
      logger.info({ jobId: job.id, kind: job.kind, workerId }, 'job succeeded');
    } else {
      logger.warn(
        { jobId: job.id, workerId },
        'job finished after its lease was lost; result dropped',
      );
    }
  } catch (error) {
    // The lease will expire and another worker will run the job again.
    logger.error({ err: error, jobId: job.id }, 'could not record a job result');
  }
}

async function recordFailure(options: JobExecutionOptions, error: unknown): Promise<void> {
  const { db, job, logger } = options;
  const retryDelayMs =
    error instanceof PermanentJobError ? null : options.retryDelayMs(job.attempt);
  try {
    const status = await failJob(db, job.lease, { error: describeError(error), retryDelayMs });
    const details = { err: error, jobId: job.id, kind: job.kind, attempt: job.attempt, status };
    if (status === 'failed') {
      logger.error(details, 'job failed for good');
    } else {
      logger.warn({ ...details, retryDelayMs }, 'job attempt failed; will retry');
    }
  } catch (writeError) {
    logger.error({ err: writeError, jobId: job.id }, 'could not record a job failure');
  }
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    return `${error.name}: ${error.message}`;
  }
  return String(error);
}
