import { expectData, type MiddlewareComponents } from '@folio/sdk';

import type { AppSdk } from '../../lib/sdk';

type Schemas = MiddlewareComponents['schemas'];

export type ProviderId = Schemas['IntegrationProvider'];
export type Integration = Schemas['Integration'];
export type CloudItem = Schemas['CloudItem'];
export type CloudImport = Schemas['CloudImport'];
export type CloudUploadSource = Schemas['CloudUploadSource'];

/** The message key of a provider's name. */
export const PROVIDER_NAME_KEYS = {
  'google-drive': 'integrations.providers.googleDrive',
  sharepoint: 'integrations.providers.sharepoint',
} as const satisfies Record<ProviderId, string>;

/** The integrations calls (tag `integrations`, issue 14). */
export function createIntegrationsApi(sdk: AppSdk) {
  const api = () => sdk.clients.middleware;
  const on = (provider: ProviderId) => ({ path: { provider } });
  return {
    list: async () => (await expectData(api().GET('/integrations'))).integrations,
    connect: async (provider: ProviderId) =>
      (await expectData(api().POST('/integrations/{provider}/connect', { params: on(provider) })))
        .authorizationUrl,
    disconnect: (provider: ProviderId) =>
      expectData(api().DELETE('/integrations/{provider}', { params: on(provider) })),
    listItems: (
      provider: ProviderId,
      query: { folderId?: string; query?: string; pageToken?: string },
    ) =>
      expectData(
        api().GET('/integrations/{provider}/items', { params: { ...on(provider), query } }),
      ),
    startImport: (provider: ProviderId, itemIds: string[], folder?: string) =>
      expectData(
        api().POST('/integrations/{provider}/imports', {
          params: on(provider),
          body: { itemIds, ...(folder ? { folder } : {}) },
        }),
      ),
    getImport: (importId: string) =>
      expectData(
        api().GET('/integration-imports/{import_id}', {
          params: { path: { import_id: importId } },
        }),
      ),
    upload: (provider: ProviderId, source: CloudUploadSource, folderId?: string) =>
      expectData(
        api().POST('/integrations/{provider}/uploads', {
          params: on(provider),
          body: { source, ...(folderId ? { folderId } : {}) },
        }),
      ),
  };
}

export type IntegrationsApi = ReturnType<typeof createIntegrationsApi>;
