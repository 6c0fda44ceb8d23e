import { AppError } from '@folio/core';

import type { IntegrationsConfig, OAuthProviderConfig } from '../../config';
import type { CloudDrive, CloudProvider } from '../cloud-provider';
import type { ProviderHttpSettings } from '../provider-http';

// TODO(#14): Microsoft Graph (sites, drives, items, search, content, upload sessions).
function notYet(): never {
  throw new AppError('INTEGRATION_NOT_CONFIGURED', {
    message: 'SharePoint is not built yet',
    detail: { provider: 'sharepoint' },
  });
}

/** SharePoint through Microsoft Graph (DECISIONS.md "Integrations": the sharing service). */
export function sharePointProvider(
  oauth: OAuthProviderConfig,
  _config: Pick<IntegrationsConfig, 'uploadChunkBytes'>,
  _http: ProviderHttpSettings,
): CloudProvider {
  const drive: CloudDrive = {
    list: () => Promise.resolve(notYet()),
    prepareDownload: () => Promise.resolve(notYet()),
    upload: () => Promise.resolve(notYet()),
    accountEmail: () => Promise.resolve(null),
  };
  return {
    id: 'sharepoint',
    oauth,
    scopes: ['offline_access', 'openid', 'email', 'Files.ReadWrite.All', 'Sites.Read.All'],
    authorizationParams: {},
    // SPEC §9: imports from the sharing service go to a folder named after it.
    defaultFolder: 'sharepoint',
    drive,
  };
}
