import type { Kysely } from 'kysely';

import type { BlobStore } from '../blobs/blob-store';
import type { Limits } from '../config';
import type { Logger } from '../db/logger';
import type { Tables } from '../db/schema';
import { createFileService } from './files.service';
import { createFolderService } from './folders.service';
import { createOwners } from './owners';
import type { StorageDeps } from './storage-deps';
import { createStatisticsKeeper } from './table-statistics';
import { createTransferService } from './transfers.service';

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
  const statistics = createStatisticsKeeper(options.db, options.log);
  const deps: StorageDeps = { ...options, owners, statistics };
  const folders = createFolderService(deps);
  const files = createFileService(deps, folders);
  const transfers = createTransferService(deps, folders, files);
  return { deps, owners, folders, files, transfers };
}
