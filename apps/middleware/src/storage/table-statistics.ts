import { sql, type Kysely } from 'kysely';

import type { Logger } from '../db/logger';
import type { Tables } from '../db/schema';

/** Rows changed by this process after which the planner's statistics are refreshed. */
export const ANALYZE_AFTER_ROWS = 1_000;

/**
 * Keeps the planner's statistics of `files` current. PGlite runs no autovacuum, so without this a
 * table filled after start keeps the statistics of an empty one, and the planner sorts a whole
 * folder to show its first page (400 ms for 10,000 files) instead of reading one page of index
 * (a few ms). Refreshed on first use and after every 1,000 rows inserted or deleted; on
 * PostgreSQL it only adds to autovacuum's work. One run at a time, in the background.
 */
export function createStatisticsKeeper(db: Kysely<Tables>, log: Logger) {
  let changed = ANALYZE_AFTER_ROWS;
  let running: Promise<void> | undefined;

  const analyze = () => {
    changed = 0;
    running = sql`ANALYZE files`
      .execute(db)
      .then(() => undefined)
      .catch((error: unknown) => {
        log.warn({ err: error }, 'ANALYZE files failed');
      })
      .finally(() => {
        running = undefined;
      });
  };

  return {
    /** Counts rows inserted or deleted; refreshes the statistics past the threshold. */
    noteChanged(rows: number): void {
      changed += rows;
      if (changed >= ANALYZE_AFTER_ROWS && running === undefined) {
        analyze();
      }
    },
    /** Waits for a refresh under way (tests, shutdown). */
    async settled(): Promise<void> {
      await running;
    },
  };
}

export type StatisticsKeeper = ReturnType<typeof createStatisticsKeeper>;
