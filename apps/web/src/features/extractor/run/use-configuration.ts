import type { Configuration } from '@folio/core';
import { useCallback } from 'react';

import { useNotices } from '../../../components/notices/notices-context';
import { useLoader } from '../../../lib/use-loader';
import { useExtractorApi } from '../use-extractor-api';

/** One configuration by name (SPEC §7 get one configuration); null until it has loaded. */
export function useConfiguration(configName: string) {
  const api = useExtractorApi();
  const { notifyError } = useNotices();
  const load = useCallback(
    async (): Promise<Configuration | null> => api.getConfiguration(configName),
    [api, configName],
  );
  return useLoader(load, null, (error) => notifyError(error, 'errors.configQuery'));
}
