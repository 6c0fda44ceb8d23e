import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

import type { Kysely } from 'kysely';

import type { Logger } from '../db/logger';
import type { Tables } from '../db/schema';
import { backoffDelayMs } from './backoff';
import { startJobExecution, type JobExecution } from './job-execution';
import type { JobHandlers } from './job-handler';
import { claimJob, returnUnstartedJob, scheduleRecurringJob, type AbandonedJob } from './job-queue';

export type JobRunnerOptions = {
  db: Kysely<Tables>;
  handlers: JobHandlers;
  /** Unique per runner; the default names the host and process, for the logs. */
  workerId?: string;
  concurrency: number;
  pollIntervalMs: number;
  leaseMs: number;
  logger: Logger;
  /** Delay before retrying after failed attempt `attempt`; tests shorten it. */
  retryDelayMs?: (attempt: number) => number;
  /**
   * Subscribes to news of queued jobs (`Database.listen` on `JOBS_CHANNEL`): the runner then
   * claims a job as its transaction commits rather than at the next poll, which stays as the
   * fallback.
   */
  listen?: (onQueued: () => void) => Promise<() => Promise<void>>;
};

export type JobRunner = {
  readonly workerId: string;
  /** Starts claiming; jobs run in the background until `stop`. */
  start(): void;
  /**
   * Stops claiming at once, waits up to `timeoutMs` for running jobs, then aborts the rest and
   * puts them back in the queue for another worker. Resolves when that is done.
   */
  stop(timeoutMs: number): Promise<void>;
};

/**
 * Runs queued jobs in this process: claims up to `concurrency` at a time (polling every
 * `pollIntervalMs` when idle, at once when a slot frees up) and hands each to a
 * `startJobExecution`. Any number of runners, in any number of processes, can share one database.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers, concurrency, pollIntervalMs, leaseMs, logger } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const retryDelayMs = options.retryDelayMs ?? backoffDelayMs;
  const kinds = Object.keys(handlers);
  const executions = new Map<string, JobExecution>();
  let state: 'idle' | 'running' | 'stopped' = 'idle';
  let pollTimer: NodeJS.Timeout | undefined;
  let filling: Promise<void> | undefined;
  let shouldFillAgain = false;
  let listening: Promise<(() => Promise<void>) | undefined> | undefined;

  const settleAbandoned = async (job: AbandonedJob): Promise<void> => {
    logger.warn(
      { jobId: job.jobId, kind: job.kind, workerId },
      'job abandoned on its last attempt',
    );
    try {
      await handlers[job.kind]?.onAbandoned?.(job);
    } catch (error) {
      logger.error({ err: error, jobId: job.jobId }, 'could not settle an abandoned job');
    }
  };

  // One fill at a time; a wake-up during a fill (a job just finished) runs another right after.
  const wake = (): void => {
    if (state !== 'running') {
      return;
    }
    if (filling) {
      shouldFillAgain = true;
      return;
    }
    clearTimeout(pollTimer);
    filling = fill().finally(() => {
      filling = undefined;
      if (state !== 'running') {
        return;
      }
      if (shouldFillAgain) {
        shouldFillAgain = false;
        wake();
      } else {
        pollTimer = setTimeout(wake, pollIntervalMs);
      }
    });
  };

  const fill = async (): Promise<void> => {
    try {
      while (state === 'running' && executions.size < concurrency) {
        const job = await claimJob(db, workerId, kinds, leaseMs, settleAbandoned);
        if (!job) {
          return;
        }
        if (state !== 'running') {
          // stop() came while this claim was on its way.
          await returnUnstartedJob(db, job.lease);
          return;
        }
        logger.info(
          { jobId: job.id, kind: job.kind, attempt: job.attempt, workerId },
          'job started',
        );
        const execution = startJobExecution({
          db,
          job,
          handler: handlers[job.kind],
          workerId,
          leaseMs,
          logger,
          retryDelayMs,
        });
        executions.set(job.id, execution);
        void execution.settled.then(() => {
          executions.delete(job.id);
          wake();
        });
      }
    } catch (error) {
      logger.error({ err: error, workerId }, 'could not claim jobs; trying again at the next poll');
    }
  };

  // Housekeeping kinds (`everyMs`): the first run one period after the first runner starts.
  const scheduleRecurring = (): void => {
    for (const [kind, handler] of Object.entries(handlers)) {
      if (handler.everyMs !== undefined) {
        scheduleRecurringJob(db, kind, handler.everyMs, 'starting').catch((error: unknown) => {
          logger.error({ err: error, kind }, 'could not queue a recurring job');
        });
      }
    }
  };

  const shutDown = async (timeoutMs: number): Promise<void> => {
    const wasRunning = state === 'running';
    state = 'stopped';
    if (!wasRunning) {
      return;
    }
    clearTimeout(pollTimer);
    const stopListening = await listening;
    await stopListening?.();
    await filling;
    await settleWithin(
      [...executions.values()].map((execution) => execution.settled),
      timeoutMs,
    );
    // Those still running are aborted and go back to the queue for another worker.
    const unfinished = [...executions.values()];
    await Promise.all(unfinished.map((execution) => execution.handBack()));
    logger.info({ workerId, handedBack: unfinished.length }, 'job runner stopped');
  };

  let stopping: Promise<void> | undefined;
  return {
    workerId,
    start() {
      if (state !== 'idle') {
        return;
      }
      state = 'running';
      logger.info({ workerId, kinds, concurrency }, 'job runner started');
      scheduleRecurring();
      // A job queued between the first fill and the subscription sends its news to nobody: one
      // more fill once listening covers it.
      listening = options.listen?.(wake).then(
        (stopListening) => {
          wake();
          return stopListening;
        },
        (error: unknown) => {
          logger.warn({ err: error, workerId }, 'cannot listen for queued jobs; polling only');
          return undefined;
        },
      );
      wake();
    },
    stop(timeoutMs) {
      // Every caller (a signal, the app's close hook) waits for the same shutdown.
      stopping ??= shutDown(timeoutMs);
      return stopping;
    },
  };
}

async function settleWithin(promises: Promise<void>[], timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  await Promise.race([Promise.allSettled(promises), timeout]);
  clearTimeout(timer);
}
