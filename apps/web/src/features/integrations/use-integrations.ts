import { useMemo } from 'react';

import { useNotices } from '../../components/notices/notices-context';
import { useSdk } from '../../lib/sdk';
import { useLoader } from '../../lib/use-loader';

import { createIntegrationsApi, type Integration } from './integrations-api';

/** The integrations calls, and the providers with the user's connections. */
export function useIntegrations() {
  const sdk = useSdk();
  const { notifyError } = useNotices();
  const api = useMemo(() => createIntegrationsApi(sdk), [sdk]);
  const loaded = useLoader<Integration[] | null>(api.list, null, (error) =>
    notifyError(error, 'integrations.failures.load'),
  );
  return { api, integrations: loaded.data, reload: loaded.reload };
}
