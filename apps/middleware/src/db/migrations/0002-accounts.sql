-- Accounts and sessions (issue 3; DECISIONS.md "Accounts and sessions"). Secrets are never stored:
-- passwords and account keys as argon2id digests, links and refresh tokens as SHA-256 digests of
-- random tokens (256 bits, so a fast digest is enough and a lookup by digest is possible).
CREATE TABLE users (
  id                  uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored trimmed and lower-cased: the username (access token subject) is the e-mail.
  email               text        NOT NULL CHECK (email = lower(btrim(email)) AND email <> ''),
  name                text        NOT NULL,
  lastname            text        NOT NULL,
  belongs_to_company  boolean     NOT NULL,
  company_id          text,
  password_digest     text        NOT NULL,
  -- The account key (`hash`): shown once to the user, never returned by any call.
  account_key_digest  text        NOT NULL,
  language            text        NOT NULL DEFAULT 'sp' CHECK (language IN ('en', 'sp')),
  -- DECISIONS.md "Balance": pages left to process.
  balance_pages       integer     NOT NULL DEFAULT 5000 CHECK (balance_pages >= 0),
  -- SPEC §7 profile update: the index the user chose.
  profile_index       integer     NOT NULL DEFAULT 0 CHECK (profile_index >= 0),
  verified_at         timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);

-- The CHECK keeps every stored address lower-case, so this is unique case-insensitively.
CREATE UNIQUE INDEX users_email_key ON users (email);

-- The single-use links of e-mails: account verification (48 h) and password reset (30 min).
CREATE TABLE account_links (
  digest      text        PRIMARY KEY,
  user_id     uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose     text        NOT NULL CHECK (purpose IN ('verify', 'reset')),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX account_links_user_idx ON account_links (user_id, purpose);

-- A session: the chain of refresh tokens that began at one login. Revoking it (logout, reuse of a
-- spent refresh token, password reset) ends its refresh tokens and the access tokens that name it.
CREATE TABLE session_families (
  id              uuid        PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id         uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  revoked_at      timestamptz,
  revoked_reason  text        CHECK (revoked_reason IN ('logout', 'reuse', 'reset'))
);

CREATE INDEX session_families_user_idx ON session_families (user_id) WHERE revoked_at IS NULL;

CREATE TABLE refresh_tokens (
  digest      text        PRIMARY KEY,
  family_id   uuid        NOT NULL REFERENCES session_families (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  -- Set when the token is exchanged; a second exchange is a reuse.
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

-- Fixed-window counters of the sign-in limits, shared by every middleware process.
CREATE TABLE rate_limits (
  key           text        PRIMARY KEY,
  window_start  timestamptz NOT NULL,
  hits          integer     NOT NULL CHECK (hits >= 0)
);

CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);
