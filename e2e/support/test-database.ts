import { randomBytes } from 'node:crypto';

import pg from 'pg';

/** A throwaway database on a real PostgreSQL server. */
export type TestDatabase = { url: string; drop: () => Promise<void> };

/**
 * Creates a fresh database on the server that `adminUrl` reaches, so each run on PostgreSQL
 * starts as empty as a fresh PGlite folder; `drop()` removes it.
 */
export async function createTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `folio_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
