import type { Webhook } from '@folio/sdk';

import { useCallback } from 'react';

import { useNotices } from '../../components/notices/notices-context';
import { useSdk } from '../../lib/sdk';
import { useLoader } from '../../lib/use-loader';

/** The account's webhooks and the SDK's `webhooks` resource, which changes them. */
export function useWebhooks() {
  const api = useSdk().folio.webhooks;
  const { notifyError } = useNotices();
  const list = useCallback(() => api.list(), [api]);
  const loaded = useLoader<Webhook[] | null>(list, null, (error) =>
    notifyError(error, 'webhooks.failures.load'),
  );
  return { api, webhooks: loaded.data, reload: loaded.reload };
}
