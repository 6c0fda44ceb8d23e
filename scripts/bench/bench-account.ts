// A verified account written straight into the database, for benches that seed thousands of
// rows under one user and ask the app in process (`app.inject`) rather than over HTTP.
import type { buildApp } from '@folio/middleware';

type Db = Awaited<ReturnType<typeof buildApp>>['folio']['database']['db'];

/** Inserts a verified account named `email` and answers its id. */
export async function insertBenchAccount(db: Db, email: string): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({
      email,
      name: 'Bench',
      lastname: 'User',
      belongs_to_company: false,
      company_id: null,
      password_digest: 'x',
      account_key_digest: 'x',
      verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
