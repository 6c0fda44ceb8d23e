import { sql, type Kysely } from 'kysely';

import type { Tables } from '../../db/schema';

type Db = Kysely<Tables>;

export type SealedGrant = {
  accessTokenEnc: string;
  refreshTokenEnc: string | null;
  expiresAt: Date;
  scope: string | null;
};

export function findAccount(db: Db, userId: string, provider: string) {
  return db
    .selectFrom('integration_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

export function selectAccounts(db: Db, userId: string) {
  return db
    .selectFrom('integration_accounts')
    .select(['provider', 'account_email', 'connected_at'])
    .where('user_id', '=', userId)
    .execute();
}

/** Stores a new grant, replacing the one before (a reconnect). */
export async function upsertAccount(
  db: Db,
  row: { userId: string; provider: string; accountEmail: string | null } & SealedGrant,
): Promise<void> {
  await db
    .insertInto('integration_accounts')
    .values({
      user_id: row.userId,
      provider: row.provider,
      account_email: row.accountEmail,
      access_token_enc: row.accessTokenEnc,
      refresh_token_enc: row.refreshTokenEnc,
      expires_at: row.expiresAt,
      scope: row.scope,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'provider']).doUpdateSet({
        account_email: row.accountEmail,
        access_token_enc: row.accessTokenEnc,
        refresh_token_enc: row.refreshTokenEnc,
        expires_at: row.expiresAt,
        scope: row.scope,
        connected_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}

/** A refreshed grant; a provider that sends no new refresh token keeps the old one. */
export async function updateGrant(
  db: Db,
  userId: string,
  provider: string,
  grant: SealedGrant,
): Promise<void> {
  await db
    .updateTable('integration_accounts')
    .set({
      access_token_enc: grant.accessTokenEnc,
      ...(grant.refreshTokenEnc === null ? {} : { refresh_token_enc: grant.refreshTokenEnc }),
      expires_at: grant.expiresAt,
      updated_at: sql<Date>`now()`,
    })
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .execute();
}

export async function deleteAccount(db: Db, userId: string, provider: string) {
  return db
    .deleteFrom('integration_accounts')
    .where('user_id', '=', userId)
    .where('provider', '=', provider)
    .returning(['access_token_enc', 'refresh_token_enc'])
    .executeTakeFirst();
}

export async function insertAuthorization(
  db: Db,
  row: {
    stateDigest: string;
    userId: string;
    provider: string;
    verifierEnc: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('integration_authorizations')
    .values({
      state_digest: row.stateDigest,
      user_id: row.userId,
      provider: row.provider,
      verifier_enc: row.verifierEnc,
      expires_at: row.expiresAt,
    })
    .execute();
  // Authorizations never finished go with the next start, so the table stays small.
  await db.deleteFrom('integration_authorizations').where('expires_at', '<', new Date()).execute();
}

/** Takes an authorization by its state's digest: single use, whether or not it has expired. */
export function takeAuthorization(db: Db, stateDigest: string) {
  return db
    .deleteFrom('integration_authorizations')
    .where('state_digest', '=', stateDigest)
    .returningAll()
    .executeTakeFirst();
}
