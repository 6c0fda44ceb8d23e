import { sql, type Kysely, type Selectable } from 'kysely';

import type { FolderColor, FoldersTable, IndexStatus, Tables } from '../db/schema';
import { SYSTEM_FOLDERS } from './rules/folder-name';

type Db = Kysely<Tables>;

export type FolderRow = Selectable<FoldersTable>;

/** One user's files of one folder in one indexing state: how many and how many bytes. */
export type FolderStatRow = {
  folder_id: string;
  index_status: IndexStatus;
  files: number;
  bytes: number;
};

/**
 * Creates the user's system folders that are missing (SPEC §3). Safe to run again and from
 * several requests at once: rows that exist, or that another request is inserting, are skipped.
 */
export async function insertSystemFolders(db: Db, userId: string, empresa: string) {
  await db
    .insertInto('folders')
    .values(
      SYSTEM_FOLDERS.map(({ kind, name }) => ({
        user_id: userId,
        empresa,
        name,
        system_kind: kind,
      })),
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** The user's folder of a name, ignoring case (names are unique that way). */
export async function findFolderByName(
  db: Db,
  userId: string,
  name: string,
): Promise<FolderRow | undefined> {
  return db
    .selectFrom('folders')
    .selectAll()
    .where('user_id', '=', userId)
    .where(sql<string>`lower(name)`, '=', sql<string>`lower(${name})`)
    .executeTakeFirst();
}

/** The user's system folder of a kind. */
export async function findSystemFolder(
  db: Db,
  userId: string,
  kind: NonNullable<FolderRow['system_kind']>,
): Promise<FolderRow | undefined> {
  return db
    .selectFrom('folders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('system_kind', '=', kind)
    .executeTakeFirst();
}

/** Every folder of the user, system folders included. */
export async function listFolderRows(db: Db, userId: string): Promise<FolderRow[]> {
  return db.selectFrom('folders').selectAll().where('user_id', '=', userId).execute();
}

/** Counts and sizes of the user's files by folder and indexing state. */
export async function selectFolderStats(
  db: Db,
  userId: string,
  folderId?: string,
): Promise<FolderStatRow[]> {
  let query = db
    .selectFrom('files')
    .select((eb) => [
      'folder_id',
      'index_status',
      eb.fn.countAll<string>().as('files'),
      eb.fn.coalesce(eb.fn.sum<string>('size'), sql<string>`0`).as('bytes'),
    ])
    .where('user_id', '=', userId)
    .groupBy(['folder_id', 'index_status']);
  if (folderId !== undefined) {
    query = query.where('folder_id', '=', folderId);
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    folder_id: row.folder_id,
    index_status: row.index_status,
    files: Number(row.files),
    bytes: Number(row.bytes),
  }));
}

/** Creates a folder; undefined when the user has one of that name (ignoring case). */
export async function insertFolder(
  db: Db,
  folder: {
    userId: string;
    empresa: string;
    name: string;
    description: string | null;
    color: FolderColor;
  },
): Promise<FolderRow | undefined> {
  return db
    .insertInto('folders')
    .values({
      user_id: folder.userId,
      empresa: folder.empresa,
      name: folder.name,
      description: folder.description,
      color: folder.color,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Changes a folder's fields; answers the row as stored. */
export async function updateFolderRow(
  db: Db,
  id: string,
  change: { name?: string; description?: string | null; color?: FolderColor; userId?: string },
): Promise<FolderRow | undefined> {
  return db
    .updateTable('folders')
    .set({
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.description === undefined ? {} : { description: change.description }),
      ...(change.color === undefined ? {} : { color: change.color }),
      ...(change.userId === undefined ? {} : { user_id: change.userId }),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Deletes folders with their file rows (the foreign key cascades) and answers the blob keys of
 * those files, for the caller to delete once the transaction has committed.
 */
export async function deleteFolderRows(db: Db, folderIds: readonly string[]): Promise<string[]> {
  if (folderIds.length === 0) {
    return [];
  }
  const files = await db
    .deleteFrom('files')
    .where('folder_id', 'in', folderIds)
    .returning('blob_key')
    .execute();
  await db.deleteFrom('folders').where('id', 'in', folderIds).execute();
  return files.map((file) => file.blob_key);
}

/** Hands a folder's files to another user (moveFolder). */
export async function reassignFolderFiles(db: Db, folderId: string, userId: string) {
  await db
    .updateTable('files')
    .set({ user_id: userId, updated_at: sql<Date>`now()` })
    .where('folder_id', '=', folderId)
    .execute();
}
