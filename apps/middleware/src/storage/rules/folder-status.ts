import type { MiddlewareComponents } from '@folio/sdk';

import type { IndexStatus } from '../../db/schema';

/** SPEC §4 folder status labels, as the contract names them. */
export type FolderStatus = MiddlewareComponents['schemas']['FolderStatus'];

/** How many files of a folder are in each indexing state. */
export type IndexCounts = Record<IndexStatus, number>;

/** No file in any state: an empty folder. */
export const NO_FILES: IndexCounts = { pending: 0, indexing: 0, indexed: 0, failed: 0, skipped: 0 };

/**
 * A folder's status label (SPEC §4: active, inactive, processing, completed, error, pending,
 * syncing), derived from the text indexing of its files, first rule that applies:
 * - `inactive`: the folder holds no file;
 * - `processing`: a file is being indexed now;
 * - `pending`: a file waits for indexing (queued, not started);
 * - `error`: indexing failed for a file (the file is kept, only not searchable);
 * - `completed`: every file is indexed or has no text to index, and at least one was indexed;
 * - `active`: otherwise (files without text only: images, audio, archives).
 * `syncing` is left to imports from the cloud drive and the sharing service.
 */
export function folderStatus(counts: IndexCounts): FolderStatus {
  const total = counts.pending + counts.indexing + counts.indexed + counts.failed + counts.skipped;
  if (total === 0) {
    return 'inactive';
  }
  if (counts.indexing > 0) {
    return 'processing';
  }
  if (counts.pending > 0) {
    return 'pending';
  }
  if (counts.failed > 0) {
    return 'error';
  }
  return counts.indexed > 0 ? 'completed' : 'active';
}
