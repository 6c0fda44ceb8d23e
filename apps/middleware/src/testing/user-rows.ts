import type { Kysely } from 'kysely';

import type { Tables } from '../db/schema';

type Db = Kysely<Tables>;

/** An account row for tests that never sign in (the job and query tests). */
export async function insertUser(db: Db, email: string): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({
      email,
      name: 'Ana',
      lastname: 'García',
      belongs_to_company: false,
      company_id: null,
      password_digest: 'not-a-digest',
      account_key_digest: 'not-a-digest',
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
