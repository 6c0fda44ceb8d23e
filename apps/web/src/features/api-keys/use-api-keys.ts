import type { ApiKey } from '@folio/sdk';

import { useCallback } from 'react';

import { useNotices } from '../../components/notices/notices-context';
import { useSdk } from '../../lib/sdk';
import { useLoader } from '../../lib/use-loader';

/** The account's API keys and the SDK's `keys` resource, which changes them. */
export function useApiKeys() {
  const api = useSdk().folio.keys;
  const { notifyError } = useNotices();
  const list = useCallback(() => api.list(), [api]);
  const loaded = useLoader<ApiKey[] | null>(list, null, (error) =>
    notifyError(error, 'apiKeys.failures.load'),
  );
  return { api, keys: loaded.data, reload: loaded.reload };
}
