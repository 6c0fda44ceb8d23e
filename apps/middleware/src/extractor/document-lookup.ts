import type { Kysely } from 'kysely';

import type { Tables } from '../db/schema';
import { documentNotFound } from './document-view';
import { findDocument, type DocumentRow } from './documents.queries';

/**
 * A user's extracted document by id, with its configuration's name, for the document database,
 * which copies documents from the results (SPEC §7 docdb). RESOURCE_NOT_FOUND when the user has
 * no such document, another user's included.
 */
export async function findExtractedDocument(
  db: Kysely<Tables>,
  userId: string,
  id: string,
): Promise<DocumentRow> {
  const document = await findDocument(db, userId, id);
  if (document === undefined) {
    throw documentNotFound(id);
  }
  return document;
}
