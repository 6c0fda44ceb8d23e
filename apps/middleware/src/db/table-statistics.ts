import { sql, type Kysely } from 'kysely';

import type { Logger } from './logger';
import type { Tables } from './schema';

/** Rows changed by this process after which the planner's statistics are refreshed. */
export const ANALYZE_AFTER_ROWS = 1_000;

/** Tables whose statistics a keeper refreshes: those filled in bulk while the product runs. */
export type AnalyzedTable = 'files' | 'chat_passages';

/**
 * Keeps the planner's statistics of a table current. PGlite runs no autovacuum, so without this a
 * table filled after start keeps the statistics of an empty one: the planner sorts a whole
 * folder to show its first page (400 ms for 10,000 files) instead of reading one page of index
 * (a few ms), and a question on a 5,000-page topic took 500-640 ms instead of about 40 ms.
 * Refreshed on first use and after every 1,000 rows inserted or deleted; on PostgreSQL it only
 * adds to autovacuum's work. One run at a time, in the background.
 */
export function createStatisticsKeeper(db: Kysely<Tables>, log: Logger, table: AnalyzedTable) {
  let changed = ANALYZE_AFTER_ROWS;
  let running: Promise<void> | undefined;

  const analyze = () => {
    changed = 0;
    running = sql`ANALYZE ${sql.table(table)}`
      .execute(db)
      .then(() => undefined)
      .catch((error: unknown) => {
        log.warn({ err: error, table }, 'ANALYZE failed');
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
