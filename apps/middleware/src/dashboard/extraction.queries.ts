// The extractor's figures of a period: documents by step, status and state; the accuracy of the
// user's own verifications; runs by status and the newest runs with their corrections. Each is
// one statement over one user's rows in the period's range (indexes of migration 0015).
import { sql, type Kysely, type RawBuilder } from 'kysely';

import type { ExtractionState, RunStatus, Tables } from '../db/schema';
import { stepOf } from './period.queries';

type Db = Kysely<Tables>;

/** One user's rows in one period, and the instants the period's steps start at. */
export type PeriodScope = {
  userId: string;
  start: Date;
  end: Date;
  bucketStarts: readonly Date[];
};

/** The states a person sets when verifying (SPEC §4); `auto_verified` is the engine's. */
export const PERSON_VERIFIED_STATES: readonly ExtractionState[] = ['verified', 'manually_verified'];

const inPeriod = (column: string, scope: PeriodScope): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(column)} >= ${scope.start} AND ${sql.ref(column)} < ${scope.end}`;

/** Documents of one step (1 for the first) with one status and state: how many, their pages. */
export type DocumentGroupRow = {
  step: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  state: ExtractionState;
  documents: string;
  pages: string;
};

/** The period's documents (by the time their run took them in) by step, status and state. */
export async function selectDocumentGroups(
  db: Db,
  scope: PeriodScope,
): Promise<DocumentGroupRow[]> {
  const step = stepOf('created_at', scope.bucketStarts);
  const result = await sql<DocumentGroupRow>`
    SELECT ${step} AS step, status, state, count(*) AS documents, coalesce(sum(pages), 0) AS pages
    FROM extracted_documents
    WHERE user_id = ${scope.userId} AND ${inPeriod('created_at', scope)}
    GROUP BY 1, 2, 3
  `.execute(db);
  return result.rows;
}

/** The documents a person verified in the period, their fields and the fields they corrected. */
export type AccuracyRow = { documents: string; fields: string; corrected: string };

/**
 * The accuracy figures of the period's verifications (by the time a person verified): a field is
 * a header value or a line-item cell, corrected when a person edited it (provenance `manual`);
 * both counted by PostgreSQL when the row is written (migration 0015).
 */
export async function selectAccuracy(db: Db, scope: PeriodScope): Promise<AccuracyRow> {
  const result = await sql<AccuracyRow>`
    SELECT count(*) AS documents,
      coalesce(sum(field_count), 0) AS fields,
      coalesce(sum(corrected_field_count), 0) AS corrected
    FROM extracted_documents
    WHERE user_id = ${scope.userId}
      AND verified_at IS NOT NULL AND ${inPeriod('verified_at', scope)}
      AND state IN (${sql.join(PERSON_VERIFIED_STATES)})
  `.execute(db);
  return result.rows[0] ?? { documents: '0', fields: '0', corrected: '0' };
}

/** Runs of the period with one status. */
export type RunStatusRow = { status: RunStatus; runs: string };

/** The period's runs (by the time they were started) by status. */
export async function selectRunsByStatus(db: Db, scope: PeriodScope): Promise<RunStatusRow[]> {
  return db
    .selectFrom('extraction_runs')
    .select((eb) => ['status', eb.fn.countAll<string>().as('runs')])
    .where('user_id', '=', scope.userId)
    .where('created_at', '>=', scope.start)
    .where('created_at', '<', scope.end)
    .groupBy('status')
    .execute();
}

/** A run with its documents, the ones a person verified and the fields corrected by hand. */
export type RecentRunRow = {
  id: string;
  config_name: string;
  zip_name: string;
  status: RunStatus;
  created_at: Date;
  documents: string;
  pages: string;
  verified_documents: string;
  corrected_fields: string;
};

/** How many of the period's newest runs the dashboard lists. */
export const RECENT_RUNS = 5;

/** The period's newest runs, newest first, each with its documents' figures. */
export async function selectRecentRuns(db: Db, scope: PeriodScope): Promise<RecentRunRow[]> {
  const result = await sql<RecentRunRow>`
    SELECT r.id, c.name AS config_name, r.zip_name, r.status, r.created_at,
      d.documents, d.pages, d.verified_documents, d.corrected_fields
    FROM (
      SELECT id, configuration_id, zip_name, status, created_at
      FROM extraction_runs
      WHERE user_id = ${scope.userId} AND ${inPeriod('created_at', scope)}
      ORDER BY created_at DESC, id DESC
      LIMIT ${RECENT_RUNS}
    ) AS r
    JOIN configurations AS c ON c.id = r.configuration_id
    CROSS JOIN LATERAL (
      SELECT count(*) AS documents,
        coalesce(sum(pages), 0) AS pages,
        count(*) FILTER (WHERE state IN (${sql.join(PERSON_VERIFIED_STATES)})) AS verified_documents,
        coalesce(sum(corrected_field_count), 0) AS corrected_fields
      FROM extracted_documents
      WHERE run_id = r.id
    ) AS d
    ORDER BY r.created_at DESC, r.id DESC
  `.execute(db);
  return result.rows;
}
