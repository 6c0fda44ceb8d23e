import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openDatabase } from './database';
import { openTestDatabase, testDatabaseUrl, type TestDatabase } from './testing';

describe('openTestDatabase', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('uses PostgreSQL when FOLIO_TEST_DATABASE_URL is set, PGlite otherwise', () => {
    expect(database.kind).toBe(testDatabaseUrl() ? 'postgres' : 'pglite');
  });

  it('runs kysely queries and multi-statement scripts', async () => {
    await database.execScript(
      'CREATE TABLE script_a (n int); INSERT INTO script_a VALUES (1), (2);',
    );
    const { rows } = await sql<{
      total: number;
    }>`select sum(n)::int as total from script_a`.execute(database.db);
    expect(rows).toEqual([{ total: 3 }]);
  });

  it('rolls a failed script back as a whole', async () => {
    await expect(
      database.execScript('CREATE TABLE script_b (n int); SELECT 1 / 0;'),
    ).rejects.toThrow(/division by zero/);
    const { rows } = await sql<{
      found: string | null;
    }>`select to_regclass('script_b')::text as found`.execute(database.db);
    expect(rows).toEqual([{ found: null }]);
  });

  it('keeps transactions apart when they overlap', async () => {
    await database.execScript('CREATE TABLE overlap (n int)');
    const failing = database.db.transaction().execute(async (trx) => {
      await sql`insert into overlap values (1)`.execute(trx);
      // Stays open a while so the other transaction can run meanwhile (on PostgreSQL; PGlite
      // queues them). Whichever order they take, only the committed row may remain.
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('roll back');
    });
    const committed = database.db.transaction().execute(async (trx) => {
      await sql`insert into overlap values (2)`.execute(trx);
    });
    await expect(failing).rejects.toThrow('roll back');
    await committed;
    const { rows } = await sql<{ n: number }>`select n from overlap`.execute(database.db);
    expect(rows).toEqual([{ n: 2 }]);
  });
});

describe('openDatabase with a PGlite folder', () => {
  it('creates the folder and keeps rows across reopening', { timeout: 120_000 }, async () => {
    const parent = await mkdtemp(join(tmpdir(), 'folio-pglite-'));
    const dir = join(parent, 'nested', 'pg');
    try {
      const first = await openDatabase({ pgliteDir: dir });
      await first.execScript("CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here');");
      await first.close();

      const second = await openDatabase({ pgliteDir: dir });
      const { rows } = await sql<{ v: string }>`select v from kept`.execute(second.db);
      await second.close();
      expect(rows).toEqual([{ v: 'still here' }]);
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});

describe.runIf(testDatabaseUrl())('openDatabase on PostgreSQL whose connections are cut', () => {
  it('keeps the process up when a checked-out connection loses its server, and reconnects', async () => {
    const database = await openTestDatabase();
    try {
      // A transaction holds its connection between queries; PostgreSQL ends that backend
      // (as a restart would) while the connection waits there, idle.
      const ended = database.db.transaction().execute(async (transaction) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
          transaction,
        );
        await sql`select pg_terminate_backend(${rows[0]?.pid ?? 0})`.execute(database.db);
        await sql`select 1`.execute(transaction);
      });
      await expect(ended).rejects.toThrow();
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(database.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
