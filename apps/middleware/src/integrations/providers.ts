import type { IntegrationsConfig } from './integrations-config';
import type { CloudProvider, ProviderId } from './cloud-provider';
import { googleDriveProvider } from './google/google-drive';
import type { ProviderHttpSettings } from './provider-http';
import { sharePointProvider } from './sharepoint/sharepoint';

/** Every provider of the contract, configured or not (the screens list both). */
export function createProviders(
  config: IntegrationsConfig,
  http: ProviderHttpSettings,
): Record<ProviderId, CloudProvider> {
  return {
    'google-drive': googleDriveProvider(config.google, config, http),
    sharepoint: sharePointProvider(config.microsoft, config, http),
  };
}
