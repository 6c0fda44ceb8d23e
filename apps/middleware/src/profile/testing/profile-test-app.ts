import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

import { sql } from 'kysely';

import { login, registerVerified } from '../../auth/testing/accounts';
import {
  createStorageTestApp,
  type StorageTestApp,
  type TestUser,
} from '../../storage/testing/storage-test-app';

/** A user of a profile test: registered for real (the password is checked), signed in once. */
export type ProfileUser = TestUser & { password: string; hash: string; refreshToken: string };

/**
 * The middleware for a profile test file: the storage test app (uploads, calls) whose users are
 * registered and verified through the real flow, so password checks and sessions are auth's own.
 */
export async function createProfileTestApp() {
  const test: StorageTestApp = await createStorageTestApp();

  async function signUp(email: string): Promise<ProfileUser> {
    const account = await registerVerified(test, email);
    const pair = await login(test, account);
    const row = await test.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      email,
      password: account.password,
      hash: account.hash,
      refreshToken: pair.refresh_token,
      headers: { authorization: `Bearer ${pair.access_token}` },
    };
  }

  /** Another session of the same account (another device). */
  async function signInAgain(user: ProfileUser): Promise<ProfileUser> {
    const pair = await login(test, { email: user.email, password: user.password, hash: user.hash });
    return {
      ...user,
      refreshToken: pair.refresh_token,
      headers: { authorization: `Bearer ${pair.access_token}` },
    };
  }

  /**
   * How many rows of each table name the user: every table with a `user_id` column (whatever
   * feature made it, migrations to come included), and the account itself. Tables left empty
   * are omitted, so `{}` means nothing is left.
   */
  async function rowsOf(userId: string): Promise<Record<string, number>> {
    const tables = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.columns
      WHERE column_name = 'user_id' AND table_schema = current_schema()
    `.execute(test.db);
    const counts: Record<string, number> = {};
    for (const { table_name: table } of tables.rows) {
      const result = await sql<{ count: string }>`
        SELECT count(*) AS count FROM ${sql.table(table)} WHERE user_id = ${userId}
      `.execute(test.db);
      const count = Number(result.rows[0]?.count ?? 0);
      if (count > 0) {
        counts[table] = count;
      }
    }
    const account = await test.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (account) {
      counts['users'] = 1;
    }
    return counts;
  }

  /** Every blob in the store whose key has `userId` in it (rows gone must leave none behind). */
  async function blobsOf(userId: string): Promise<string[]> {
    const root = join(test.config.dataDir, 'blobs');
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((path) => path.includes(userId));
  }

  return { ...test, signUp, signInAgain, rowsOf, blobsOf };
}

export type ProfileTestApp = Awaited<ReturnType<typeof createProfileTestApp>>;
