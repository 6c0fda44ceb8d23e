import type { Kysely } from 'kysely';

import type { Tables } from '../db/schema';
import type { SecretCipher } from '../secret-cipher';
import { WEBHOOK_SECRET_PREFIX } from './webhook-signature';

/**
 * How long a rotated-out secret keeps signing beside the new one: a day, the window Standard
 * Webhooks' reference service (Svix) gives receivers to switch to the new secret.
 */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/**
 * A stored secret in the clear: sealed (`v1.`), or a `whsec_` one written before secrets were
 * sealed (migration 0025) and not yet sealed by `sealPlainWebhookSecrets`, which an attempt may
 * meet during a rolling deploy.
 */
export function openWebhookSecret(cipher: SecretCipher, stored: string): string {
  return stored.startsWith(WEBHOOK_SECRET_PREFIX) ? stored : cipher.open(stored);
}

/** The secrets an attempt signs with at `now`: the current one, then a rotated-out one in its day. */
export function signingSecrets(
  cipher: SecretCipher,
  endpoint: { secret: string; previous_secret: string | null; previous_secret_until: Date | null },
  now: Date,
): string[] {
  const current = openWebhookSecret(cipher, endpoint.secret);
  const previous = endpoint.previous_secret;
  const isPreviousLive =
    previous !== null &&
    endpoint.previous_secret_until !== null &&
    endpoint.previous_secret_until > now;
  return isPreviousLive ? [current, openWebhookSecret(cipher, previous)] : [current];
}

/**
 * Seals the secrets stored in the clear before migration 0025 (SQL cannot: the key lives outside
 * the database). Run at start after the migrations; a row changed meanwhile is left for the next
 * start. Answers how many it sealed.
 */
export async function sealPlainWebhookSecrets(
  db: Kysely<Tables>,
  cipher: SecretCipher,
): Promise<number> {
  const plain = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'secret'])
    .where('secret', 'like', `${WEBHOOK_SECRET_PREFIX}%`)
    .execute();
  let sealed = 0;
  for (const row of plain) {
    const updated = await db
      .updateTable('webhook_endpoints')
      .set({ secret: cipher.seal(row.secret) })
      .where('id', '=', row.id)
      .where('secret', '=', row.secret)
      .executeTakeFirst();
    sealed += Number(updated.numUpdatedRows);
  }
  return sealed;
}
