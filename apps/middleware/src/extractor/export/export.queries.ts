import { sql, type Kysely } from 'kysely';

import type { ExtractionState, Tables } from '../../db/schema';

type Db = Kysely<Tables>;

/** Which documents an export holds: a configuration's results, or some of them. */
export type ExportScope = {
  userId: string;
  configurationId: string;
  /** Absent for every result of the configuration. */
  documentIds?: readonly string[] | undefined;
};

/** A document as exports read it, with its keyset position. */
export type ExportRow = {
  id: string;
  file_name: string;
  state: ExtractionState;
  headers: Record<string, unknown>;
  items: Record<string, unknown>[];
  created_us: string;
};

/** Where a batch starts: after this document (results order, newest first). */
export type ExportKey = { createdUs: string; id: string };

// Results are the documents a run has finished with (done or failed), as the results screen.
const FINISHED = ['done', 'failed'] as const;

function scoped(db: Db, scope: ExportScope) {
  let query = db
    .selectFrom('extracted_documents as d')
    .where('d.user_id', '=', scope.userId)
    .where('d.configuration_id', '=', scope.configurationId)
    .where('d.status', 'in', FINISHED);
  if (scope.documentIds !== undefined) {
    query = query.where('d.id', 'in', [...scope.documentIds]);
  }
  return query;
}

const isEmpty = (scope: ExportScope) => scope.documentIds?.length === 0;

/** How many documents the scope holds. */
export async function countExportDocuments(db: Db, scope: ExportScope): Promise<number> {
  if (isEmpty(scope)) {
    return 0;
  }
  const row = await scoped(db, scope)
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The header and detail names of each document (a field added to one document only). */
export async function selectAvailableFields(
  db: Db,
  scope: ExportScope,
): Promise<{ headers: string[]; details: string[] }[]> {
  if (isEmpty(scope)) {
    return [];
  }
  const rows = await scoped(db, scope)
    .select('d.available_fields')
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
  return rows.map((row) => row.available_fields);
}

/** One batch of documents in results order (newest first), after `after`. */
export async function selectExportBatch(
  db: Db,
  scope: ExportScope,
  after: ExportKey | undefined,
  limit: number,
): Promise<ExportRow[]> {
  if (isEmpty(scope)) {
    return [];
  }
  let query = scoped(db, scope)
    .select(['d.id', 'd.file_name', 'd.state', 'd.headers', 'd.items'])
    // PostgreSQL keeps microseconds, a JS Date milliseconds: the keyset needs the former.
    .select(sql<string>`(extract(epoch from d.created_at) * 1000000)::bigint`.as('created_us'));
  if (after !== undefined) {
    const time = sql`timestamptz 'epoch' + cast(${after.createdUs} as bigint) * interval '1 microsecond'`;
    query = query.where(sql<boolean>`(d.created_at, d.id) < (${time}, ${after.id}::uuid)`);
  }
  const rows = await query
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, created_us: String(row.created_us) }));
}
