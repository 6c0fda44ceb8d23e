import type { Insertable, Kysely, Updateable } from 'kysely';

import type { AccountLinkPurpose, Tables, UsersTable } from '../db/schema';

type Db = Kysely<Tables>;

/** What sign-in and the e-mails need of an account. */
export type AccountRow = {
  id: string;
  email: string;
  name: string;
  password_digest: string;
  account_key_digest: string;
  language: 'en' | 'sp';
  verified_at: Date | null;
};

const ACCOUNT_COLUMNS = [
  'id',
  'email',
  'name',
  'password_digest',
  'account_key_digest',
  'language',
  'verified_at',
] as const;

/** Creates an account; answers its id, or undefined when the e-mail is taken. */
export async function insertUser(
  db: Db,
  user: Insertable<UsersTable>,
): Promise<string | undefined> {
  // One statement, so an account never exists without the grant that opens its page ledger.
  const row = await db
    .with('created', (cte) =>
      cte
        .insertInto('users')
        .values(user)
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning(['id', 'balance_pages']),
    )
    .insertInto('page_ledger')
    .columns(['user_id', 'kind', 'pages'])
    .expression((eb) =>
      eb.selectFrom('created').select(['id', eb.val('granted').as('kind'), 'balance_pages']),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** The account of a (normalised) e-mail. */
export async function findUserByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('users')
    .select(ACCOUNT_COLUMNS)
    .where('email', '=', email)
    .executeTakeFirst();
}

/** The account with an id. */
export async function findUserById(db: Db, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Removes an account (registration undone when its e-mail could not be sent). */
export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}

/** Marks an account verified, keeping the first verification time. */
export async function markVerified(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ verified_at: eb.fn.coalesce('verified_at', eb.val(now)), updated_at: now }))
    .where('id', '=', id)
    .execute();
}

/** Replaces an account's password digest. */
export async function updatePasswordDigest(
  db: Db,
  id: string,
  digest: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_digest: digest, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Stores a profile change of an account; answers the profile, or undefined for an unknown e-mail. */
export async function updateProfile(
  db: Db,
  email: string,
  change: Pick<
    Updateable<UsersTable>,
    'profile_index' | 'name' | 'lastname' | 'belongs_to_company' | 'company_id' | 'language'
  >,
  now: Date,
) {
  return db
    .updateTable('users')
    .set({ ...change, updated_at: now })
    .where('email', '=', email)
    .returning([
      'profile_index',
      'name',
      'lastname',
      'belongs_to_company',
      'company_id',
      'language',
    ])
    .executeTakeFirst();
}

/** Records a single-use link by the digest of its token. */
export async function insertLink(
  db: Db,
  link: { digest: string; userId: string; purpose: AccountLinkPurpose; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('account_links')
    .values({
      digest: link.digest,
      user_id: link.userId,
      purpose: link.purpose,
      expires_at: link.expiresAt,
    })
    .execute();
}

/**
 * Spends a link that is unused and unexpired; answers its account, or undefined when the link is
 * unknown, used or expired. One UPDATE, so a link works once even when opened twice at once.
 */
export async function spendLink(
  db: Db,
  digest: string,
  purpose: AccountLinkPurpose,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .updateTable('account_links')
    .set({ used_at: now })
    .where('digest', '=', digest)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Retires every unused link of an account for a purpose: only the newest e-mail's link works. */
export async function retireLinks(
  db: Db,
  userId: string,
  purpose: AccountLinkPurpose,
  now: Date,
): Promise<void> {
  await db
    .updateTable('account_links')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}
