-- Durable jobs (issue item 7). Workers claim rows with FOR UPDATE SKIP LOCKED; a claim is a lease
-- (locked_by + lease_until) that the worker renews by heartbeat, so a job whose worker died is
-- claimed again once lease_until has passed.
CREATE TABLE jobs (
  id               uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  kind             text        NOT NULL,
  payload          jsonb       NOT NULL DEFAULT '{}'::jsonb,
  status           text        NOT NULL DEFAULT 'queued'
                               CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
  -- Claims so far; it doubles as the fencing token of the current claim.
  attempts         integer     NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts     integer     NOT NULL DEFAULT 5 CHECK (max_attempts >= 1),
  -- The earliest time a queued job may run; retries push it out (backoff).
  run_at           timestamptz NOT NULL DEFAULT now(),
  locked_by        text,
  lease_until      timestamptz,
  progress_done    integer     NOT NULL DEFAULT 0,
  -- NULL while the total is unknown.
  progress_total   integer,
  progress_message text,
  result           jsonb,
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  finished_at      timestamptz
);

-- Claiming walks claimable jobs in run_at order and stops at the first free one (LIMIT 1).
CREATE INDEX jobs_claimable_idx ON jobs (run_at) WHERE status IN ('queued', 'running');
