import type { ExtractedDocument } from '@folio/core';
import { useCallback } from 'react';

import { useNotices } from '../../../components/notices/notices-context';
import { useLoader } from '../../../lib/use-loader';
import { useExtractorApi } from '../use-extractor-api';

/** The most results one run shows live (the contract's largest page). */
const RUN_PAGE_SIZE = 500;

const NONE: ExtractedDocument[] = [];

/**
 * The extracted documents of a run, read again each time another document is finished
 * (`finishedCount`), so the results table fills in as the run works.
 */
export function useRunDocuments(configName: string, runId: string, finishedCount: number) {
  const api = useExtractorApi();
  const { notifyError } = useNotices();
  const load = useCallback(
    async () =>
      finishedCount === 0
        ? NONE
        : (await api.listResults({ configName, runId, limit: RUN_PAGE_SIZE })).items,
    [api, configName, runId, finishedCount],
  );
  return useLoader(load, NONE, (error) => notifyError(error, 'extractor.results.loadFailed'));
}
