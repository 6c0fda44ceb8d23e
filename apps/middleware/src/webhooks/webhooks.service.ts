import { AppError } from '@folio/core';
import type { MiddlewareComponents } from '@folio/sdk';
import type { Kysely } from 'kysely';

import type { Tables } from '../db/schema';
import { enqueueJob } from '../jobs/job-queue';
import type { SecretCipher } from '../secret-cipher';
import { emitWebhookEvent, WEBHOOK_DELIVERY_JOB_KIND } from './emit-webhook-event';
import { ROTATION_OVERLAP_MS } from './webhook-secrets';
import { createWebhookSecret } from './webhook-signature';
import { checkWebhookUrl } from './webhook-url';
import {
  countEndpoints,
  deleteEndpoint,
  failPendingDeliveries,
  insertEndpoint,
  rotateEndpointSecret,
  selectDeliveries,
  selectDelivery,
  selectEndpoint,
  selectEndpoints,
  updateEndpoint,
  type EndpointRow,
} from './webhooks.queries';

type Schemas = MiddlewareComponents['schemas'];
export type Webhook = Schemas['Webhook'];
export type WebhookDelivery = Schemas['WebhookDelivery'];

/** The most webhooks one account may have (the list's `maxItems`). */
const MAX_WEBHOOKS = 50;
/** Deliveries a log shows. */
const LOG_SIZE = 100;

export type WebhooksServiceDeps = {
  db: Kysely<Tables>;
  isAllowed: (address: string) => boolean;
  /** Seals the signing secrets before they are stored. */
  cipher: Promise<SecretCipher>;
};

/**
 * A user's webhooks: register, change, rotate the secret, remove, read the log, replay, send a
 * test event.
 */
export function createWebhooksService({ db, isAllowed, cipher }: WebhooksServiceDeps) {
  const ownEndpoint = async (userId: string, id: string): Promise<EndpointRow> => {
    const endpoint = await selectEndpoint(db, userId, id);
    if (!endpoint) {
      throw new AppError('RESOURCE_NOT_FOUND', { message: `no webhook ${id} of this user` });
    }
    return endpoint;
  };

  const readDelivery = async (id: string, deliveryId: string): Promise<WebhookDelivery> => {
    const found = (await selectDeliveries(db, id, LOG_SIZE)).find(
      (delivery) => delivery.id === deliveryId,
    );
    if (!found) {
      throw new AppError('RESOURCE_NOT_FOUND', { message: `no delivery ${deliveryId} here` });
    }
    return toDelivery(found);
  };

  return {
    async list(userId: string): Promise<Webhook[]> {
      return (await selectEndpoints(db, userId)).map(toWebhook);
    },

    async create(
      userId: string,
      input: Schemas['CreateWebhookRequest'],
    ): Promise<{ webhook: Webhook; secret: string }> {
      const url = await checkWebhookUrl(input.url, isAllowed);
      if ((await countEndpoints(db, userId)) >= MAX_WEBHOOKS) {
        throw new AppError('BAD_REQUEST', {
          message: `at most ${MAX_WEBHOOKS} webhooks`,
          detail: { reason: 'too-many' },
        });
      }
      const secret = createWebhookSecret();
      const row = await insertEndpoint(db, {
        userId,
        url,
        description: input.description ?? '',
        events: input.events,
        enabled: input.enabled ?? true,
        secret: (await cipher).seal(secret),
      });
      return { webhook: toWebhook(row), secret };
    },

    /**
     * A new signing secret, answered this once; the old one keeps signing beside it for a day
     * (ROTATION_OVERLAP_MS), so the receiver can switch without a refused delivery.
     */
    async rotateSecret(
      userId: string,
      id: string,
    ): Promise<{ secret: string; previousSecretExpiresAt: string }> {
      const secret = createWebhookSecret();
      const previousUntil = new Date(Date.now() + ROTATION_OVERLAP_MS);
      const sealed = (await cipher).seal(secret);
      if (!(await rotateEndpointSecret(db, userId, id, { secret: sealed, previousUntil }))) {
        throw new AppError('RESOURCE_NOT_FOUND', { message: `no webhook ${id} of this user` });
      }
      return { secret, previousSecretExpiresAt: previousUntil.toISOString() };
    },

    async update(
      userId: string,
      id: string,
      change: Schemas['UpdateWebhookRequest'],
    ): Promise<Webhook> {
      await ownEndpoint(userId, id);
      const url =
        change.url === undefined ? undefined : await checkWebhookUrl(change.url, isAllowed);
      const row = await db.transaction().execute(async (trx) => {
        const updated = await updateEndpoint(trx, userId, id, {
          ...change,
          ...(url === undefined ? {} : { url }),
        });
        if (updated && change.enabled === false) {
          await failPendingDeliveries(trx, id);
        }
        return updated;
      });
      if (!row) {
        throw new AppError('RESOURCE_NOT_FOUND', { message: `webhook ${id} removed meanwhile` });
      }
      return toWebhook(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await deleteEndpoint(db, userId, id))) {
        throw new AppError('RESOURCE_NOT_FOUND', { message: `no webhook ${id} of this user` });
      }
    },

    async deliveries(userId: string, id: string): Promise<WebhookDelivery[]> {
      await ownEndpoint(userId, id);
      return (await selectDeliveries(db, id, LOG_SIZE)).map(toDelivery);
    },

    /** Queues one more attempt of a delivery, at once. */
    async replay(userId: string, id: string, deliveryId: string): Promise<WebhookDelivery> {
      await ownEndpoint(userId, id);
      if (!(await selectDelivery(db, id, deliveryId))) {
        throw new AppError('RESOURCE_NOT_FOUND', { message: `no delivery ${deliveryId} here` });
      }
      await enqueueJob(db, {
        kind: WEBHOOK_DELIVERY_JOB_KIND,
        payload: { deliveryId, replay: true },
      });
      return readDelivery(id, deliveryId);
    },

    /** Queues a `webhook.test` event for this webhook alone. */
    async sendTest(userId: string, id: string): Promise<WebhookDelivery> {
      const endpoint = await ownEndpoint(userId, id);
      const [deliveryId] = await db.transaction().execute((trx) =>
        emitWebhookEvent(
          trx,
          {
            userId,
            type: 'webhook.test',
            key: `test:${crypto.randomUUID()}`,
            data: { webhookId: endpoint.id, url: endpoint.url },
          },
          { endpointId: endpoint.id },
        ),
      );
      return readDelivery(id, deliveryId ?? '');
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;

function toWebhook(row: EndpointRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as Webhook['events'],
    enabled: row.enabled,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function toDelivery(row: Awaited<ReturnType<typeof selectDeliveries>>[number]): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.message_id,
    type: row.event_type as WebhookDelivery['type'],
    status: row.status,
    createdAt: row.created_at.toISOString(),
    nextAttemptAt: row.status === 'pending' ? (row.next_attempt_at?.toISOString() ?? null) : null,
    attempts: row.attempts.map((attempt) => ({
      attempt: attempt.attempt,
      startedAt: attempt.started_at.toISOString(),
      durationMs: attempt.duration_ms,
      statusCode: attempt.status_code,
      error: attempt.error,
      replay: attempt.replay,
    })),
    payload: JSON.parse(row.body) as WebhookDelivery['payload'],
  };
}
