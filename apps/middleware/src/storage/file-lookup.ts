import type { Kysely } from 'kysely';

import type { Tables } from '../db/schema';
import { findFileById, type FileRow } from './files.queries';

/**
 * A user's stored file by id, with its folder, for the features that keep file ids (the
 * extractor's documents, the document database's copies); undefined once the file is gone from
 * Files. Storage's own calls answer RESOURCE_NOT_FOUND through `files.findFileById` instead.
 */
export function findUserFile(
  db: Kysely<Tables>,
  userId: string,
  fileId: string,
): Promise<FileRow | undefined> {
  return findFileById(db, userId, fileId);
}
