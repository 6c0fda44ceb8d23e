-- API keys (issue 21): long-lived credentials for scripts, sent as the bearer token. Only the
-- SHA-256 digest of a key is stored (256 random bits, so a fast digest is enough and a lookup by
-- digest is possible, as for refresh tokens). Revoking deletes the row: the key stops at once.
CREATE TABLE api_keys (
  id            uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id       uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  digest        text        NOT NULL,
  name          text        NOT NULL CHECK (name <> ''),
  -- What the key may do; each operation of the contract names the scopes it needs.
  scopes        text[]      NOT NULL
    CHECK (cardinality(scopes) > 0
      AND scopes <@ ARRAY['files:read', 'files:write', 'extract', 'chat', 'utils']::text[]),
  expires_at    timestamptz,
  -- Recorded at most once a minute per process, so a busy key does not write on every call.
  last_used_at  timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX api_keys_digest_key ON api_keys (digest);
CREATE INDEX api_keys_user_idx ON api_keys (user_id, created_at);
