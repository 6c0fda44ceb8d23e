import { requireAuth } from '@folio/server';

import type { MiddlewareHandlers } from '../middleware-handlers';
import type { WebhooksFeature } from './webhooks.feature';

/** The `webhooks` operations of `openapi/middleware.yaml`. */
type WebhooksHandlers = Pick<
  MiddlewareHandlers,
  | 'listWebhooks'
  | 'createWebhook'
  | 'updateWebhook'
  | 'deleteWebhook'
  | 'rotateWebhookSecret'
  | 'listWebhookDeliveries'
  | 'replayWebhookDelivery'
  | 'sendTestWebhook'
>;

/**
 * The webhooks of the token's subject (issue 21). No call takes a user: each acts on the caller's
 * own webhooks, and another account's id is RESOURCE_NOT_FOUND.
 */
export function webhooksRoutes(feature: WebhooksFeature): WebhooksHandlers {
  const { service } = feature;
  const userOf = async (request: Parameters<typeof requireAuth>[0]) =>
    (await feature.owners.ofSubject(requireAuth(request).username)).userId;
  return {
    listWebhooks: async (request) => ({ webhooks: await service.list(await userOf(request)) }),

    createWebhook: async (request, reply) =>
      reply.code(201).send(await service.create(await userOf(request), request.body)),

    updateWebhook: async (request) => ({
      webhook: await service.update(await userOf(request), request.params.webhookId, request.body),
    }),

    deleteWebhook: async (request, reply) => {
      await service.remove(await userOf(request), request.params.webhookId);
      return reply.code(204).send();
    },

    rotateWebhookSecret: async (request) =>
      service.rotateSecret(await userOf(request), request.params.webhookId),

    listWebhookDeliveries: async (request) => ({
      deliveries: await service.deliveries(await userOf(request), request.params.webhookId),
    }),

    replayWebhookDelivery: async (request, reply) => {
      const { webhookId, deliveryId } = request.params;
      const delivery = await service.replay(await userOf(request), webhookId, deliveryId);
      return reply.code(202).send({ delivery });
    },

    sendTestWebhook: async (request, reply) => {
      const delivery = await service.sendTest(await userOf(request), request.params.webhookId);
      return reply.code(202).send({ delivery });
    },
  };
}
