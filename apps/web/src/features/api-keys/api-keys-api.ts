import type { ApiKeyScope } from '@folio/core';
import { expectData, type MiddlewareComponents } from '@folio/sdk';

import type { AppSdk } from '../../lib/sdk';

/** An API key as its owner sees it: never the key itself. */
export type ApiKey = MiddlewareComponents['schemas']['ApiKey'];

/** What the create dialog sends. */
export type NewApiKey = { name: string; scopes: ApiKeyScope[]; expiresAt: Date | null };

/** The API key calls (tag `api-keys`, issue 21); a session's own, never a key's. */
export function createApiKeysApi(sdk: AppSdk) {
  const api = () => sdk.clients.middleware;
  return {
    list: async () => (await expectData(api().GET('/api-keys'))).keys,
    create: (key: NewApiKey) =>
      expectData(
        api().POST('/api-keys', {
          body: {
            name: key.name,
            scopes: key.scopes,
            expiresAt: key.expiresAt?.toISOString() ?? null,
          },
        }),
      ),
    revoke: (id: string) =>
      expectData(api().DELETE('/api-keys/{id}', { params: { path: { id } } })),
  };
}

/** The calls, as the hook hands them out. */
export type ApiKeysApi = ReturnType<typeof createApiKeysApi>;
