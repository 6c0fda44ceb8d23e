import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase, type Database } from './database';
import { findMigrationsDir, migrate, MIGRATIONS_DIR } from './migrate';
import { openTestDatabase, type TestDatabase } from './testing';

describe('migrate', () => {
  let database: TestDatabase;
  const dirs: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  afterAll(async () => {
    await database.close();
  });

  async function migrationsDir(files: Record<string, string>): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'folio-migrations-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) {
      await writeFile(join(dir, name), text);
    }
    return dir;
  }

  async function tableExists(name: string): Promise<boolean> {
    const { rows } = await sql<{
      found: string | null;
    }>`select to_regclass(${name})::text as found`.execute(database.db);
    return (rows[0]?.found ?? null) !== null;
  }

  it('finds the migrations folder from the source and from the bundle', () => {
    expect(MIGRATIONS_DIR).toMatch(/apps[/\\]middleware[/\\]src[/\\]db[/\\]migrations$/);
    expect(findMigrationsDir(new URL('../../dist/index.js', import.meta.url).href)).toBe(
      MIGRATIONS_DIR,
    );
  });

  it('has applied the real migrations and applies nothing the second time', async () => {
    expect(await tableExists('jobs')).toBe(true);
    expect(await migrate(database)).toEqual([]);
  });

  it('applies new files in name order, once', async () => {
    const dir = await migrationsDir({
      '0102-second.sql': 'ALTER TABLE order_test ADD COLUMN b int;',
      '0101-first.sql': 'CREATE TABLE order_test (a int);',
    });
    expect(await migrate(database, { dir })).toEqual(['0101-first.sql', '0102-second.sql']);
    expect(await migrate(database, { dir })).toEqual([]);
    const rows = await database.db
      .selectFrom('schema_migrations')
      .select(['name', 'checksum'])
      .where('name', 'like', '010%')
      .orderBy('name')
      .execute();
    expect(rows.map((row) => row.name)).toEqual(['0101-first.sql', '0102-second.sql']);
    expect(rows[0]?.checksum).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses to start when an applied file was edited', async () => {
    const dir = await migrationsDir({ '0201-edited.sql': 'CREATE TABLE edited (a int);' });
    await migrate(database, { dir });
    await writeFile(join(dir, '0201-edited.sql'), 'CREATE TABLE edited (a bigint);');
    await expect(migrate(database, { dir })).rejects.toThrow(/0201-edited\.sql changed/);
  });

  it('leaves neither the schema change nor the record of a failed migration', async () => {
    const dir = await migrationsDir({
      '0301-broken.sql': 'CREATE TABLE half_done (a int);\nSELECT 1 / 0;',
    });
    await expect(migrate(database, { dir })).rejects.toThrow(/division by zero/);
    expect(await tableExists('half_done')).toBe(false);
    const record = await database.db
      .selectFrom('schema_migrations')
      .select('name')
      .where('name', '=', '0301-broken.sql')
      .executeTakeFirst();
    expect(record).toBeUndefined();
  });

  it('refuses badly named files and files that manage their own transaction', async () => {
    const badName = await migrationsDir({ '0401_Bad Name.sql': 'SELECT 1;' });
    await expect(migrate(database, { dir: badName })).rejects.toThrow(/not named/);
    const ownTransaction = await migrationsDir({ '0402-tx.sql': 'BEGIN;\nSELECT 1;\nCOMMIT;' });
    await expect(migrate(database, { dir: ownTransaction })).rejects.toThrow(/own transaction/);
  });

  it('applies each migration once when several migrators start together', async () => {
    const dir = await migrationsDir({
      // The pause keeps the first migrator inside its transaction while the others arrive.
      '0501-race.sql': 'SELECT pg_sleep(0.3);\nCREATE TABLE race (a int);',
      '0502-race.sql': 'INSERT INTO race VALUES (1);',
    });
    // On PostgreSQL the others are separate pools, as separate processes would have.
    const others: Database[] = database.url
      ? await Promise.all([
          openDatabase({ url: database.url }),
          openDatabase({ url: database.url }),
        ])
      : [database, database];
    try {
      const results = await Promise.all(
        [database, ...others].map((each) => migrate(each, { dir })),
      );
      expect(results.flat().sort()).toEqual(['0501-race.sql', '0502-race.sql']);
      const { rows } = await sql<{
        count: number;
      }>`select count(*)::int as count from race`.execute(database.db);
      expect(rows).toEqual([{ count: 1 }]);
    } finally {
      if (database.url) {
        await Promise.all(others.map((other) => other.close()));
      }
    }
  });
});
