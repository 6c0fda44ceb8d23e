import { expectData } from '../clients';
import type { components } from '../generated/middleware';

import { runCall, type CallOptions, type ClientContext } from './call';

type Schemas = components['schemas'];

/** A registered endpoint as its owner sees it; never its secret (webhooks.yaml `Webhook`). */
export type Webhook = Schemas['Webhook'];
/** What registering a webhook takes: its URL, the events it gets, a description. */
export type WebhookInput = Schemas['CreateWebhookRequest'];
/** The fields of a webhook to change; the others stay. */
export type WebhookChanges = Schemas['UpdateWebhookRequest'];
/** One event for one endpoint, with its attempts. */
export type WebhookDelivery = Schemas['WebhookDelivery'];
/** A new webhook and its signing secret, which is answered this once. */
export type CreatedWebhook = Schemas['CreateWebhookResponse'];
/** A new signing secret (shown once), and until when the old one signs too. */
export type RotatedWebhookSecret = Schemas['RotateWebhookSecretResponse'];

/**
 * The account's webhooks (issue 21): register, change, delete, read the delivery log, send a
 * delivery again or a test event, and rotate the signing secret. A key needs the `webhooks`
 * scope. Deliveries are checked by the receiver with `verifyWebhook`.
 */
export function createWebhooksResource(context: ClientContext) {
  // Read at each call: an app may replace its clients (the web, once it knows the service).
  const api = () => context.clients.middleware;
  const path = (webhookId: string) => ({ path: { webhookId } });
  return {
    /** The account's webhooks. */
    async list(options?: CallOptions): Promise<Webhook[]> {
      const answer = await runCall(context, options, (signal) =>
        expectData(api().GET('/webhooks', { signal })),
      );
      return answer.webhooks;
    },
    /**
     * Registers an endpoint. The answer's `secret` is shown this once: keep it for the
     * receiver. A URL on a private or local address is refused (BAD_REQUEST,
     * `detail.reason` `address-refused`).
     */
    async create(webhook: WebhookInput, options?: CallOptions): Promise<CreatedWebhook> {
      return runCall(context, options, (signal) =>
        expectData(api().POST('/webhooks', { body: webhook, signal })),
      );
    },
    /** Changes a webhook's URL, description, events or whether it is on. */
    async update(
      webhookId: string,
      changes: WebhookChanges,
      options?: CallOptions,
    ): Promise<Webhook> {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().PATCH('/webhooks/{webhookId}', { params: path(webhookId), body: changes, signal }),
        ),
      );
      return answer.webhook;
    },
    /** Deletes a webhook and its delivery log; its pending deliveries are not sent. */
    async delete(webhookId: string, options?: CallOptions): Promise<void> {
      // 204 No Content: a failure is thrown by the clients, success has no body.
      await runCall(context, options, (signal) =>
        api().DELETE('/webhooks/{webhookId}', { params: path(webhookId), signal }),
      );
    },
    /** The newest deliveries (at most 100), each with every attempt. */
    async deliveries(webhookId: string, options?: CallOptions): Promise<WebhookDelivery[]> {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().GET('/webhooks/{webhookId}/deliveries', { params: path(webhookId), signal }),
        ),
      );
      return answer.deliveries;
    },
    /** Sends a delivery once more (one attempt, not retried). */
    async replay(
      webhookId: string,
      deliveryId: string,
      options?: CallOptions,
    ): Promise<WebhookDelivery> {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().POST('/webhooks/{webhookId}/deliveries/{deliveryId}/replay', {
            params: { path: { webhookId, deliveryId } },
            signal,
          }),
        ),
      );
      return answer.delivery;
    },
    /** Queues a `webhook.test` event for this webhook alone. */
    async sendTest(webhookId: string, options?: CallOptions): Promise<WebhookDelivery> {
      const answer = await runCall(context, options, (signal) =>
        expectData(api().POST('/webhooks/{webhookId}/test', { params: path(webhookId), signal })),
      );
      return answer.delivery;
    },
    /**
     * Gives the webhook a new signing secret, answered this once. The old one keeps signing
     * beside it until `previousSecretExpiresAt` (24 h), so receivers can be moved over.
     */
    async rotateSecret(webhookId: string, options?: CallOptions): Promise<RotatedWebhookSecret> {
      return runCall(context, options, (signal) =>
        expectData(api().POST('/webhooks/{webhookId}/secret', { params: path(webhookId), signal })),
      );
    },
  };
}

/** The webhooks resource of a client. */
export type WebhooksResource = ReturnType<typeof createWebhooksResource>;
