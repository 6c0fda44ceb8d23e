import { sql, type Kysely, type Transaction } from 'kysely';

import type { IntegrationImportItemState, IntegrationImportStatus, Tables } from '../../db/schema';

type Db = Kysely<Tables> | Transaction<Tables>;

export type NewImport = {
  id: string;
  userId: string;
  provider: string;
  folder: string;
  items: readonly { remoteId: string; name: string; fileId: string }[];
};

export async function insertImport(db: Db, row: NewImport): Promise<void> {
  await db
    .insertInto('integration_imports')
    .values({
      id: row.id,
      user_id: row.userId,
      provider: row.provider,
      folder: row.folder,
      status: 'running',
    })
    .execute();
  await db
    .insertInto('integration_import_items')
    .values(
      row.items.map((item, position) => ({
        import_id: row.id,
        position,
        remote_id: item.remoteId,
        name: item.name,
        file_id: item.fileId,
        state: 'queued' as const,
      })),
    )
    .execute();
}

export async function setImportJob(db: Db, importId: string, jobId: string): Promise<void> {
  await db
    .updateTable('integration_imports')
    .set({ job_id: jobId })
    .where('id', '=', importId)
    .execute();
}

export function findImport(db: Db, importId: string) {
  return db
    .selectFrom('integration_imports')
    .selectAll()
    .where('id', '=', importId)
    .executeTakeFirst();
}

export function selectItems(db: Db, importId: string) {
  return db
    .selectFrom('integration_import_items')
    .selectAll()
    .where('import_id', '=', importId)
    .orderBy('position')
    .execute();
}

export type ItemChange = {
  state?: IntegrationImportItemState;
  name?: string;
  bytes?: number;
  errorCode?: string | null;
};

export async function updateItem(
  db: Db,
  importId: string,
  position: number,
  change: ItemChange,
): Promise<void> {
  await db
    .updateTable('integration_import_items')
    .set({
      ...(change.state === undefined ? {} : { state: change.state }),
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.bytes === undefined ? {} : { bytes: change.bytes }),
      ...(change.errorCode === undefined ? {} : { error_code: change.errorCode }),
      updated_at: sql<Date>`now()`,
    })
    .where('import_id', '=', importId)
    .where('position', '=', position)
    .execute();
}

/** Items not settled yet fail with `errorCode` (an abandoned import, a grant gone mid-way). */
export async function failOpenItems(db: Db, importId: string, errorCode: string): Promise<void> {
  await db
    .updateTable('integration_import_items')
    .set({ state: 'failed', error_code: errorCode, updated_at: sql<Date>`now()` })
    .where('import_id', '=', importId)
    .where('state', 'in', ['queued', 'downloading'])
    .execute();
}

/** Closes an import with the status its items add up to. */
export async function finishImport(db: Db, importId: string): Promise<IntegrationImportStatus> {
  const items = await selectItems(db, importId);
  const done = items.filter((item) => item.state === 'done').length;
  const status: IntegrationImportStatus =
    done === items.length ? 'done' : done === 0 ? 'failed' : 'partial';
  await db
    .updateTable('integration_imports')
    .set({ status, finished_at: sql<Date>`now()` })
    .where('id', '=', importId)
    .execute();
  return status;
}
