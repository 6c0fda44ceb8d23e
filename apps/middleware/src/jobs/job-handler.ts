import { isUuid } from '@folio/core';

import type { AbandonedJob } from './job-queue';

/** What a handler gets for one run of one job. */
export type JobContext = {
  jobId: string;
  kind: string;
  /** The JSON the job was enqueued with; handlers validate it, it may come from an older release. */
  payload: unknown;
  /** 1 on the first run, 2 on the first retry or takeover, and so on. */
  attempt: number;
  /** The worker running this attempt; lets a job report where it ran (see `system.probe`). */
  workerId: string;
  /**
   * Aborted when this worker no longer owns the job (lease lost, job cancelled) or is shutting
   * down past its timeout. A handler passes it to anything long-running and stops soon after:
   * another worker may already be running the job.
   */
  signal: AbortSignal;
  /** Records progress for `getJob` readers; best effort, it never throws. */
  progress(done: number, total: number | null, message?: string): Promise<void>;
};

/**
 * Runs one job. The resolved value (JSON-serialisable) becomes the job's result; a rejection
 * schedules a retry with backoff, unless it is a `PermanentJobError`. Jobs may run more than
 * once (a worker can die after the work and before recording it), so handlers are idempotent.
 *
 * `onAbandoned` runs once when the job's worker died on its last attempt and the queue failed
 * it: no run of the handler will record that failure, so the feature records it there.
 */
export type JobHandler = ((context: JobContext) => Promise<unknown>) & {
  onAbandoned?: (job: AbandonedJob) => Promise<void>;
  /**
   * Housekeeping that runs on its own every `everyMs` (payload `{}`): a starting runner queues
   * the first run unless one is waiting, and each run queues the next as it begins, so a run that
   * fails or dies does not end the series (`recurringJob`).
   */
  everyMs?: number;
};

/** Handlers by job kind; a runner claims only the kinds it has handlers for. */
export type JobHandlers = Record<string, JobHandler>;

/** Thrown by a handler when retrying cannot help (invalid payload, missing input). */
export class PermanentJobError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/**
 * The uuid a job's payload carries under `field` (`{ fileId }`, `{ trainingId }`); a payload
 * without it, from an older release or a bug, is a PermanentJobError: retrying cannot help.
 */
export function payloadId(payload: unknown, field: string, kind: string): string {
  const value: unknown =
    typeof payload === 'object' && payload !== null
      ? (payload as Record<string, unknown>)[field]
      : undefined;
  if (isUuid(value)) {
    return value;
  }
  throw new PermanentJobError(`${kind} wants { ${field}: <uuid> }, got ${JSON.stringify(payload)}`);
}
