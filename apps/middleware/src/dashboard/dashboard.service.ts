// The dashboard (SPEC §1, issue 13): one aggregate of a user's activity in a period. The period
// is placed in time first (its zone's midnights); then every figure group is one statement over
// the user's rows in that range, all sent at once (PostgreSQL runs them on the pool's
// connections; PGlite, one after the other). The one thing it writes is the log of utility uses
// the service host reports, which no other feature keeps.
import type { Kysely } from 'kysely';

import type { Tables } from '../db/schema';
import { selectActivity, selectQuestionGroups } from './activity.queries';
import { toDashboard, type Dashboard } from './dashboard-figures';
import {
  selectAccuracy,
  selectDocumentGroups,
  selectRecentRuns,
  selectRunsByStatus,
  type PeriodScope,
} from './extraction.queries';
import { unknownTimeZone, type PeriodRequest } from './period';
import { selectPeriodBounds, type PeriodBounds } from './period.queries';
import { insertUtilityUse, selectUtilityGroups, type UtilityUse } from './utility-uses.queries';

/** What the dashboard reads: the app's database. */
export type DashboardDeps = { db: Kysely<Tables> };

/** PostgreSQL's invalid_parameter_value: what `AT TIME ZONE` answers for a zone it does not know. */
const INVALID_PARAMETER_VALUE = '22023';

const isInvalidParameter = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { code?: unknown }).code === INVALID_PARAMETER_VALUE;

/** The dashboard's one operation, over the app's database. */
export function createDashboardService({ db }: DashboardDeps) {
  /** The period's instants; BAD_REQUEST when the database does not know the zone. */
  async function boundsOf(period: PeriodRequest): Promise<PeriodBounds> {
    try {
      return await selectPeriodBounds(db, period);
    } catch (error) {
      if (isInvalidParameter(error)) {
        throw unknownTimeZone(period.timeZone);
      }
      throw error;
    }
  }

  return {
    /** The user's figures for a period (a checked request, period.ts). */
    async read(userId: string, period: PeriodRequest): Promise<Dashboard> {
      const bounds = await boundsOf(period);
      const scope: PeriodScope = {
        userId,
        start: bounds.start,
        end: bounds.end,
        bucketStarts: bounds.bucketStarts,
      };
      const [documents, accuracy, runsByStatus, recentRuns, activity, questions, utilities] =
        await Promise.all([
          selectDocumentGroups(db, scope),
          selectAccuracy(db, scope),
          selectRunsByStatus(db, scope),
          selectRecentRuns(db, scope),
          selectActivity(db, scope),
          selectQuestionGroups(db, scope),
          selectUtilityGroups(db, scope),
        ]);
      return toDashboard({
        period,
        bounds,
        documents,
        accuracy,
        runsByStatus,
        recentRuns,
        activity,
        questions,
        utilities,
      });
    },

    /** Keeps one utility use the service host reported for the user. */
    async recordUtilityUse(use: UtilityUse): Promise<void> {
      await insertUtilityUse(db, use);
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
