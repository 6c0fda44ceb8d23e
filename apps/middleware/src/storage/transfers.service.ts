import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

import { AppError } from '@folio/core';

import { BlobNotFoundError } from '../blobs/blob-store';
import { enqueueJob } from '../jobs/job-queue';
import { deleteBlobsAfterCommit, putBlobOrQueueItsDeletion } from './blob-cleanup';
import {
  deleteFileRows,
  findFileInFolder,
  findFilesByIds,
  incrementAccessCount,
  insertFileRows,
  moveFileRow,
  selectTakenNames,
  type FileRow,
} from './files.queries';
import type { FileService, FilePage } from './files.service';
import type { FolderService } from './folders.service';
import { INDEX_FILE_JOB_KIND } from './index/index-file.job';
import type { Owner } from './owners';
import { isAllFilesView } from './rules/folder-name';
import { pickFreeName, splitFileName, uniqueEntryNames } from './rules/name-collision';
import { nameKey } from './rules/name-key';
import { cleanUploadName, extensionOf } from './rules/upload-name';
import { isUniqueViolation } from '../db/unique-violation';
import { fileBlobKey, type StorageDeps } from './storage-deps';
import { parseBlobName, toStoredFile, type StoredFile } from './stored-file';
import { zipStream } from './zip-stream';

/** A file opened for download: what the response says about it, and its bytes. */
export type OpenedFile = { filename: string; mimeType: string; size: number; stream: Readable };

const ATTEMPTS = 4;

/** Retries a transaction that lost a race for a name (unique violation). */
async function withNameRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) {
        throw error;
      }
    }
  }
}

