import type { Kysely } from 'kysely';

import type { Tables } from '../db/schema';

type Db = Kysely<Tables>;

/** Records a sign-in that went to the provider. */
export async function insertOidcState(
  db: Db,
  row: {
    stateDigest: string;
    codeVerifier: string;
    nonce: string;
    language: 'en' | 'sp';
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('oidc_states')
    .values({
      state_digest: row.stateDigest,
      code_verifier: row.codeVerifier,
      nonce: row.nonce,
      language: row.language,
      expires_at: row.expiresAt,
    })
    .execute();
}

/**
 * Spends a sign-in's state: deletes it and answers what it held, or undefined when it is unknown,
 * spent or expired. Expired states of other sign-ins go too.
 */
export async function takeOidcState(db: Db, stateDigest: string, now: Date) {
  await db.deleteFrom('oidc_states').where('expires_at', '<=', now).execute();
  return db
    .deleteFrom('oidc_states')
    .where('state_digest', '=', stateDigest)
    .returning(['code_verifier', 'nonce', 'language'])
    .executeTakeFirst();
}
