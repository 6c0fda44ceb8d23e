import type { Kysely } from 'kysely';

import type { Tables } from '../db/schema';

type Db = Kysely<Tables>;

/**
 * An account row with no usable password, for tests that start sessions directly or none at all.
 * `verified` marks the e-mail as confirmed; `companyId` makes it a company member.
 */
export async function insertUser(
  db: Db,
  email: string,
  options: { verified?: boolean; companyId?: string } = {},
): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({
      email,
      name: 'Ana',
      lastname: 'García',
      belongs_to_company: options.companyId !== undefined,
      company_id: options.companyId ?? null,
      password_digest: 'not-a-digest',
      account_key_digest: 'not-a-digest',
      verified_at: options.verified ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The user's folder of that name, created when missing. */
export async function folderOf(db: Db, userId: string, name: string): Promise<string> {
  const existing = await db
    .selectFrom('folders')
    .select('id')
    .where('user_id', '=', userId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) {
    return existing.id;
  }
  const row = await db
    .insertInto('folders')
    .values({ user_id: userId, empresa: 'demo', name, description: null, system_kind: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
