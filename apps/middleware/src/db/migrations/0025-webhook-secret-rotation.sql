-- Webhook secrets at rest and their rotation (issue 21). From this release `secret` holds the
-- signing secret sealed with the middleware's AES-256-GCM key (`v1.<iv>.<tag>.<ciphertext>`,
-- secret-cipher.ts); rows written before it still hold `whsec_...` in the clear, and the
-- middleware seals those at start (sealPlainWebhookSecrets), since SQL has no access to the key.
--
-- A rotated-out secret keeps signing beside the new one until `previous_secret_until` (Standard
-- Webhooks: several signatures in one header), so a receiver can switch without losing events.
ALTER TABLE webhook_endpoints
  ADD COLUMN previous_secret       text,
  ADD COLUMN previous_secret_until timestamptz,
  ADD CONSTRAINT webhook_endpoints_previous_secret_check
    CHECK ((previous_secret IS NULL) = (previous_secret_until IS NULL));
