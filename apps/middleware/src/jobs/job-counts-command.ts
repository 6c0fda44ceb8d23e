import type { MiddlewareConfig } from '../config';
import { openDatabase } from '../db/database';
import { selectJobCounts } from './jobs.queries';

/**
 * `folio-server jobs`: the job queue's counts per kind as one JSON line (queued, running,
 * succeeded, failed, cancelled, due, lapsed leases, oldest due wait), for an operator or a
 * monitoring agent to read. The failed jobs themselves stay in `jobs` with their last error.
 */
export async function runJobCounts(config: MiddlewareConfig): Promise<number> {
  const database = await openDatabase(config.database);
  try {
    process.stdout.write(`${JSON.stringify(await selectJobCounts(database.db))}\n`);
    return 0;
  } finally {
    await database.close();
  }
}
