import { sql, type Kysely, type NotNull, type Selectable } from 'kysely';

import type { ExtractionRunsTable, RunStatus, Tables } from '../db/schema';
import type { StoredResult } from './extractor-types';
import { resultColumns } from './documents.queries';

type Db = Kysely<Tables>;

export type RunRow = Selectable<ExtractionRunsTable> & { config_name: string };

/** A document of a run as the run's progress shows it. */
export type RunDocumentRow = {
  id: string;
  file_name: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  state: StoredResult['state'];
  error: string | null;
};

/** The run of an id with its configuration's name; scoped by user unless `userId` is null. */
export async function findRun(
  db: Db,
  userId: string | null,
  id: string,
): Promise<RunRow | undefined> {
  let query = db
    .selectFrom('extraction_runs as r')
    .innerJoin('configurations as c', 'c.id', 'r.configuration_id')
    .selectAll('r')
    .select('c.name as config_name')
    .where('r.id', '=', id);
  if (userId !== null) {
    query = query.where('r.user_id', '=', userId);
  }
  return query.executeTakeFirst();
}

/**
 * A run's documents in the order they are worked on: the ZIP's (each document of a run is
 * created a microsecond before the next, see insertRunDocuments).
 */
export async function selectRunDocuments(db: Db, runId: string): Promise<RunDocumentRow[]> {
  return db
    .selectFrom('extracted_documents')
    .select(['id', 'file_name', 'status', 'state', 'error'])
    .where('run_id', '=', runId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export type NewRunDocument = { fileId: string; fileName: string; pages: number };

/** Creates a queued run and its queued documents; answers the run's id. */
export async function insertRun(
  db: Db,
  run: { userId: string; configurationId: string; zipName: string },
  documents: readonly NewRunDocument[],
): Promise<string> {
  const { id } = await db
    .insertInto('extraction_runs')
    .values({ user_id: run.userId, configuration_id: run.configurationId, zip_name: run.zipName })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (documents.length > 0) {
    await db
      .insertInto('extracted_documents')
      .values(
        documents.map((document, index) => ({
          user_id: run.userId,
          configuration_id: run.configurationId,
          run_id: id,
          file_id: document.fileId,
          file_name: document.fileName,
          pages: document.pages,
          headers: '{}',
          items: '[]',
          available_fields: '{"headers":[],"details":[]}',
          // Newest first lists a run in the ZIP's order: each document a microsecond older.
          created_at: sql<Date>`now() - ${index} * interval '1 microsecond'`,
        })),
      )
      .execute();
  }
  await db
    .updateTable('configurations')
    .set({ last_run_at: sql<Date>`now()` })
    .where('id', '=', run.configurationId)
    .execute();
  return id;
}

export async function setRunJob(db: Db, runId: string, jobId: string): Promise<void> {
  await db.updateTable('extraction_runs').set({ job_id: jobId }).where('id', '=', runId).execute();
}

/** Moves a run from one of `from` to `to`; false when it was in none of them. */
export async function moveRun(
  db: Db,
  runId: string,
  from: readonly RunStatus[],
  to: RunStatus,
): Promise<boolean> {
  const isFinal = to === 'succeeded' || to === 'failed' || to === 'cancelled';
  const row = await db
    .updateTable('extraction_runs')
    .set({ status: to, ...(isFinal ? { finished_at: sql<Date>`now()` } : {}) })
    .where('id', '=', runId)
    .where('status', 'in', from)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The run's status now (undefined when it was deleted with its configuration). */
export async function runStatusOf(db: Db, runId: string): Promise<RunStatus | undefined> {
  const row = await db
    .selectFrom('extraction_runs')
    .select('status')
    .where('id', '=', runId)
    .executeTakeFirst();
  return row?.status;
}

/** Documents of a run a worker has still to do: queued, or running when a worker stopped. */
export async function selectUnfinishedDocuments(db: Db, runId: string) {
  return db
    .selectFrom('extracted_documents')
    .select(['id', 'run_id', 'user_id', 'file_id', 'file_name', 'pages'])
    .where('run_id', '=', runId)
    .$narrowType<{ run_id: NotNull }>()
    .where('status', 'in', ['queued', 'running'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function markDocumentRunning(db: Db, id: string): Promise<boolean> {
  const row = await db
    .updateTable('extracted_documents')
    .set({ status: 'running', updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records a document's result; false when it is no longer queued or running (another worker
 * finished it, or the run was cancelled): then nothing is written.
 */
export async function markDocumentDone(
  db: Db,
  id: string,
  result: StoredResult,
  pages: number,
  verifiedAt: Date | null,
): Promise<boolean> {
  const row = await db
    .updateTable('extracted_documents')
    .set({
      status: 'done',
      pages,
      updated_at: sql<Date>`now()`,
      ...resultColumns(result, verifiedAt),
    })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks unfinished documents failed with an error code; answers how many. */
export async function markDocumentsFailed(
  db: Db,
  where: { id: string } | { runId: string },
  error: string,
): Promise<number> {
  let query = db
    .updateTable('extracted_documents')
    .set({ status: 'failed', error, updated_at: sql<Date>`now()` })
    .where('status', 'in', ['queued', 'running']);
  query =
    'id' in where ? query.where('id', '=', where.id) : query.where('run_id', '=', where.runId);
  const rows = await query.returning('id').execute();
  return rows.length;
}
