-- Utilities used (issue 13 dashboard): the service host keeps no database, so it reports each
-- utility call it answered to the middleware (`recordUtilityUse`, with the caller's own token),
-- which keeps one row per use here. The dashboard counts them by the user's period.
CREATE TABLE utility_uses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The utility, by its operationId in openapi/service.yaml (`combinePdfs`).
  tool text NOT NULL,
  files integer NOT NULL CHECK (files >= 0),
  -- Pages read, when the utility counts them.
  pages integer CHECK (pages >= 0),
  duration_ms integer NOT NULL CHECK (duration_ms >= 0),
  used_at timestamptz NOT NULL DEFAULT now()
);
-- The dashboard reads one user's uses in a range of time, with what it sums.
CREATE INDEX utility_uses_user_used_idx ON utility_uses (user_id, used_at)
  INCLUDE (tool, files, pages);
