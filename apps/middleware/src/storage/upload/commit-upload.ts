import { AppError } from '@folio/core';
import { COMPANY } from '@folio/sdk';
import { sql, type Transaction } from 'kysely';

import type { Tables } from '../../db/schema';
import { deleteBlobsAfterCommit } from '../blob-cleanup';
import {
  deleteFileRows,
  findFileInFolder,
  findFilesByIds,
  insertFileRows,
  selectExistingNames,
  selectTakenNames,
  type FileRow,
  type NewFileRow,
} from '../files.queries';
import {
  findFolderByName,
  findSystemFolder,
  insertFolder,
  type FolderRow,
} from '../folders.queries';
import { enqueueIndexJobs } from '../index-jobs';
import type { Owner } from '../owners';
import { isAllFilesView, normalizeFolderName } from '../rules/folder-name';
import { pickFreeName, splitFileName } from '../rules/name-collision';
import { nameKey } from '../rules/name-key';
import { isUniqueViolation } from '../../db/unique-violation';
import type { StorageDeps } from '../storage-deps';
import type { StagedFile } from './stage-file';

/**
 * Where an upload lands and how, read from the `json_data` of uploadFiles or the tus metadata
 * (their `topico` is `folder` here).
 */
export type UploadTarget = {
  /** A folder name; absent, empty or `all` means the `uploads` system folder. */
  folder?: string | undefined;
  /** Replace a file of the same name instead of keeping both (`name (1).ext`). */
  replace: boolean;
  category?: 'config' | 'chat' | null | undefined;
  configName?: string | null | undefined;
};

// A concurrent upload may take a name between our look and our insert; try again then.
const ATTEMPTS = 4;

/** The folder name an upload targets, checked before any byte is received. */
export function targetFolderName(target: UploadTarget): string | undefined {
  const folder = target.folder?.trim();
  return folder === undefined || folder === '' || isAllFilesView(folder)
    ? undefined
    : normalizeFolderName(folder);
}

async function resolveFolder(trx: Transaction<Tables>, owner: Owner, target: UploadTarget) {
  const name = targetFolderName(target);
  if (name === undefined) {
    const uploads = await findSystemFolder(trx, owner.userId, 'uploads');
    if (!uploads) {
      throw new AppError('INTERNAL_SERVER_ERROR', { message: 'uploads system folder missing' });
    }
    return uploads;
  }
  // An upload to a folder that does not exist yet creates it (the CLI uploads a whole folder).
  // When a concurrent upload creates it first, the insert does nothing and the folder is read
  // again: under READ COMMITTED each statement sees what has committed before it.
  const found =
    (await findFolderByName(trx, owner.userId, name)) ??
    (await insertFolder(trx, {
      userId: owner.userId,
      empresa: COMPANY,
      name,
      description: null,
      color: 'blue',
    })) ??
    (await findFolderByName(trx, owner.userId, name));
  if (!found) {
    throw new AppError('DATA_INTEGRITY_VIOLATION', { message: `folder ${name} appeared` });
  }
  return found;
}

/** SPEC §2 categories: chatbot documents are `chat`, extractor documents `config`. */
function categoryOf(folder: FolderRow, target: UploadTarget): 'config' | 'chat' | null {
  if (folder.system_kind === 'chatbot') {
    return 'chat';
  }
  if (folder.system_kind === 'extractor') {
    return 'config';
  }
  return target.category ?? null;
}

/**
 * How files land beyond their target: `indexDelayMs` holds their index jobs back
 * (enqueueIndexJobs); `alsoInTransaction` writes what another feature keeps about the new files
 * (a topic's rows) in the same transaction, so the files exist exactly when that does.
 */
export type CommitOptions = {
  indexDelayMs?: number;
  alsoInTransaction?: (trx: Transaction<Tables>, fileIds: readonly string[]) => Promise<void>;
};

async function landRows(
  trx: Transaction<Tables>,
  owner: Owner,
  target: UploadTarget,
  staged: readonly StagedFile[],
  options: CommitOptions,
): Promise<{ ids: string[]; replacedKeys: string[] }> {
  const folder = await resolveFolder(trx, owner, target);
  // One look for the usual case, names nobody has; only a collision reads its neighbours.
  const existingNames = await selectExistingNames(
    trx,
    folder.id,
    staged.map((file) => file.filename),
  );
  const takenInRequest = new Set<string>();
  const replacedIds: string[] = [];
  const rows: NewFileRow[] = [];
  for (const file of staged) {
    let filename = file.filename;
    const lower = filename.toLowerCase();
    const isTaken = existingNames.has(lower) || takenInRequest.has(lower);
    const existing =
      target.replace && existingNames.has(lower) && !takenInRequest.has(lower)
        ? await findFileInFolder(trx, owner.userId, folder.id, filename)
        : undefined;
    if (existing) {
      replacedIds.push(existing.id);
    } else if (isTaken) {
      const taken = await selectTakenNames(trx, folder.id, nameKey(splitFileName(filename).stem));
      takenInRequest.forEach((name) => taken.add(name));
      filename = pickFreeName(filename, taken);
    }
    takenInRequest.add(filename.toLowerCase());
    rows.push({
      id: file.fileId,
      user_id: owner.userId,
      folder_id: folder.id,
      filename,
      name_key: nameKey(filename),
      blob_key: file.blobKey,
      mime_type: file.type.mimeType,
      kind: file.type.kind,
      category: categoryOf(folder, target),
      config_name: target.configName ?? null,
      size: file.size,
      sha256: file.sha256,
      pages: file.pages,
    });
  }
  const replacedKeys = await deleteFileRows(trx, replacedIds);
  await insertFileRows(trx, rows);
  await enqueueIndexJobs(
    trx,
    rows.map((row) => row.id),
    { delayMs: options.indexDelayMs ?? 0 },
  );
  await options.alsoInTransaction?.(
    trx,
    rows.map((row) => row.id),
  );
  if (rows.length > 0) {
    await trx
      .updateTable('folders')
      .set({ updated_at: sql<Date>`now()` })
      .where('id', '=', folder.id)
      .execute();
  }
  return { ids: rows.map((row) => row.id), replacedKeys };
}

/**
 * Gives staged files their rows, all in one transaction (issue 5 "all or nothing"): the target
 * folder (created when new), free names (`name (1).ext`) or the files they replace, and one
 * `storage.index` job per file, enqueued in the same transaction so a job exists exactly when its
 * file does. If the transaction fails, every staged blob is deleted and nothing is kept. Blobs of
 * replaced files go once it has committed. Answers the new rows.
 */
export async function commitUpload(
  deps: StorageDeps,
  owner: Owner,
  target: UploadTarget,
  staged: readonly StagedFile[],
  options: CommitOptions = {},
): Promise<FileRow[]> {
  let landed: { ids: string[]; replacedKeys: string[] } | undefined;
  try {
    for (let attempt = 1; landed === undefined; attempt++) {
      try {
        landed = await deps.db
          .transaction()
          .execute((trx) => landRows(trx, owner, target, staged, options));
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= ATTEMPTS) {
          throw error;
        }
      }
    }
  } catch (error) {
    await deleteBlobsAfterCommit(
      deps,
      staged.map((file) => file.blobKey),
    );
    throw error;
  }
  deps.statistics.noteChanged(landed.ids.length + landed.replacedKeys.length);
  await deleteBlobsAfterCommit(deps, landed.replacedKeys);
  return findFilesByIds(deps.db, owner.userId, landed.ids);
}
