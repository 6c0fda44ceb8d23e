import type { IntegrationProvider } from '@folio/sdk';

import type { MessageKey } from '../i18n/resources';

/**
 * Each cloud service's name (issue 14). Keyed by the contract's enum, so a provider added to the
 * contract fails typecheck here until it has a name in both languages.
 */
export const INTEGRATION_PROVIDER_NAMES: Readonly<Record<IntegrationProvider, MessageKey>> = {
  'google-drive': 'integrations.providers.googleDrive',
  sharepoint: 'integrations.providers.sharepoint',
};

/** True for a provider of the contract (a face's input: a query parameter, an argument). */
export function isIntegrationProvider(
  value: string | null | undefined,
): value is IntegrationProvider {
  return typeof value === 'string' && Object.hasOwn(INTEGRATION_PROVIDER_NAMES, value);
}
