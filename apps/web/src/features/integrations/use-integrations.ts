import type { Integration } from '@folio/sdk';
import { useCallback } from 'react';

import { useNotices } from '../../components/notices/notices-context';
import { useSdk } from '../../lib/sdk';
import { useLoader } from '../../lib/use-loader';

/** The SDK's integrations resource, and the providers with the user's connections. */
export function useIntegrations() {
  const sdk = useSdk();
  const { notifyError } = useNotices();
  const api = sdk.folio.integrations;
  const list = useCallback(() => api.list(), [api]);
  const loaded = useLoader<Integration[] | null>(list, null, (error) =>
    notifyError(error, 'integrations.failures.load'),
  );
  return { api, integrations: loaded.data, reload: loaded.reload };
}
