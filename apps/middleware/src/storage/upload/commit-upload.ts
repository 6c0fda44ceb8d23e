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
  /**
   * A staged file whose bytes (sha256 and size) a file of the target folder already holds, or an
   * earlier file of the same commit, is not stored again: that file stands for it and the staged
   * blob goes (issue 16: a re-run of the extractor on the same PDFs is not a second copy of each).
   */
  reuseSameBytes?: boolean;
};

/** A staged file once committed: the row that holds its bytes, new or one already there. */
export type CommittedFile = { row: FileRow; isNew: boolean };

type Landed = {
  /** The rows inserted. */
  ids: string[];
  /** Per staged file, in order, the id of the row that holds its bytes. */
  storedIds: string[];
  replacedKeys: string[];
  /** Blobs staged for bytes the folder already held. */
  unusedKeys: string[];
};

const contentKey = (file: { sha256: string; size: number | string }) =>
  `${file.sha256}:${String(file.size)}`;

/**
 * The folder's files holding the bytes of `staged`, by content key, the one to reuse first: of
 * the same name as a staged file when there is one, else the oldest. The folder row is locked
 * first, so two commits of the same bytes to one folder do not both store them.
 */
async function filesWithSameBytes(
  trx: Transaction<Tables>,
  folderId: string,
  staged: readonly StagedFile[],
): Promise<Map<string, { id: string; filename: string }[]>> {
  await trx.selectFrom('folders').select('id').where('id', '=', folderId).forUpdate().execute();
  const rows = await trx
    .selectFrom('files')
    .select(['id', 'filename', 'sha256', 'size'])
    .where('folder_id', '=', folderId)
    .where('sha256', 'in', [...new Set(staged.map((file) => file.sha256))])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const byContent = new Map<string, { id: string; filename: string }[]>();
  for (const row of rows) {
    const key = contentKey(row);
    byContent.set(key, [...(byContent.get(key) ?? []), row]);
  }
  return byContent;
}

/** The file to reuse for `file`: the one of its name, else the first (the oldest). */
function sameBytes(
  byContent: ReadonlyMap<string, readonly { id: string; filename: string }[]>,
  file: StagedFile,
): string | undefined {
  const candidates = byContent.get(contentKey(file)) ?? [];
  const lower = file.filename.toLowerCase();
  return (candidates.find((row) => row.filename.toLowerCase() === lower) ?? candidates[0])?.id;
}

async function landRows(
  trx: Transaction<Tables>,
  owner: Owner,
  target: UploadTarget,
  staged: readonly StagedFile[],
  options: CommitOptions,
): Promise<Landed> {
  const folder = await resolveFolder(trx, owner, target);
  const byContent =
    options.reuseSameBytes === true && staged.length > 0
      ? await filesWithSameBytes(trx, folder.id, staged)
      : new Map<string, { id: string; filename: string }[]>();
  const storedIds: string[] = [];
  const reusedIds = new Set<string>();
  const unusedKeys: string[] = [];
  const toStore: StagedFile[] = [];
  for (const file of staged) {
    const reused = sameBytes(byContent, file);
    if (reused !== undefined) {
      storedIds.push(reused);
      reusedIds.add(reused);
      unusedKeys.push(file.blobKey);
      continue;
    }
    storedIds.push(file.fileId);
    toStore.push(file);
    if (options.reuseSameBytes === true) {
      // A later file of this commit with the same bytes is this one.
      byContent.set(contentKey(file), [{ id: file.fileId, filename: file.filename }]);
    }
  }
  // One look for the usual case, names nobody has; only a collision reads its neighbours.
  const existingNames = await selectExistingNames(
    trx,
    folder.id,
    toStore.map((file) => file.filename),
  );
  const takenInRequest = new Set<string>();
  const replacedIds: string[] = [];
  const rows: NewFileRow[] = [];
  for (const file of toStore) {
    let filename = file.filename;
    const lower = filename.toLowerCase();
    const isTaken = existingNames.has(lower) || takenInRequest.has(lower);
    const found =
      target.replace && existingNames.has(lower) && !takenInRequest.has(lower)
        ? await findFileInFolder(trx, owner.userId, folder.id, filename)
        : undefined;
    // A file that stands for a staged one of the same bytes is kept, never replaced.
    const existing = found && !reusedIds.has(found.id) ? found : undefined;
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
  return { ids: rows.map((row) => row.id), storedIds, replacedKeys, unusedKeys };
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
  const landed = await land(deps, owner, target, staged, options);
  return findFilesByIds(deps.db, owner.userId, landed.ids);
}

/**
 * commitUpload answering, per staged file in order, the row that holds its bytes and whether it
 * is new: with `reuseSameBytes`, a file already in the folder stands for a staged file of the
 * same bytes.
 */
export async function commitUploadReusing(
  deps: StorageDeps,
  owner: Owner,
  target: UploadTarget,
  staged: readonly StagedFile[],
  options: CommitOptions = {},
): Promise<CommittedFile[]> {
  const landed = await land(deps, owner, target, staged, options);
  const created = new Set(landed.ids);
  const rows = await findFilesByIds(deps.db, owner.userId, [...new Set(landed.storedIds)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return landed.storedIds.map((id) => {
    const row = byId.get(id);
    if (!row) {
      // Deleted by the user between the commit and this read.
      throw new AppError('RESOURCE_NOT_FOUND', { message: `file ${id} is gone` });
    }
    return { row, isNew: created.has(id) };
  });
}

async function land(
  deps: StorageDeps,
  owner: Owner,
  target: UploadTarget,
  staged: readonly StagedFile[],
  options: CommitOptions,
): Promise<Landed> {
  let landed: Landed | undefined;
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
  await deleteBlobsAfterCommit(deps, [...landed.replacedKeys, ...landed.unusedKeys]);
  return landed;
}
