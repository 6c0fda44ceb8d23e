import type { MiddlewareComponents } from '@folio/sdk';
import type { Kysely } from 'kysely';

import type { Tables } from '../db/schema';
import { enqueueJob } from '../jobs/job-queue';
import { createMessageId } from './webhook-signature';
import { insertDelivery, selectSubscribedEndpoints } from './webhooks.queries';

export type WebhookEventType = MiddlewareComponents['schemas']['WebhookEventType'];

/** The job that makes one attempt of a delivery: `{ deliveryId, attempt }` or `{ deliveryId, replay }`. */
export const WEBHOOK_DELIVERY_JOB_KIND = 'webhooks.deliver';

/** Something that happened, for the user's webhooks. */
export type WebhookEventInput = {
  userId: string;
  type: WebhookEventType;
  /** What happened, once: a second emit with the same key (a job run again) delivers nothing. */
  key: string;
  data: Record<string, unknown>;
  at?: Date;
};

/**
 * Queues the event for every enabled webhook of the user that wants its type: one delivery row
 * and its first attempt as a job. Pass the transaction that records the work's end as `db`, so
 * the event exists exactly when the work's result does. Cheap when the user has no webhook (one
 * indexed select). Answers the ids of the new deliveries.
 */
export async function emitWebhookEvent(
  db: Kysely<Tables>,
  event: WebhookEventInput,
  only?: { endpointId: string },
): Promise<string[]> {
  const endpoints = only
    ? [{ id: only.endpointId }]
    : await selectSubscribedEndpoints(db, event.userId, event.type);
  if (endpoints.length === 0) {
    return [];
  }
  const messageId = createMessageId();
  const body = JSON.stringify({
    type: event.type,
    timestamp: (event.at ?? new Date()).toISOString(),
    data: event.data,
  });
  const ids: string[] = [];
  for (const endpoint of endpoints) {
    const id = await insertDelivery(db, {
      endpointId: endpoint.id,
      messageId,
      eventKey: event.key,
      type: event.type,
      body,
    });
    if (id !== undefined) {
      await enqueueJob(db, {
        kind: WEBHOOK_DELIVERY_JOB_KIND,
        payload: { deliveryId: id, attempt: 1 },
      });
      ids.push(id);
    }
  }
  return ids;
}
