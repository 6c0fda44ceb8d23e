import { mkdir } from 'node:fs/promises';

import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';

import type { DatabaseConfig } from '../config';
import { silentLogger, type Logger } from './logger';
import type { Tables } from './schema';

/**
 * The one way the middleware reaches its data: the same kysely queries run on PGlite (single
 * process, `start`, tests) and on PostgreSQL (scale-out), so features never branch on the engine.
 */
export type Database = {
  db: Kysely<Tables>;
  kind: 'pglite' | 'postgres';
  /**
   * Runs a script of several statements (a migration) through the simple-query protocol, which
   * kysely's parameterised queries cannot do. The statements form one implicit transaction: on
   * an error none of them stays applied.
   */
  execScript(script: string): Promise<void>;
  /** Ends the pool or closes PGlite; the Database is unusable afterwards. */
  close(): Promise<void>;
};

/**
 * Opens PostgreSQL when `config.url` is set, otherwise PGlite kept in `config.pgliteDir` (created
 * when missing), or in memory when that is undefined. It does not migrate: see `migrate()`.
 */
export async function openDatabase(
  config: DatabaseConfig,
  logger: Logger = silentLogger,
): Promise<Database> {
  if (config.url) {
    return openPostgres(config.url, logger);
  }
  return openPGlite(config.pgliteDir, logger);
}

function openPostgres(url: string, logger: Logger): Database {
  const pool = new pg.Pool({ connectionString: url });
  // An idle client can lose its server (restart, failover); without a listener pg would crash
  // the process. The pool replaces the client on next use.
  pool.on('error', (error) => {
    logger.warn({ err: error }, 'idle PostgreSQL connection failed');
  });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  logger.info({ host: describeHost(url) }, 'database: PostgreSQL');
  return {
    db,
    kind: 'postgres',
    async execScript(script) {
      const client = await pool.connect();
      try {
        // A query without parameters goes through the simple-query protocol, which accepts
        // several statements.
        await client.query(script);
      } finally {
        client.release();
      }
    },
    async close() {
      await db.destroy();
      // kysely ends the pool only if it ever used it.
      if (!pool.ending) {
        await pool.end();
      }
    },
  };
}

async function openPGlite(dir: string | undefined, logger: Logger): Promise<Database> {
  if (dir !== undefined) {
    await mkdir(dir, { recursive: true });
  }
  const pglite = dir === undefined ? await PGlite.create() : await PGlite.create(dir);
  logger.info({ dir: dir ?? 'memory' }, 'database: PGlite');
  return wrapPGlite(pglite);
}

/**
 * A Database over a PGlite the caller opened itself, e.g. from a data-dir snapshot (the test
 * helper starts every test file's database from one migrated snapshot, which is much faster
 * than creating and migrating a fresh one).
 */
export function wrapPGlite(pglite: PGlite): Database {
  // kysely serialises PGlite's single connection itself (its adapter declares no multiple
  // connections), so concurrent queries and transactions never interleave.
  const db = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    async execScript(script) {
      await pglite.exec(script);
    },
    async close() {
      await db.destroy();
      if (!pglite.closed) {
        await pglite.close();
      }
    },
  };
}

// Logs where we connect without ever logging the password.
function describeHost(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'unparsable DATABASE_URL';
  }
}
