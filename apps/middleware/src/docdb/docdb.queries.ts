import type { Kysely, Selectable, Transaction } from 'kysely';

import type { DocdbFilesTable, DocdbRecordsTable, Tables } from '../db/schema';

type Db = Kysely<Tables> | Transaction<Tables>;

export type DocdbRecordRow = Selectable<DocdbRecordsTable>;
export type DocdbFileRow = Selectable<DocdbFilesTable>;

/** A row to insert with its files (their blobs already written). */
export type NewDocdbRecord = {
  id: string;
  configName: string;
  documentId: string | null;
  date: Date;
  data: Record<string, unknown>;
  files: { id: string; fileName: string; blobKey: string; size: number }[];
};

/** Inserts records and their files, in the caller's transaction. */
export async function insertDocdbRecords(
  trx: Transaction<Tables>,
  userId: string,
  records: readonly NewDocdbRecord[],
): Promise<void> {
  if (records.length === 0) {
    return;
  }
  await trx
    .insertInto('docdb_records')
    .values(
      records.map((record) => ({
        id: record.id,
        user_id: userId,
        config_name: record.configName,
        document_id: record.documentId,
        date: record.date,
        data: JSON.stringify(record.data),
      })),
    )
    .execute();
  // A millisecond apart: files keep the order they were sent in (the table has no sequence).
  const now = Date.now();
  const files = records.flatMap((record) =>
    record.files.map((file) => ({
      id: file.id,
      record_id: record.id,
      user_id: userId,
      file_name: file.fileName,
      blob_key: file.blobKey,
      size: file.size,
    })),
  );
  if (files.length > 0) {
    await trx
      .insertInto('docdb_files')
      .values(files.map((file, index) => ({ ...file, created_at: new Date(now + index) })))
      .execute();
  }
}

/** The user's records of these ids. */
export async function selectRecordsByIds(
  db: Db,
  userId: string,
  ids: readonly string[],
): Promise<DocdbRecordRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return db
    .selectFrom('docdb_records')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The user's records of a configuration name (any case), newest first. */
export async function selectRecordsByConfig(
  db: Db,
  userId: string,
  configName: string,
): Promise<DocdbRecordRow[]> {
  return db
    .selectFrom('docdb_records')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => eb(eb.fn('lower', ['config_name']), '=', configName.toLowerCase()))
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The files of these records, oldest first. */
export async function selectFilesOfRecords(
  db: Db,
  recordIds: readonly string[],
): Promise<DocdbFileRow[]> {
  if (recordIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('docdb_files')
    .selectAll()
    .where('record_id', 'in', [...recordIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** The user's files of these ids. */
export async function selectFilesByIds(
  db: Db,
  userId: string,
  fileIds: readonly string[],
): Promise<DocdbFileRow[]> {
  if (fileIds.length === 0) {
    return [];
  }
  return db
    .selectFrom('docdb_files')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', 'in', [...fileIds])
    .execute();
}

/** Deletes the user's record (its files go with it); answers the blob keys to delete after. */
export async function deleteRecordRow(
  trx: Transaction<Tables>,
  userId: string,
  recordId: string,
): Promise<string[] | undefined> {
  const files = await trx
    .selectFrom('docdb_files')
    .select('blob_key')
    .where('record_id', '=', recordId)
    .where('user_id', '=', userId)
    .execute();
  const deleted = await trx
    .deleteFrom('docdb_records')
    .where('id', '=', recordId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 0 ? undefined : files.map((file) => file.blob_key);
}

/** Deletes one file of the user's record; answers its blob key, or undefined when absent. */
export async function deleteFileRow(
  db: Db,
  userId: string,
  recordId: string,
  fileId: string,
): Promise<string | undefined> {
  const row = await db
    .deleteFrom('docdb_files')
    .where('id', '=', fileId)
    .where('record_id', '=', recordId)
    .where('user_id', '=', userId)
    .returning('blob_key')
    .executeTakeFirst();
  return row?.blob_key;
}
