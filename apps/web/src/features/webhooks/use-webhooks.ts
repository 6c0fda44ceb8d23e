import { useMemo } from 'react';

import { useNotices } from '../../components/notices/notices-context';
import { useSdk } from '../../lib/sdk';
import { useLoader } from '../../lib/use-loader';

import { createWebhooksApi, type Webhook } from './webhooks-api';

/** The account's webhooks and the calls that change them. */
export function useWebhooks() {
  const sdk = useSdk();
  const { notifyError } = useNotices();
  const api = useMemo(() => createWebhooksApi(sdk), [sdk]);
  const loaded = useLoader<Webhook[] | null>(api.list, null, (error) =>
    notifyError(error, 'webhooks.failures.load'),
  );
  return { api, webhooks: loaded.data, reload: loaded.reload };
}
