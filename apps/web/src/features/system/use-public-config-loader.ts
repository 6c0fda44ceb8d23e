import { HEALTH_CHECK_INTERVAL_MS } from '@folio/core';
import { useEffect, useState } from 'react';

import type { PublicConfig } from '../../lib/public-config';
import { useSdk } from '../../lib/sdk';

export type PublicConfigState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; config: PublicConfig };

/**
 * Loads `GET /api/config` once and points the SDK's service client at the address it names.
 * A failure is retried at the health-check pace (SPEC §9: 30 s), as the server counts as down
 * meanwhile.
 */
export function usePublicConfigLoader(): PublicConfigState {
  const sdk = useSdk();
  const [state, setState] = useState<PublicConfigState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    sdk.folio.system.config().then(
      (config) => {
        if (isCurrent) {
          sdk.setServiceUrl(config.serviceUrl);
          setState({ status: 'ready', config });
        }
      },
      () => {
        if (isCurrent) {
          setState({ status: 'failed' });
          retry = setTimeout(() => setAttempt((count) => count + 1), HEALTH_CHECK_INTERVAL_MS);
        }
      },
    );
    return () => {
      isCurrent = false;
      clearTimeout(retry);
    };
  }, [sdk, attempt]);

  return state;
}
