import { useCallback } from 'react';

import { useLoader } from '../../../lib/use-loader';
import { useExtractorApi } from '../use-extractor-api';

/** How many documents of a configuration the verify screen moves between. */
const NEIGHBOURS_LIMIT = 500;

const NONE: string[] = [];

/**
 * The documents before and after this one among its configuration's results (newest first, as
 * the results list them), for next and previous. A failed load only leaves them out.
 */
export function useNeighbours(configName: string | null, documentId: string) {
  const api = useExtractorApi();
  const load = useCallback(
    async () =>
      configName === null
        ? NONE
        : (await api.listResults({ configName, limit: NEIGHBOURS_LIMIT })).items.map(
            (document) => document.document_id,
          ),
    [api, configName],
  );
  const ids = useLoader(load, NONE, () => undefined).data;
  const index = ids.indexOf(documentId);
  return {
    previous: index > 0 ? (ids[index - 1] ?? null) : null,
    next: index >= 0 ? (ids[index + 1] ?? null) : null,
    position: index >= 0 ? { index: index + 1, total: ids.length } : null,
  };
}
