import type { Kysely } from 'kysely';

import type { BlobStore } from '../blobs/blob-store';
import { createStatisticsKeeper } from '../db/table-statistics';
import type { Limits } from '../config';
import type { Logger } from '../db/logger';
import type { Tables } from '../db/schema';
import { createFileService } from './files.service';
import { createFolderService } from './folders.service';
import { createOwners } from './owners';
import type { StorageDeps } from './storage-deps';
import { createTransferService } from './transfers.service';

/*
 * Storage's front door: the one module other features import (docs/dev/features.md; lint keeps
 * the rest of this folder private). What is here is what the extractor, the document database
 * and the job handlers use of Files: stage and commit an upload, find a user's file, owners, blob
 * cleanup, and the file index.
 */
export {
  BLOB_DELETE_JOB_KIND,
  createBlobDeleteJob,
  deleteBlobsAfterCommit,
  putBlobOrQueueItsDeletion,
} from './blob-cleanup';
export { STRAY_BLOB_SWEEP_JOB_KIND, createStrayBlobSweepJob } from './stray-blobs';
export { deleteFileRows, type FileRow } from './files.queries';
export { findUserFile } from './file-lookup';
export { readerIndexDelayMs } from './index-jobs';
export {
  createIndexFileJob,
  indexReadPages,
  INDEX_FILE_JOB_KIND,
  type IndexFileJobDependencies,
} from './index/index-file.job';
export { readIndexedText, type IndexedText } from './index/file-text';
export { pageMatches, pageQuery } from './index/file-pages.queries';
export { indexErrorOf } from './index/index-error';
export { readStoredDocument, type StoredDocument } from './index/stored-document';
export type { Owner, Owners } from './owners';
export { createRequestOwner, type RequestOwner } from './request-owner';
export { uniqueEntryNames } from './rules/name-collision';
export { cleanUploadName, extensionOf } from './rules/upload-name';
export type { StorageDeps } from './storage-deps';
export {
  commitUpload,
  commitUploadReusing,
  targetFolderName,
  type CommittedFile,
  type UploadTarget,
} from './upload/commit-upload';
export { receiveStagedForm } from './upload/multipart-upload';
export { checkIncomingName, stageFile, tooLarge, type StagedFile } from './upload/stage-file';
export { zipStream } from './zip-stream';

/** File storage and folders (SPEC §7, issue 5) as the app holds it, for routes, tus and jobs. */
export type StorageFeature = ReturnType<typeof createStorageFeature>;

/** Builds the storage services over the app's database and blob store. */
export function createStorageFeature(options: {
  db: Kysely<Tables>;
  blobs: BlobStore;
  limits: Pick<Limits, 'uploadMaxFileBytes' | 'uploadAllowedTypes'>;
  log: Logger;
}) {
  const owners = createOwners(options.db);
  const statistics = createStatisticsKeeper(options.db, options.log, 'files');
  const deps: StorageDeps = { ...options, owners, statistics };
  const folders = createFolderService(deps);
  const files = createFileService(deps, folders);
  const transfers = createTransferService(deps, folders, files);
  return { deps, owners, folders, files, transfers };
}
