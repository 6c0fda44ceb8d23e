import type { ReactNode } from 'react';

import { LoadingScreen } from '../../../components/loading-screen';
import { PublicConfigContext } from '../../../lib/public-config';
import { MaintenancePage } from '../maintenance-page';
import { usePublicConfigLoader } from '../use-public-config-loader';
import { useHealth } from '../use-health';

/**
 * Shows the app only while the server is healthy and its public config is loaded; the loading
 * screen until the first answer, the maintenance screen instead of the whole app when the health
 * check fails (SPEC §2, §4).
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const health = useHealth();
  if (health === 'checking') {
    return <LoadingScreen />;
  }
  if (health === 'down') {
    return <MaintenancePage />;
  }
  return <PublicConfigGate>{children}</PublicConfigGate>;
}

function PublicConfigGate({ children }: { children: ReactNode }) {
  const state = usePublicConfigLoader();
  switch (state.status) {
    case 'loading':
      return <LoadingScreen />;
    case 'failed':
      return <MaintenancePage />;
    case 'ready':
      return <PublicConfigContext value={state.config}>{children}</PublicConfigContext>;
  }
}
