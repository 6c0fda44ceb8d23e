-- API keys (issue 21): a hint to tell keys apart in a list, and the `webhooks` scope.
-- The hint is the key's first characters (`folio_` and 4 of its 43 random ones: 24 of its 256
-- bits), kept at creation; keys made before have none.
ALTER TABLE api_keys ADD COLUMN hint text;

ALTER TABLE api_keys DROP CONSTRAINT api_keys_scopes_check;
ALTER TABLE api_keys ADD CONSTRAINT api_keys_scopes_check
  CHECK (cardinality(scopes) > 0
    AND scopes <@ ARRAY['files:read', 'files:write', 'extract', 'chat', 'utils', 'webhooks']::text[]);
