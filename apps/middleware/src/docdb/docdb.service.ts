import { randomUUID } from 'node:crypto';

import { AppError } from '@folio/core';

import { BlobNotFoundError } from '../blobs/blob-store';
import { findExtractedDocument } from '../extractor/extractor.feature';
import {
  deleteBlobsAfterCommit,
  findUserFile,
  putBlobOrQueueItsDeletion,
} from '../storage/storage.feature';
import type { DocdbDeps } from './docdb-deps';
import { openDocdbDownload } from './docdb-download';
import { docdbBlobKey, type StagedPdf } from './docdb-insert-form';
import { docdbNotFound, plainData, toDocdbRecords, type DocdbRecord } from './docdb-view';
import {
  deleteFileRow,
  deleteRecordRow,
  insertDocdbRecords,
  selectFilesByIds,
  selectFilesOfRecords,
  selectRecordsByConfig,
  selectRecordsByIds,
  type NewDocdbRecord,
} from './docdb.queries';

/** Rows given directly (`data`) paired with their PDFs: one row holds them all, or one each. */
function pairRows(data: unknown, files: readonly StagedPdf[]) {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isObject(data)) {
    return [{ data, files: [...files] }];
  }
  if (Array.isArray(data) && data.length > 0 && data.every(isObject)) {
    if (files.length !== 0 && files.length !== data.length) {
      throw new AppError('BAD_REQUEST', {
        message: `${String(data.length)} rows and ${String(files.length)} files`,
        detail: { field: 'file', reason: 'files-do-not-match-rows' },
      });
    }
    return data.map((row, index) => ({ data: row, files: files.slice(index, index + 1) }));
  }
  throw new AppError('BAD_REQUEST', {
    message: 'data is not an object or a list of objects',
    detail: { field: 'json_data.data' },
  });
}

/**
 * The document database (SPEC §7): rows sent from the results with copies of their PDFs, kept
 * apart from the extractor's documents so deleting either leaves the other whole.
 */
export function createDocdbService(deps: DocdbDeps) {
  const { db, blobs } = deps;

  async function recordsOf(rows: Awaited<ReturnType<typeof selectRecordsByIds>>) {
    const files = await selectFilesOfRecords(
      db,
      rows.map((row) => row.id),
    );
    return toDocdbRecords(rows, files);
  }

  async function insert(userId: string, records: NewDocdbRecord[]): Promise<DocdbRecord[]> {
    try {
      await db.transaction().execute((trx) => insertDocdbRecords(trx, userId, records));
    } catch (error) {
      await deleteBlobsAfterCommit(
        deps,
        records.flatMap((record) => record.files.map((file) => file.blobKey)),
      );
      throw error;
    }
    return recordsOf(
      await selectRecordsByIds(
        db,
        userId,
        records.map((record) => record.id),
      ),
    );
  }

  /** A copy of a stored file's blob under a new document-database key; undefined if gone. */
  async function copyPdf(userId: string, fileId: string | null) {
    const file = fileId === null ? undefined : await findUserFile(db, userId, fileId);
    if (file === undefined) {
      return undefined;
    }
    const id = randomUUID();
    const blobKey = docdbBlobKey(userId, id);
    try {
      const stored = await putBlobOrQueueItsDeletion(deps, blobKey, await blobs.get(file.blob_key));
      return { id, fileName: file.filename, blobKey, size: stored.size };
    } catch (error) {
      if (error instanceof BlobNotFoundError) {
        deps.log.error({ fileId, key: file.blob_key }, 'file row without its blob');
        return undefined;
      }
      throw error;
    }
  }

  return {
    /**
     * Sends extracted documents: a row per document with its plain data `{ headers, items }`
     * and a copy of its PDF. Every id is checked before anything is written.
     */
    async insertDocuments(
      userId: string,
      input: { configName: string | undefined; date: Date; documentIds: readonly string[] },
    ): Promise<DocdbRecord[]> {
      const documents = [];
      for (const id of new Set(input.documentIds)) {
        documents.push(await findExtractedDocument(db, userId, id));
      }
      const records: NewDocdbRecord[] = [];
      try {
        for (const document of documents) {
          const pdf = await copyPdf(userId, document.file_id);
          records.push({
            id: randomUUID(),
            configName: input.configName ?? document.config_name,
            documentId: document.id,
            date: input.date,
            data: plainData(document.headers, document.items),
            files: pdf === undefined ? [] : [pdf],
          });
        }
      } catch (error) {
        await deleteBlobsAfterCommit(
          deps,
          records.flatMap((record) => record.files.map((file) => file.blobKey)),
        );
        throw error;
      }
      return insert(userId, records);
    },

    /** Sends rows given directly with their PDFs (already staged by the form reader). */
    async insertData(
      userId: string,
      input: { configName: string; date: Date; data: unknown; files: readonly StagedPdf[] },
    ): Promise<DocdbRecord[]> {
      const rows = pairRows(input.data, input.files);
      return insert(
        userId,
        rows.map((row) => ({
          id: randomUUID(),
          configName: input.configName,
          documentId: null,
          date: input.date,
          data: row.data,
          files: row.files,
        })),
      );
    },

    async getRecord(userId: string, id: string): Promise<DocdbRecord> {
      const [record] = await recordsOf(await selectRecordsByIds(db, userId, [id]));
      if (record === undefined) {
        throw docdbNotFound('record', id);
      }
      return record;
    },

    /** The rows holding any of these files (SPEC §7 "retrieve PDFs"). */
    async recordsWithFiles(userId: string, fileIds: readonly string[]): Promise<DocdbRecord[]> {
      const files = await selectFilesByIds(db, userId, fileIds);
      const ids = [...new Set(files.map((file) => file.record_id))];
      return recordsOf(await selectRecordsByIds(db, userId, ids));
    },

    /** Every row of a configuration (SPEC §7 "query all in the database"), newest first. */
    async listByConfig(userId: string, configName: string): Promise<DocdbRecord[]> {
      return recordsOf(await selectRecordsByConfig(db, userId, configName));
    },

    /** Deletes a row: the rows first, in a transaction, then the blobs of its files. */
    async deleteRecord(userId: string, id: string): Promise<void> {
      const keys = await db.transaction().execute((trx) => deleteRecordRow(trx, userId, id));
      if (keys === undefined) {
        throw docdbNotFound('record', id);
      }
      await deleteBlobsAfterCommit(deps, keys);
    },

    /** Deletes one file of a row (the row stays), then its blob. */
    async deleteFile(userId: string, recordId: string, fileId: string): Promise<void> {
      const key = await deleteFileRow(db, userId, recordId, fileId);
      if (key === undefined) {
        throw docdbNotFound('file', fileId);
      }
      await deleteBlobsAfterCommit(deps, [key]);
    },

    /** One PDF, or several as `archivos.zip` (see {@link openDocdbDownload}). */
    openDownload: (userId: string, fileIds: readonly string[]) =>
      openDocdbDownload(deps, userId, fileIds),
  };
}

export type DocdbService = ReturnType<typeof createDocdbService>;
