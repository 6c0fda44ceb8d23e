import { closeOnSignals } from '@folio/server';
import { pino } from 'pino';

import { createAiProviders } from '../ai';
import { openBlobStore } from '../blobs/open-blob-store';
import { shutdownDeadlineMs, type MiddlewareConfig } from '../config';
import { openDatabase } from '../db/database';
import type { Logger } from '../db/logger';
import { migrate } from '../db/migrate';
import { lowerThisProcessPriority } from './background-priority';
import { createJobHandlers } from './handlers';
import { JOBS_CHANNEL } from './job-queue';
import { createJobRunner } from './job-runner';

/** A running worker, for callers that stop it themselves rather than by signal. */
export type Worker = { workerId: string; stop(): Promise<void> };

/**
 * `folio-server worker`: a process that only runs jobs. Any number of them can share one
 * PostgreSQL (PGlite lives inside one process, so there the middleware runs jobs itself). On
 * SIGTERM or SIGINT it stops claiming, lets running jobs finish for up to `shutdownTimeoutMs`,
 * hands the rest back to the queue, closes the database and exits 0.
 */
export async function runWorker(
  config: MiddlewareConfig,
  logger: Logger = pino({ level: config.logLevel }),
): Promise<Worker> {
  try {
    lowerThisProcessPriority(config.jobs.workerNice);
  } catch (error) {
    logger.warn({ err: error }, 'could not lower the worker priority; it runs at the default one');
  }
  const database = await openDatabase(config.database, logger);
  try {
    await migrate(database, { logger });
  } catch (error) {
    await database.close();
    throw error;
  }
  const runner = createJobRunner({
    db: database.db,
    // The middleware's blob store (app.ts): its folder on a shared volume, or the same bucket.
    handlers: createJobHandlers({
      database,
      blobs: await openBlobStore(config.blobs, logger),
      config,
      logger,
      ai: createAiProviders(config.ai),
    }),
    concurrency: config.jobs.concurrency,
    pollIntervalMs: config.jobs.pollIntervalMs,
    leaseMs: config.jobs.leaseMs,
    listen: (onQueued) => database.listen(JOBS_CHANNEL, onQueued),
    logger,
  });
  runner.start();

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= runner.stop(config.shutdownTimeoutMs).finally(() => database.close());
    return stopping;
  };
  closeOnSignals([stop], {
    timeoutMs: shutdownDeadlineMs(config),
    log: logger,
  });
  return { workerId: runner.workerId, stop };
}
