-- Cloud drive and document-sharing integrations (issue 14): per-user OAuth grants, kept
-- encrypted (AES-256-GCM, integrations/token-cipher.ts), the authorizations in flight, and the
-- imports with one row per file so a killed import resumes where it stopped and never lands a
-- file twice.
CREATE TABLE integration_accounts (
  user_id           uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- 'google-drive' | 'sharepoint'
  provider          text        NOT NULL,
  account_email     text,
  -- `v1.<iv>.<tag>.<ciphertext>`, base64url: never the plain token.
  access_token_enc  text        NOT NULL,
  refresh_token_enc text,
  expires_at        timestamptz NOT NULL,
  scope             text,
  connected_at      timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, provider)
);

-- An authorization started and not yet back: the state is looked up by its digest, the PKCE
-- verifier waits encrypted; rows past `expires_at` are refused and swept.
CREATE TABLE integration_authorizations (
  state_digest      text        PRIMARY KEY,
  user_id           uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider          text        NOT NULL,
  verifier_enc      text        NOT NULL,
  expires_at        timestamptz NOT NULL
);

CREATE INDEX integration_authorizations_expires_idx ON integration_authorizations (expires_at);

CREATE TABLE integration_imports (
  id                uuid        PRIMARY KEY,
  user_id           uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider          text        NOT NULL,
  -- The Files folder the files land in.
  folder            text        NOT NULL,
  -- running, then done (all landed), partial (some failed) or failed (none landed).
  status            text        NOT NULL CHECK (status IN ('running', 'done', 'partial', 'failed')),
  job_id            uuid,
  created_at        timestamptz NOT NULL DEFAULT now(),
  finished_at       timestamptz
);

CREATE INDEX integration_imports_user_idx ON integration_imports (user_id, created_at);

CREATE TABLE integration_import_items (
  import_id         uuid        NOT NULL REFERENCES integration_imports (id) ON DELETE CASCADE,
  position          integer     NOT NULL,
  remote_id         text        NOT NULL,
  name              text        NOT NULL,
  -- Chosen when the import is created: the landed file's id, so a rerun finds what it stored.
  file_id           uuid        NOT NULL,
  state             text        NOT NULL CHECK (state IN ('queued', 'downloading', 'done', 'failed')),
  bytes             bigint      NOT NULL DEFAULT 0,
  error_code        text,
  updated_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (import_id, position)
);
