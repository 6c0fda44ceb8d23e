import { sql, type Kysely, type Selectable } from 'kysely';

import type { ExtractedDocumentsTable, ExtractionState, Tables } from '../db/schema';
import type { AvailableFields, FieldValue, ItemRow, StoredResult } from './extractor-types';

type Db = Kysely<Tables>;

/** A document row with its configuration's name and its creation time in microseconds. */
export type DocumentRow = Selectable<ExtractedDocumentsTable> & {
  config_name: string;
  created_us: string | number;
};

/** The user's documents with their configuration's name; every read starts here. */
function documentsOf(db: Db, userId: string) {
  return (
    db
      .selectFrom('extracted_documents as d')
      .innerJoin('configurations as c', 'c.id', 'd.configuration_id')
      .selectAll('d')
      .select('c.name as config_name')
      // PostgreSQL keeps microseconds, a JS Date milliseconds: the keyset needs the former.
      .select(sql<string>`(extract(epoch from d.created_at) * 1000000)::bigint`.as('created_us'))
      .where('d.user_id', '=', userId)
  );
}

export async function findDocument(
  db: Db,
  userId: string,
  id: string,
): Promise<DocumentRow | undefined> {
  return documentsOf(db, userId).where('d.id', '=', id).executeTakeFirst();
}

/** Where a results page starts: after the document of this time and id (newest first). */
export type ResultsKey = { createdUs: string; id: string };

export type ResultsFilter = {
  userId: string;
  configurationId: string;
  state?: ExtractionState | undefined;
  runId?: string | undefined;
};

// Results are the documents a run has finished with; queued and running ones are the run's.
const FINISHED = ['done', 'failed'] as const;

function filtered(db: Db, filter: ResultsFilter) {
  let query = documentsOf(db, filter.userId)
    .where('d.configuration_id', '=', filter.configurationId)
    .where('d.status', 'in', FINISHED);
  if (filter.state !== undefined) {
    query = query.where('d.state', '=', filter.state);
  }
  if (filter.runId !== undefined) {
    query = query.where('d.run_id', '=', filter.runId);
  }
  return query;
}

/** A page of results, newest first, one more than `limit` when there are more. */
export async function selectResultsPage(
  db: Db,
  filter: ResultsFilter,
  options: { after?: ResultsKey | undefined; limit: number },
): Promise<DocumentRow[]> {
  let query = filtered(db, filter);
  const { after } = options;
  if (after !== undefined) {
    const time = sql`timestamptz 'epoch' + cast(${after.createdUs} as bigint) * interval '1 microsecond'`;
    query = query.where(sql<boolean>`(d.created_at, d.id) < (${time}, ${after.id}::uuid)`);
  }
  return query
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(options.limit + 1)
    .execute();
}

export async function countResults(db: Db, filter: ResultsFilter): Promise<number> {
  let query = db
    .selectFrom('extracted_documents as d')
    .select(sql<string>`count(*)`.as('count'))
    .where('d.user_id', '=', filter.userId)
    .where('d.configuration_id', '=', filter.configurationId)
    .where('d.status', 'in', FINISHED);
  if (filter.state !== undefined) {
    query = query.where('d.state', '=', filter.state);
  }
  if (filter.runId !== undefined) {
    query = query.where('d.run_id', '=', filter.runId);
  }
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A document's edited data and state, as updateDocument writes them. */
export type DocumentChange = {
  state?: ExtractionState | undefined;
  verifiedAt?: Date | null | undefined;
  headers?: Record<string, FieldValue> | undefined;
  items?: ItemRow[] | undefined;
  availableFields?: AvailableFields | undefined;
};

export async function updateDocumentRow(
  db: Db,
  userId: string,
  id: string,
  change: DocumentChange,
): Promise<boolean> {
  const row = await db
    .updateTable('extracted_documents')
    .set({
      updated_at: sql<Date>`now()`,
      ...(change.state === undefined ? {} : { state: change.state }),
      ...(change.verifiedAt === undefined ? {} : { verified_at: change.verifiedAt }),
      ...(change.headers === undefined ? {} : { headers: JSON.stringify(change.headers) }),
      ...(change.items === undefined ? {} : { items: JSON.stringify(change.items) }),
      ...(change.availableFields === undefined
        ? {}
        : { available_fields: JSON.stringify(change.availableFields) }),
    })
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteDocumentRow(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await db
    .deleteFrom('extracted_documents')
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The columns an extraction writes. */
export function resultColumns(result: StoredResult, verifiedAt: Date | null) {
  return {
    state: result.state,
    headers: JSON.stringify(result.headers),
    items: JSON.stringify(result.items),
    available_fields: JSON.stringify(result.availableFields),
    warnings: result.warnings,
    engine: result.engine,
    error: null,
    verified_at: verifiedAt,
  };
}
