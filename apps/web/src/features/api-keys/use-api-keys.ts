import { useMemo } from 'react';

import { useNotices } from '../../components/notices/notices-context';
import { useSdk } from '../../lib/sdk';
import { useLoader } from '../../lib/use-loader';

import { createApiKeysApi, type ApiKey } from './api-keys-api';

/** The account's API keys and the calls that change them. */
export function useApiKeys() {
  const sdk = useSdk();
  const { notifyError } = useNotices();
  const api = useMemo(() => createApiKeysApi(sdk), [sdk]);
  const loaded = useLoader<ApiKey[] | null>(api.list, null, (error) =>
    notifyError(error, 'apiKeys.failures.load'),
  );
  return { api, keys: loaded.data, reload: loaded.reload };
}