/** Downloads (one file, or several as a ZIP), moves and copies of the caller's files. */
export function createTransferService(
  deps: StorageDeps,
  folders: FolderService,
  files: FileService,
) {
  const { db } = deps;

  /** A destination folder of a move or copy: the caller's, never the `all` view. */
  async function destinationFolder(owner: Owner, topico: string) {
    if (isAllFilesView(topico)) {
      throw new AppError('BAD_REQUEST', {
        message: 'the all view holds no files of its own',
        detail: { field: 'topico', reason: 'all-view' },
      });
    }
    return folders.findOwnFolder(owner, topico);
  }

  async function openBlob(row: FileRow): Promise<Readable> {
    try {
      return await deps.blobs.get(row.blob_key);
    } catch (error) {
      if (error instanceof BlobNotFoundError) {
        deps.log.error({ fileId: row.id, key: row.blob_key }, 'file row without its blob');
        throw new AppError('FILE_DOWNLOAD_ERROR', { message: 'blob missing', cause: error });
      }
      throw error;
    }
  }

  /** A file's bytes, streamed; one more on its access count (SPEC §3). */
  async function openRow(row: FileRow): Promise<OpenedFile> {
    const stream = await openBlob(row);
    await incrementAccessCount(db, [row.id]);
    return { filename: row.filename, mimeType: row.mime_type, size: Number(row.size), stream };
  }

  return {
    /** A file's bytes, streamed; one more on its access count (SPEC §3). */
    async openDownload(owner: Owner, topico: string, filename: string): Promise<OpenedFile> {
      return openRow(await files.findFileByName(owner, topico, filename));
    },

    /**
     * The caller's file of an id as {@link openDownload} answers it (downloadFileById, which the
     * service uses): another user's id is RESOURCE_NOT_FOUND, as an unknown one.
     */
    async openDownloadById(owner: Owner, fileId: string): Promise<OpenedFile> {
      return openRow(await files.findFileById(owner, fileId));
    },

    /**
     * Several files as one streamed ZIP, each under its name (` (2)` for a repeat). Every name is
     * resolved first: an unknown one is RESOURCE_NOT_FOUND before a byte is sent. One more on the
     * access count of each.
     */
    async openZip(owner: Owner, blobNames: readonly string[]): Promise<Readable> {
      const rows = await files.findFiles(owner, blobNames);
      const names = uniqueEntryNames(rows.map((row) => row.filename));
      await incrementAccessCount(
        db,
        rows.map((row) => row.id),
      );
      return zipStream(
        rows.map((row, index) => ({
          name: names[index] ?? row.filename,
          modifiedAt: new Date(row.created_at),
          open: () => openBlob(row),
        })),
      );
    },

    /**
     * Moves files to a folder, all or nothing; a name the destination has gets ` (1)` unless
     * `replace`, which deletes the file it replaces.
     */
    async moveFiles(
      owner: Owner,
      blobNames: readonly string[],
      topico: string,
      replace: boolean,
    ): Promise<FilePage> {
      const rows = await files.findFiles(owner, blobNames);
      const folder = await destinationFolder(owner, topico);
      const moving = rows.filter((row) => row.folder_id !== folder.id);
      const selected = new Set(rows.map((row) => row.id));
      const replacedKeys = await withNameRetry(() =>
        db.transaction().execute(async (trx) => {
          const keys: string[] = [];
          const placed = new Set<string>();
          for (const row of moving) {
            const existing = replace
              ? await findFileInFolder(trx, owner.userId, folder.id, row.filename)
              : undefined;
            let filename = row.filename;
            // A file the caller also selected is moved, never replaced.
            if (existing && !selected.has(existing.id) && !placed.has(filename.toLowerCase())) {
              keys.push(...(await deleteFileRows(trx, [existing.id])));
            } else {
              const taken = await selectTakenNames(
                trx,
                folder.id,
                nameKey(splitFileName(filename).stem),
              );
              placed.forEach((name) => taken.add(name));
              filename = pickFreeName(filename, taken);
            }
            placed.add(filename.toLowerCase());
            await moveFileRow(trx, row.id, {
              folderId: folder.id,
              filename,
              nameKey: nameKey(filename),
            });
          }
          return keys;
        }),
      );
      await deleteBlobsAfterCommit(deps, replacedKeys);
      const moved = await findFilesByIds(
        db,
        owner.userId,
        rows.map((row) => row.id),
      );
      return { items: moved.map(toStoredFile), total: moved.length, next_cursor: null };
    },

    /**
     * Copies a file to `<topico>/<filename>` under a new id with a copy of its blob (SPEC §7); the
     * extension stays the source's, a taken name gets ` (1)` unless `replace`. The copy is
     * queued for indexing like an upload.
     */
    async copyFile(
      owner: Owner,
      sourceBlob: string,
      destinationBlob: string,
      replace: boolean,
    ): Promise<StoredFile> {
      const source = await files.findFile(owner, sourceBlob);
      const parsed = parseBlobName(destinationBlob);
      if (!parsed) {
        throw new AppError('BAD_REQUEST', {
          message: 'destination is not <topico>/<filename>',
          detail: { field: 'destination_blob' },
        });
      }
      const folder = await destinationFolder(owner, parsed.topico);
      const wanted = cleanUploadName(parsed.filename);
      if (extensionOf(wanted) !== extensionOf(source.filename)) {
        throw new AppError('FILE_VALIDATION_ERROR', {
          message: 'a copy keeps the extension of its source',
          detail: { file: wanted, reason: 'extension-changed' },
        });
      }
      const fileId = randomUUID();
      const blobKey = fileBlobKey(owner.userId, fileId);
      await putBlobOrQueueItsDeletion(deps, blobKey, await openBlob(source));
      let replacedKeys: string[];
      try {
        replacedKeys = await withNameRetry(() =>
          db.transaction().execute(async (trx) => {
            const existing = replace
              ? await findFileInFolder(trx, owner.userId, folder.id, wanted)
              : undefined;
            const keys = existing ? await deleteFileRows(trx, [existing.id]) : [];
            const filename = existing
              ? wanted
              : pickFreeName(
                  wanted,
                  await selectTakenNames(trx, folder.id, nameKey(splitFileName(wanted).stem)),
                );
            await insertFileRows(trx, [
              {
                id: fileId,
                user_id: owner.userId,
                folder_id: folder.id,
                filename,
                name_key: nameKey(filename),
                blob_key: blobKey,
                mime_type: source.mime_type,
                kind: source.kind,
                category: source.category,
                config_name: source.config_name,
                size: Number(source.size),
                sha256: source.sha256,
                pages: source.pages,
                tags: source.tags,
                description: source.description,
              },
            ]);
            await enqueueJob(trx, { kind: INDEX_FILE_JOB_KIND, payload: { fileId } });
            return keys;
          }),
        );
      } catch (error) {
        await deleteBlobsAfterCommit(deps, [blobKey]);
        throw error;
      }
      deps.statistics.noteChanged(1 + replacedKeys.length);
      await deleteBlobsAfterCommit(deps, replacedKeys);
      const [copy] = await findFilesByIds(db, owner.userId, [fileId]);
      if (!copy) {
        throw new AppError('INTERNAL_SERVER_ERROR', { message: 'copied row vanished' });
      }
      return toStoredFile(copy);
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
