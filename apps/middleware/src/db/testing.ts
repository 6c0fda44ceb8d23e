import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

import { openDatabase, wrapPGlite, type Database } from './database';
import { migrate, MIGRATIONS_DIR, readMigrationFiles } from './migrate';

/**
 * The variable that points the tests at a real PostgreSQL, e.g.
 * `postgres://postgres@127.0.0.1:54329/postgres`. The role must be allowed to create databases.
 */
export const TEST_DATABASE_URL_VARIABLE = 'FOLIO_TEST_DATABASE_URL';

// Migrated PGlite data dirs, one per set of migrations, shared by every test process.
const SNAPSHOT_DIR = join(tmpdir(), 'folio-test-pglite');

/** The admin URL of the PostgreSQL the tests may use, or undefined to test on PGlite. */
export function testDatabaseUrl(): string | undefined {
  return process.env[TEST_DATABASE_URL_VARIABLE] || undefined;
}

/** A test's database; `url` lets a test hand a PostgreSQL database to processes it spawns. */
export type TestDatabase = Database & { url: string | undefined };

/**
 * A migrated database of its own for one test file: a fresh `folio_test_<random>` database on
 * the server named by `FOLIO_TEST_DATABASE_URL` (dropped again on `close()`), or an in-memory
 * PGlite when that is unset. Every database test runs on both, so a query that only one engine
 * accepts fails in CI.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = testDatabaseUrl();
  if (!adminUrl) {
    return { ...(await openPGliteTestDatabase()), url: undefined };
  }
  const name = `folio_test_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  const drop = async () => {
    await database.close();
    // FORCE: a test that failed midway may have left a connection behind.
    await runAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await migrate(database);
  } catch (error) {
    await drop();
    throw error;
  }
  return { ...database, url: url.toString(), close: drop };
}

/**
 * Creating and migrating a PGlite takes seconds; loading a migrated snapshot takes a fraction of
 * that. The first test process to need one writes it, keyed by the migrations' checksums.
 */
async function openPGliteTestDatabase(): Promise<Database> {
  const files = await readMigrationFiles(MIGRATIONS_DIR);
  const key = createHash('sha256')
    .update(files.map((file) => `${file.name}:${file.checksum}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const path = join(SNAPSHOT_DIR, `${key}.tar.gz`);

  const snapshot = await readFile(path).catch(() => undefined);
  if (snapshot) {
    try {
      const database = wrapPGlite(
        await PGlite.create({ loadDataDir: new Blob([new Uint8Array(snapshot)]) }),
      );
      // Cheap when up to date, and a guard should the snapshot not be.
      await migrate(database);
      return database;
    } catch {
      // Made by another PGlite version, or damaged: make a new one below.
    }
  }

  const pglite = await PGlite.create();
  const database = wrapPGlite(pglite);
  await migrate(database);
  const dump = await pglite.dumpDataDir('gzip');
  await mkdir(SNAPSHOT_DIR, { recursive: true });
  // Written aside, then renamed: processes racing to write it never read half a file.
  const partial = `${path}.${randomBytes(4).toString('hex')}.part`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, path);
  return database;
}

async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
