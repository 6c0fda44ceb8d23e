-- Sign-in through an OpenID Connect provider (issue 3 "Other login"). A sign-in starts by storing
-- its state (a digest of it, as for every secret) with the PKCE verifier and nonce; the provider's
-- callback spends it. The browser then receives a one-minute, single-use code (an account link of
-- purpose 'oidc') that the web app exchanges for a session, so tokens never travel in a URL.
CREATE TABLE oidc_states (
  state_digest   text        PRIMARY KEY,
  code_verifier  text        NOT NULL,
  nonce          text        NOT NULL,
  language       text        NOT NULL CHECK (language IN ('en', 'sp')),
  expires_at     timestamptz NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX oidc_states_expiry_idx ON oidc_states (expires_at);

ALTER TABLE account_links DROP CONSTRAINT account_links_purpose_check;
ALTER TABLE account_links ADD CONSTRAINT account_links_purpose_check
  CHECK (purpose IN ('verify', 'reset', 'oidc'));
