import { useCallback, useRef, useState } from 'react';

import type { SearchHit } from './storage-types';
import { useNotices } from '../../components/notices/notices-context';
import { useStorageApi } from './use-storage-api';

/** Where a content search stands: not run yet, under way, or answered with its hits. */
export type ContentSearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; query: string; hits: SearchHit[] };

/**
 * The advanced search (SPEC §2, §7): the words are looked for inside the documents, in every
 * folder (`BUSQUEDA_GLOBAL`) or one. Only the last search's answer is kept.
 */
export function useContentSearch() {
  const api = useStorageApi();
  const { notifyError } = useNotices();
  const [state, setState] = useState<ContentSearchState>({ status: 'idle' });
  const latest = useRef(0);

  const search = useCallback(
    async (query: string, topico?: string) => {
      const trimmed = query.trim();
      if (trimmed === '') {
        return;
      }
      latest.current += 1;
      const attempt = latest.current;
      setState({ status: 'searching' });
      try {
        const hits = await api.searchContents(trimmed, topico);
        if (attempt === latest.current) {
          setState({ status: 'done', query: trimmed, hits });
        }
      } catch (error) {
        if (attempt === latest.current) {
          setState({ status: 'idle' });
          notifyError(error, 'files.failures.search');
        }
      }
    },
    [api, notifyError],
  );

  const reset = useCallback(() => {
    latest.current += 1;
    setState({ status: 'idle' });
  }, []);

  return { state, search, reset };
}
