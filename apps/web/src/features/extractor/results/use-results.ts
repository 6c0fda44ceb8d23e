import type { ExtractionState } from '@folio/core';
import { useCallback, useState } from 'react';

import { useNotices } from '../../../components/notices/notices-context';
import type { ResultsPage } from '../extractor-api';
import { useLoader } from '../../../lib/use-loader';
import { useExtractorApi } from '../use-extractor-api';

/** The page sizes the results offer (SPEC §2 "items per page"). */
export const PAGE_SIZES = [10, 25, 50] as const;

const EMPTY: ResultsPage = { items: [], total: 0, nextCursor: null };

/**
 * A configuration's results, one page at a time (listResults, keyset pages: the cursors of the
 * pages seen are kept to go back), filtered by state, with a chosen page size. Changing the
 * filter or the size goes back to the first page.
 */
export function useResults(configName: string) {
  const api = useExtractorApi();
  const { notifyError } = useNotices();
  const [state, setStateFilter] = useState<ExtractionState | null>(null);
  const [limit, setLimitValue] = useState<number>(PAGE_SIZES[0]);
  // cursors[i] opens page i + 1; the first page needs none.
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);

  const load = useCallback(
    () =>
      api.listResults({
        configName,
        limit,
        ...(state ? { state } : {}),
        ...(cursor ? { cursor } : {}),
      }),
    [api, configName, limit, state, cursor],
  );
  const page = useLoader(load, EMPTY, (error) =>
    notifyError(error, 'extractor.results.loadFailed'),
  );
  const nextCursor = page.data.nextCursor;

  return {
    ...page,
    state,
    limit,
    pageNumber: cursors.length + 1,
    hasPrevious: cursors.length > 0,
    hasNext: nextCursor !== null,
    setState: (next: ExtractionState | null) => {
      setStateFilter(next);
      setCursors([]);
    },
    setLimit: (next: number) => {
      setLimitValue(next);
      setCursors([]);
    },
    next: () => {
      if (nextCursor) {
        setCursors([...cursors, nextCursor]);
      }
    },
    previous: () => {
      setCursors(cursors.slice(0, -1));
    },
  };
}
