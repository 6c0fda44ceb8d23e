import { expectData, type MiddlewareComponents } from '@folio/sdk';

import type { AppSdk } from '../../lib/sdk';

type Schemas = MiddlewareComponents['schemas'];
/** A webhook as its owner sees it: never its secret. */
export type Webhook = Schemas['Webhook'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type NewWebhook = Schemas['CreateWebhookRequest'];

/** The webhook calls (tag `webhooks`, issue 21). */
export function createWebhooksApi(sdk: AppSdk) {
  const api = () => sdk.clients.middleware;
  const path = (webhookId: string) => ({ params: { path: { webhookId } } });
  return {
    list: async () => (await expectData(api().GET('/webhooks'))).webhooks,
    create: (webhook: NewWebhook) => expectData(api().POST('/webhooks', { body: webhook })),
    setEnabled: (webhookId: string, enabled: boolean) =>
      expectData(api().PATCH('/webhooks/{webhookId}', { ...path(webhookId), body: { enabled } })),
    // 204 No Content: a failure is thrown by the clients, success has no body.
    remove: async (webhookId: string) => {
      await api().DELETE('/webhooks/{webhookId}', path(webhookId));
    },
    deliveries: async (webhookId: string) =>
      (await expectData(api().GET('/webhooks/{webhookId}/deliveries', path(webhookId)))).deliveries,
    replay: (webhookId: string, deliveryId: string) =>
      expectData(
        api().POST('/webhooks/{webhookId}/deliveries/{deliveryId}/replay', {
          params: { path: { webhookId, deliveryId } },
        }),
      ),
    sendTest: (webhookId: string) =>
      expectData(api().POST('/webhooks/{webhookId}/test', path(webhookId))),
  };
}

/** The calls, as the hook hands them out. */
export type WebhooksApi = ReturnType<typeof createWebhooksApi>;
