import type { Kysely } from 'kysely';

import type { BlobStore } from '../blobs/blob-store';
import type { Limits } from '../config';
import type { Logger } from '../db/logger';
import type { Tables } from '../db/schema';
import type { Owners } from './owners';
import type { StatisticsKeeper } from '../db/table-statistics';

/** What the storage services use: the database, the blobs, the upload limits and a log. */
export type StorageDeps = {
  db: Kysely<Tables>;
  blobs: BlobStore;
  limits: Pick<Limits, 'uploadMaxFileBytes' | 'uploadAllowedTypes'>;
  log: Logger;
  owners: Owners;
  /** Keeps the planner's statistics of `files` current (PGlite has no autovacuum). */
  statistics: StatisticsKeeper;
};

/** The blob key of a stored file (migration 0004: by id, never by name). */
export function fileBlobKey(userId: string, fileId: string): string {
  return `files/${userId}/${fileId}`;
}
