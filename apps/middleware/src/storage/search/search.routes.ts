import { AppError } from '@folio/core';
import { requireAuth } from '@folio/server';

import type { MiddlewareHandlers } from '../../middleware-handlers';
import { readJsonDataForm } from '../../json-data-form';
import type { StorageFeature } from '../storage.feature';
import {
  DEFAULT_SEARCH_LIMIT,
  GLOBAL_SEARCH_TOPIC,
  MAX_SEARCH_LIMIT,
  searchFileContents,
} from './search.service';

/**
 * searchFileContents (SPEC §7 "Search content in files"): form `json_data` with the user context,
 * `prompt` (required: MISSING_PARAMETERS), `topico` (`BUSQUEDA_GLOBAL` or a folder; the global
 * search when absent), `timestamp` (ignored) and `limit` (default 20, at most 100).
 */
export function searchFileContentsHandler(
  storage: StorageFeature,
): MiddlewareHandlers['searchFileContents'] {
  return async (request) => {
    const auth = requireAuth(request);
    const jsonData = await readJsonDataForm(request, 'searchFileContents');
    const { prompt, topico } = jsonData;
    if (typeof prompt !== 'string' || prompt.trim() === '') {
      throw new AppError('MISSING_PARAMETERS', {
        message: 'content search without a prompt',
        detail: { fields: ['prompt'] },
      });
    }
    const folder =
      typeof topico === 'string' && topico.trim() !== '' ? topico : GLOBAL_SEARCH_TOPIC;
    const owner = await storage.owners.ofSubject(auth.username);
    const results = await searchFileContents(storage.deps.db, {
      userId: owner.userId,
      query: prompt,
      folder,
      // The contract reads a `limit` over 100 as 100.
      limit: Math.min(jsonData.limit ?? DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT),
    });
    return { success: true, data: { query: prompt, topico: folder, results } };
  };
}
