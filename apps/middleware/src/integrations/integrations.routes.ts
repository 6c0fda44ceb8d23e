import { AppError, languageFromAcceptLanguage } from '@folio/core';
import { requireAuth } from '@folio/server';
import type { FastifyRequest } from 'fastify';

import type { MiddlewareHandlers } from '../middleware-handlers';
import { stateCookie } from '../state-cookie';
import type { IntegrationsFeature } from './integrations.feature';

/** The `integrations` operations of `openapi/middleware.yaml`. */
type IntegrationsHandlers = Pick<
  MiddlewareHandlers,
  | 'listIntegrations'
  | 'startIntegrationConnect'
  | 'finishIntegrationConnect'
  | 'disconnectIntegration'
  | 'listCloudItems'
  | 'startCloudImport'
  | 'getCloudImport'
  | 'uploadToCloud'
>;

/**
 * The integrations (issue 14). Each acts for the token's subject and takes no user context; the
 * provider's redirect back carries no token: it is bound to its user by the state, and to the
 * browser that started it by the state's cookie (one per provider, so two consents may run at once).
 */
export function integrationsRoutes(integrations: IntegrationsFeature): IntegrationsHandlers {
  const { oauth, imports, uploads } = integrations;
  const userIdOf = async (request: FastifyRequest) =>
    (await integrations.owners.ofSubject(requireAuth(request).username)).userId;
  const cookieOf = (provider: string) =>
    stateCookie({
      name: 'folio_integration_state',
      path: `/api/integrations/${provider}`,
      publicUrl: integrations.publicUrl,
    });
  const profileUrl = (params: Record<string, string>) =>
    `${integrations.publicUrl}/profile?${new URLSearchParams(params).toString()}`;

  return {
    listIntegrations: async (request) => ({
      integrations: await oauth.list(await userIdOf(request)),
    }),

    startIntegrationConnect: async (request, reply) => {
      const { provider } = request.params;
      const { url, state } = await oauth.start(await userIdOf(request), provider);
      reply.header('set-cookie', cookieOf(provider).set(state));
      return { authorizationUrl: url };
    },

    finishIntegrationConnect: async (request, reply) => {
      const { provider } = request.params;
      const cookie = cookieOf(provider);
      reply.header('set-cookie', cookie.clear());
      try {
        await oauth.finish(provider, request.query, cookie.read(request));
        return await reply.redirect(profileUrl({ integration: provider, connected: '1' }), 302);
      } catch (error) {
        const code = error instanceof AppError ? error.code : 'CLOUD_SERVICE_ERROR';
        request.log.warn({ provider, code }, 'integration connect failed');
        return await reply.redirect(
          profileUrl({ integration: provider, integrationError: code }),
          302,
        );
      }
    },

    disconnectIntegration: async (request) => ({
      disconnected: await oauth.disconnect(await userIdOf(request), request.params.provider),
    }),

    listCloudItems: async (request) => {
      const userId = await userIdOf(request);
      const { provider } = request.params;
      return oauth.withAccessToken(userId, provider, (token) =>
        integrations.providers[provider].drive.list(token, request.query),
      );
    },

    startCloudImport: async (request, reply) => {
      const started = await imports.start(
        await userIdOf(request),
        request.params.provider,
        request.body,
      );
      return reply.code(202).send(started);
    },

    getCloudImport: async (request) =>
      imports.read(await userIdOf(request), request.params.import_id),

    uploadToCloud: async (request, reply) => {
      const created = await uploads.upload(
        await userIdOf(request),
        request.params.provider,
        request.body,
        languageFromAcceptLanguage(request.headers['accept-language']),
      );
      return reply.code(201).send(created);
    },
  };
}
