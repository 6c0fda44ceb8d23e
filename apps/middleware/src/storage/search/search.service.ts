import { AppError } from '@folio/core';
import type { MiddlewareComponents } from '@folio/sdk';
import type { Kysely } from 'kysely';

import type { Tables } from '../../db/schema';
import { findFilesByIds } from '../files.queries';
import { findFolderByName } from '../folders.queries';
import { isAllFilesView } from '../rules/folder-name';
import { toStoredFile } from '../stored-file';
import { searchContents } from './search-contents.queries';
import { toSnippetHtml } from './snippet-html';

type SearchHit = MiddlewareComponents['schemas']['SearchHit'];

/** SPEC §9: the topic that searches every folder of the user. */
export const GLOBAL_SEARCH_TOPIC = 'BUSQUEDA_GLOBAL';
/** Hits answered when the caller names no limit, and the most it may ask for (the contract). */
export const DEFAULT_SEARCH_LIMIT = 20;
export const MAX_SEARCH_LIMIT = 100;
// A query longer than this is not a search; it also bounds the parsing work.
const MAX_QUERY_CHARS = 1_000;

export type ContentSearch = {
  userId: string;
  query: string;
  /** `BUSQUEDA_GLOBAL` (or the `all` view) for every folder, else a folder name. */
  folder: string;
  limit: number;
};

/**
 * Searches the content of the user's indexed files (issue 5): every folder, or one by name
 * (RESOURCE_NOT_FOUND when the user has none of that name, also when another user has). The
 * caller's own files only, best first, one hit per file and page with a highlighted snippet.
 */
export async function searchFileContents(
  db: Kysely<Tables>,
  search: ContentSearch,
): Promise<SearchHit[]> {
  const query = search.query.trim();
  if (query.length > MAX_QUERY_CHARS) {
    throw new AppError('BAD_REQUEST', {
      message: `search query of ${query.length} characters`,
      detail: { field: 'prompt', maxLength: MAX_QUERY_CHARS },
    });
  }
  const { userId } = search;
  let folderId: string | undefined;
  if (search.folder !== GLOBAL_SEARCH_TOPIC && !isAllFilesView(search.folder)) {
    const folder = await findFolderByName(db, userId, search.folder);
    if (!folder) {
      throw new AppError('RESOURCE_NOT_FOUND', {
        message: 'no folder of that name',
        detail: { topico: search.folder },
      });
    }
    folderId = folder.id;
  }
  const hits = await searchContents(db, { userId, text: query, folderId, limit: search.limit });
  const rows = await findFilesByIds(db, userId, [...new Set(hits.map((hit) => hit.fileId))]);
  const files = new Map(rows.map((row) => [row.id, row]));
  return hits.flatMap((hit) => {
    const file = files.get(hit.fileId);
    // A file deleted between the two reads is simply not a hit.
    return file
      ? [
          {
            file: toStoredFile(file),
            page: hit.page,
            snippet: toSnippetHtml(hit.snippet),
            rank: hit.rank,
          },
        ]
      : [];
  });
}
