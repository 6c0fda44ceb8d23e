-- Webhooks (issue 21): endpoints a user registers, one delivery per event and endpoint, and each
-- attempt of it. A delivery's next attempt is a job (webhooks.deliver), so it survives a restart.
CREATE TABLE webhook_endpoints (
  id          uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  url         text        NOT NULL,
  description text        NOT NULL DEFAULT '',
  -- The event types it wants (a JSON array of strings).
  events      jsonb       NOT NULL,
  enabled     boolean     NOT NULL DEFAULT true,
  -- `whsec_<base64>`: kept as is, since signing needs the key itself (Standard Webhooks); it is
  -- never answered again after registration.
  secret      text        NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX webhook_endpoints_user_idx ON webhook_endpoints (user_id, created_at);

CREATE TABLE webhook_deliveries (
  id              uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  endpoint_id     uuid        NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  -- The `webhook-id` header (`msg_<32 hex>`): the same on every attempt, so receivers dedupe.
  message_id      text        NOT NULL,
  -- What happened, once (`extraction-run:<id>`): a job that runs again after a crash emits the
  -- same key, and the second delivery is not made.
  event_key       text        NOT NULL,
  event_type      text        NOT NULL,
  -- The exact body sent (and signed) on every attempt.
  body            text        NOT NULL,
  status          text        NOT NULL DEFAULT 'pending'
                              CHECK (status IN ('pending', 'succeeded', 'failed')),
  -- Attempts made by the schedule (replays not counted): which delay comes next.
  scheduled_attempts integer  NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at);
CREATE UNIQUE INDEX webhook_deliveries_event_idx ON webhook_deliveries (endpoint_id, event_key);

CREATE TABLE webhook_attempts (
  delivery_id uuid        NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempt     integer     NOT NULL,
  started_at  timestamptz NOT NULL,
  duration_ms integer     NOT NULL,
  status_code integer,
  error       text,
  replay      boolean     NOT NULL DEFAULT false,
  PRIMARY KEY (delivery_id, attempt)
);
