// Utilities used (issue 13): the uses the service host reports (`recordUtilityUse`), one row
// each, and the period's figures read from them by the dashboard.
import { sql, type Kysely } from 'kysely';

import type { Tables } from '../db/schema';
import type { PeriodScope } from './extraction.queries';
import { stepOf } from './period.queries';

type Db = Kysely<Tables>;

/** One answered utility call of a user. */
export type UtilityUse = {
  userId: string;
  tool: string;
  files: number;
  pages: number | null;
  durationMs: number;
};

/** Keeps one use. */
export async function insertUtilityUse(db: Db, use: UtilityUse): Promise<void> {
  await db
    .insertInto('utility_uses')
    .values({
      user_id: use.userId,
      tool: use.tool,
      files: use.files,
      pages: use.pages,
      duration_ms: use.durationMs,
    })
    .execute();
}

/**
 * The period's uses of one tool in one step of its series, the files they took and the pages they
 * read (counts as text).
 */
export type UtilityGroupRow = {
  tool: string;
  step: number;
  uses: string;
  files: string;
  pages: string;
};

/**
 * The period's uses by tool and step, in one read of the `(user_id, used_at)` index range; the
 * figures add them up by tool (the card) and by step (the chart).
 */
export async function selectUtilityGroups(db: Db, scope: PeriodScope): Promise<UtilityGroupRow[]> {
  const step = stepOf('used_at', scope.bucketStarts);
  const result = await sql<UtilityGroupRow>`
    SELECT tool, ${step} AS step, count(*) AS uses, coalesce(sum(files), 0) AS files,
      coalesce(sum(pages), 0) AS pages
    FROM utility_uses
    WHERE user_id = ${scope.userId} AND used_at >= ${scope.start} AND used_at < ${scope.end}
    GROUP BY 1, 2
  `.execute(db);
  return result.rows;
}
