import { languageFromAcceptLanguage, translate } from '@folio/core';
import { requireAuth } from '@folio/server';

import type { MiddlewareHandlers } from '../middleware-handlers';
import type { ApiKeysFeature } from './api-keys.feature';
import type { ApiKeyView } from './api-keys.service';

/** The `api-keys` operations of `openapi/middleware.yaml`. */
type ApiKeyHandlers = Pick<MiddlewareHandlers, 'listApiKeys' | 'createApiKey' | 'revokeApiKey'>;

/**
 * The API key operations (tag `api-keys`, issue 21). The contract lists no scope for them, so the
 * security handler lets only sessions through: a key can never list, create or revoke keys.
 */
export function apiKeysRoutes(apiKeys: ApiKeysFeature): ApiKeyHandlers {
  const { service } = apiKeys;
  return {
    listApiKeys: async (request) => ({
      keys: (await service.list(requireAuth(request).username)).map(toApiKeyResponse),
    }),

    createApiKey: async (request, reply) => {
      const { body } = request;
      const created = await service.create(requireAuth(request).username, {
        name: body.name,
        scopes: body.scopes,
        expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      });
      return reply.code(201).send({ key: created.key, apiKey: toApiKeyResponse(created.apiKey) });
    },

    revokeApiKey: async (request) => {
      await service.revoke(requireAuth(request).username, request.params.id);
      const language = languageFromAcceptLanguage(request.headers['accept-language']);
      return { message: translate(language, 'apiKeys.answers.revoked') };
    },
  };
}

function toApiKeyResponse(key: ApiKeyView) {
  return {
    id: key.id,
    name: key.name,
    hint: key.hint,
    scopes: key.scopes,
    createdAt: key.createdAt.toISOString(),
    expiresAt: key.expiresAt?.toISOString() ?? null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
  };
}
