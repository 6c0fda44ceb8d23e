// Users' webhooks and their deliveries (issue 21).
import type { ColumnType, Generated } from 'kysely';

import type { GeneratedTimestamp, Json, NullableTimestamp } from './columns';

/** A user's webhook (migration 0019); `events` is a JSON array of event types. */
export type WebhookEndpointsTable = {
  id: Generated<string>;
  user_id: string;
  url: string;
  description: Generated<string>;
  events: Json;
  enabled: Generated<boolean>;
  /** Sealed by the secret cipher (migration 0025); `whsec_...` in rows not yet sealed. */
  secret: string;
  /** A rotated-out secret, sealed, that still signs until `previous_secret_until`. */
  previous_secret: ColumnType<string | null, string | null | undefined, string | null>;
  previous_secret_until: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
};

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** One event for one webhook (migration 0019); `body` is what is sent and signed. */
export type WebhookDeliveriesTable = {
  id: Generated<string>;
  endpoint_id: string;
  message_id: string;
  event_key: string;
  event_type: string;
  body: string;
  status: ColumnType<
    WebhookDeliveryStatus,
    WebhookDeliveryStatus | undefined,
    WebhookDeliveryStatus
  >;
  scheduled_attempts: Generated<number>;
  next_attempt_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
};

/** One try of a delivery (migration 0019). */
export type WebhookAttemptsTable = {
  delivery_id: string;
  attempt: number;
  started_at: ColumnType<Date, Date | string, Date | string>;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  replay: Generated<boolean>;
};
