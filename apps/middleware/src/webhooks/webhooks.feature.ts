import { createAddressGuard } from '@folio/server';
import type { Kysely } from 'kysely';

import type { WebhooksConfig } from './webhooks-config';
import type { Logger } from '../db/logger';
import type { Tables } from '../db/schema';
import type { SecretCipher } from '../secret-cipher';
import { createDeliverWebhookJob } from './deliver-webhook.job';
import { createWebhooksService } from './webhooks.service';

/*
 * The webhooks' front door (docs/dev/features.md; issue 21): a user's endpoints, the delivery
 * job, and `emitWebhookEvent`, which the features call where their work ends. It imports no other
 * feature: the account behind a token comes in as `owners` (storage's), so the features that emit
 * can depend on this one without a cycle.
 */
export {
  emitWebhookEvent,
  WEBHOOK_DELIVERY_JOB_KIND,
  type WebhookEventInput,
  type WebhookEventType,
} from './emit-webhook-event';
export { sealPlainWebhookSecrets } from './webhook-secrets';

/** Finds the account behind a token subject (storage's `owners`). */
export type WebhookOwners = { ofSubject(email: string): Promise<{ userId: string }> };

/** The webhooks feature as the app holds it. */
export type WebhooksFeature = ReturnType<typeof createWebhooksFeature>;

/**
 * Builds the webhooks feature: the service behind the routes, with the operator's guard and the
 * cipher that seals the signing secrets (the integrations' key, secret-cipher.ts).
 */
export function createWebhooksFeature(deps: {
  db: Kysely<Tables>;
  config: WebhooksConfig;
  owners: WebhookOwners;
  cipher: Promise<SecretCipher>;
}) {
  return {
    owners: deps.owners,
    service: createWebhooksService({
      db: deps.db,
      isAllowed: createAddressGuard(deps.config.allowedAddresses),
      cipher: deps.cipher,
    }),
  };
}

/** The `webhooks.deliver` handler, for the job runners (jobs/handlers.ts). */
export function createWebhookDeliveryJob(deps: {
  db: Kysely<Tables>;
  config: WebhooksConfig;
  logger: Logger;
  cipher: Promise<SecretCipher>;
}) {
  return createDeliverWebhookJob({
    ...deps,
    isAllowed: createAddressGuard(deps.config.allowedAddresses),
  });
}
