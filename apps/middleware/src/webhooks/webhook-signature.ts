import { createHmac, randomBytes, randomUUID } from 'node:crypto';

/** The prefix of a signing secret in the Standard Webhooks convention. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and base64 of 24 random bytes (192 bits). */
export function createWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(24).toString('base64');
}

/** A new `webhook-id`: `msg_` and 32 hex digits, the same on every attempt of a delivery. */
export function createMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

/**
 * The `webhook-signature` value (Standard Webhooks): `v1,` and base64 of the HMAC-SHA256 of
 * `<id>.<timestamp>.<body>`, keyed by the secret's bytes (the base64 after `whsec_`).
 */
export function signWebhook(
  secret: string,
  messageId: string,
  timestampSeconds: number,
  body: string,
): string {
  const key = Buffer.from(
    secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(6) : secret,
    'base64',
  );
  const mac = createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`);
  return `v1,${mac.digest('base64')}`;
}

/**
 * The headers of one attempt, signed for the moment it is sent, by each secret (space-separated
 * signatures, Standard Webhooks: a receiver accepts any one it can verify, which is how a secret
 * is rotated without losing events).
 */
export function webhookHeaders(
  secrets: readonly string[],
  messageId: string,
  body: string,
  sentAt: Date,
): Record<string, string> {
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'Folio-Webhooks/1',
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets
      .map((secret) => signWebhook(secret, messageId, timestamp, body))
      .join(' '),
  };
}
