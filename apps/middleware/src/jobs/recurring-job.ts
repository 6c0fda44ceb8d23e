import type { Kysely } from 'kysely';

import type { Tables } from '../db/schema';
import type { JobContext, JobHandler } from './job-handler';
import { scheduleRecurringJob } from './job-queue';

/**
 * A handler that runs every `everyMs`: each run first queues the one after it, so the series
 * survives a run that fails or whose worker dies; the runner queues the first (`everyMs`).
 */
export function recurringJob(
  db: Kysely<Tables>,
  everyMs: number,
  run: (context: JobContext) => Promise<unknown>,
): JobHandler {
  const handler: JobHandler = async (context) => {
    await scheduleRecurringJob(db, context.kind, everyMs, 'running');
    return run(context);
  };
  handler.everyMs = everyMs;
  return handler;
}
