import { expectData } from '../clients';
import type { components } from '../generated/middleware';

import { runCall, type CallOptions, type ClientContext } from './call';

type Schemas = components['schemas'];

/** An API key as its owner sees it: never the key itself (api-keys.yaml `ApiKey`). */
export type ApiKey = Schemas['ApiKey'];
/** What a key may do: `files:read`, `files:write`, `extract`, `chat`, `utils`, `webhooks`. */
export type ApiKeyScope = Schemas['ApiKeyScope'];
/** A new key: the key itself, answered this once, and its record. */
export type CreatedApiKey = Schemas['CreateApiKeyResponse'];
/** What creating a key takes: a name, its scopes and, optionally, when it stops working. */
export type ApiKeyInput = {
  name: string;
  scopes: ApiKeyScope[];
  /** When the key stops working (in the future); null or absent for never. */
  expiresAt?: Date | null;
};

/**
 * The account's API keys (issue 21): create, list, revoke. These are a session's own calls: a
 * client signed in with a key is refused them (FORBIDDEN), so a key can never make keys.
 */
export function createApiKeysResource(context: ClientContext) {
  // Read at each call: an app may replace its clients (the web, once it knows the service).
  const api = () => context.clients.middleware;
  return {
    /** The account's keys, with their hint, scopes, expiry and last use. */
    async list(options?: CallOptions): Promise<ApiKey[]> {
      const answer = await runCall(context, options, (signal) =>
        expectData(api().GET('/api-keys', { signal })),
      );
      return answer.keys;
    },
    /** Creates a key; the answer's `key` is shown this once (only its digest is kept). */
    async create(key: ApiKeyInput, options?: CallOptions): Promise<CreatedApiKey> {
      return runCall(context, options, (signal) =>
        expectData(
          api().POST('/api-keys', {
            body: {
              name: key.name,
              scopes: key.scopes,
              expiresAt: key.expiresAt?.toISOString() ?? null,
            },
            signal,
          }),
        ),
      );
    },
    /**
     * Revokes a key: the next call made with it is refused, on both hosts. Answers the server's
     * confirmation, in the client's language.
     */
    async revoke(keyId: string, options?: CallOptions): Promise<{ message: string }> {
      return runCall(context, options, (signal) =>
        expectData(api().DELETE('/api-keys/{id}', { params: { path: { id: keyId } }, signal })),
      );
    },
  };
}

/** The API keys resource of a client. */
export type ApiKeysResource = ReturnType<typeof createApiKeysResource>;
