import type { Kysely } from 'kysely';

import type { WebhooksConfig } from './webhooks-config';
import type { Logger } from '../db/logger';
import type { Tables } from '../db/schema';
import { payloadId, type JobHandler } from '../jobs/job-handler';
import { enqueueJob } from '../jobs/job-queue';
import type { SecretCipher } from '../secret-cipher';
import { WEBHOOK_DELIVERY_JOB_KIND } from './emit-webhook-event';
import { sendWebhook, type AttemptOutcome } from './send-webhook';
import { signingSecrets } from './webhook-secrets';
import { webhookHeaders } from './webhook-signature';
import { insertAttempt, selectDeliveryTarget, settleDelivery } from './webhooks.queries';

/** Read no more of a receiver's answer than this: only its status counts. */
const MAX_RESPONSE_BYTES = 64 * 1024;

export type DeliverWebhookDependencies = {
  db: Kysely<Tables>;
  config: WebhooksConfig;
  isAllowed: (address: string) => boolean;
  /** Opens the stored signing secrets. */
  cipher: Promise<SecretCipher>;
  logger: Logger;
};

type DeliveryResult = { deliveryId: string; outcome: string; statusCode?: number | null };

/**
 * `webhooks.deliver`: one attempt of one delivery. A scheduled attempt (`{ attempt: n }`)
 * records itself and, on failure, queues the next as a new job after the n-th delay of the
 * schedule, or fails the delivery once the schedule is spent: the wait is a row in the queue,
 * not a timer, so it survives a restart or a kill. The attempt number fences a job run twice
 * (its worker died after recording): the second run finds the count moved on and sends nothing.
 * A replay (`{ replay: true }`) is one attempt, never retried.
 */
export function createDeliverWebhookJob(dependencies: DeliverWebhookDependencies): JobHandler {
  const { db, config, logger } = dependencies;
  return async (context): Promise<DeliveryResult> => {
    const deliveryId = payloadId(context.payload, 'deliveryId', WEBHOOK_DELIVERY_JOB_KIND);
    const { attempt, replay } = attemptOf(context.payload);
    const target = await selectDeliveryTarget(db, deliveryId);
    if (!target) {
      return { deliveryId, outcome: 'gone' };
    }
    const isDue =
      replay || (target.status === 'pending' && target.scheduled_attempts === attempt - 1);
    if (!isDue) {
      return { deliveryId, outcome: 'already settled' };
    }
    if (!target.enabled && !replay) {
      await settleDelivery(db, deliveryId, { status: 'failed', nextAttemptAt: null });
      return { deliveryId, outcome: 'webhook disabled' };
    }

    const startedAt = new Date();
    const secrets = signingSecrets(await dependencies.cipher, target, startedAt);
    const outcome = await sendWebhook(
      {
        url: target.url,
        headers: webhookHeaders(secrets, target.message_id, target.body, startedAt),
        body: target.body,
      },
      {
        timeoutMs: config.timeoutMs,
        maxResponseBytes: MAX_RESPONSE_BYTES,
        isAllowed: dependencies.isAllowed,
        signal: context.signal,
      },
    );
    if (context.signal.aborted) {
      throw new Error(`${WEBHOOK_DELIVERY_JOB_KIND} ${context.jobId} stopped on this worker`);
    }
    const settled = await db.transaction().execute(async (trx) => {
      if (replay) {
        if (outcome.isSuccess) {
          await settleDelivery(trx, deliveryId, { status: 'succeeded', nextAttemptAt: null });
        }
      } else {
        const next = nextStep(config.retryDelaysMs, attempt, outcome);
        if (!(await settleDelivery(trx, deliveryId, { ...next, afterScheduled: attempt - 1 }))) {
          return false;
        }
        if (next.nextAttemptAt) {
          await enqueueJob(trx, {
            kind: WEBHOOK_DELIVERY_JOB_KIND,
            payload: { deliveryId, attempt: attempt + 1 },
            runAt: next.nextAttemptAt,
          });
        }
      }
      await insertAttempt(trx, { deliveryId, startedAt, ...outcome, replay });
      return true;
    });
    if (!outcome.isSuccess) {
      logger.info(
        { deliveryId, attempt, replay, statusCode: outcome.statusCode, error: outcome.error },
        'webhook attempt failed',
      );
    }
    return {
      deliveryId,
      outcome: settled ? (outcome.isSuccess ? 'delivered' : 'failed') : 'already settled',
      statusCode: outcome.statusCode,
    };
  };
}

/** After scheduled attempt `attempt`: done, the next one after its delay, or out of retries. */
function nextStep(
  retryDelaysMs: readonly number[],
  attempt: number,
  outcome: AttemptOutcome,
): { status?: 'succeeded' | 'failed'; nextAttemptAt: Date | null } {
  if (outcome.isSuccess) {
    return { status: 'succeeded', nextAttemptAt: null };
  }
  const delay = retryDelaysMs[attempt - 1];
  if (delay === undefined) {
    return { status: 'failed', nextAttemptAt: null };
  }
  return { nextAttemptAt: new Date(Date.now() + delay) };
}

function attemptOf(payload: unknown): { attempt: number; replay: boolean } {
  const fields = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<
    string,
    unknown
  >;
  const replay = fields['replay'] === true;
  const attempt = fields['attempt'];
  return {
    replay,
    attempt:
      typeof attempt === 'number' && Number.isSafeInteger(attempt) && attempt > 0 ? attempt : 1,
  };
}
