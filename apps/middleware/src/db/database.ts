import { mkdir } from 'node:fs/promises';

import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
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
  /**
   * Runs `setup` (e.g. `GRANT`, `SET LOCAL ROLE`), then makes the transaction read-only and runs
   * `query`; the transaction is always rolled back, so whatever `setup` granted lasts only for
   * this query and no other connection ever sees it. Rows come as arrays, so two result columns of the
   * same name both stay; values are numbers, booleans, text (dates as PostgreSQL prints them) or
   * null.
   */
  readOnlyQuery(setup: readonly string[], query: string): Promise<QueryResultTable>;
  /**
   * Calls `onNotify` for every `NOTIFY` on `channel` (sent at the commit of the transaction that
   * sent it), from any process sharing the database. Resolves to the function that stops
   * listening. On PostgreSQL a dedicated connection listens; when it is lost, notifications stop
   * (callers keep a fallback, as the job runner keeps polling).
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** Ends the pool or closes PGlite; the Database is unusable afterwards. */
  close(): Promise<void>;
};

/** A result as columns and rows of values, in order. */
export type QueryResultTable = { columns: string[]; rows: QueryValue[][] };
export type QueryValue = number | string | boolean | null;

// The OIDs of PostgreSQL's number and boolean types: int2, int4, int8, float4, float8, numeric,
// oid; bool. Every other value keeps the text PostgreSQL prints, so a date never meets a time zone.
const NUMBER_TYPES = new Set([20, 21, 23, 26, 700, 701, 1700]);
const BOOLEAN_TYPE = 16;

function fromText(value: unknown, dataTypeId: number): QueryValue {
  if (value === null || value === undefined) {
    return null;
  }
  if (typeof value !== 'string') {
    // An array or a type the driver parsed anyway: shown as its JSON text.
    return JSON.stringify(value);
  }
  if (NUMBER_TYPES.has(dataTypeId)) {
    return Number(value);
  }
  return dataTypeId === BOOLEAN_TYPE ? value === 't' || value === 'true' : value;
}

function toResultTable(
  fields: readonly { name: string; dataTypeID: number }[],
  rows: readonly (readonly unknown[])[],
): QueryResultTable {
  return {
    columns: fields.map((field) => field.name),
    rows: rows.map((row) =>
      fields.map((field, index) => fromText(row[index] ?? null, field.dataTypeID)),
    ),
  };
}

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
  // A connection can lose its server (restart, failover) while idle in the pool or while
  // checked out between two queries of a transaction; pg then emits 'error' on the pool or on
  // the client, and an unheard 'error' would crash the process. The query that was running
  // fails (a 503 for its request), the broken client is dropped on release, and the pool opens
  // a new connection on next use.
  const onConnectionError = (error: Error & { code?: string }) => {
    // Message and code only: pg hangs the whole client (with its connection) on the error.
    logger.warn({ error: error.message, code: error.code }, 'PostgreSQL connection failed');
  };
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', onConnectionError));
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
    async readOnlyQuery(setup, query) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        for (const statement of setup) {
          await client.query(statement);
        }
        await client.query('SET TRANSACTION READ ONLY');
        const result = await client.query<(string | null)[]>({
          text: query,
          rowMode: 'array',
          // Every value as the text PostgreSQL sends; `fromText` types numbers and booleans.
          types: { getTypeParser: () => (value: string) => value },
        });
        return toResultTable(result.fields, result.rows);
      } finally {
        await client.query('ROLLBACK').catch(() => undefined);
        client.release();
      }
    },
    async listen(channel, onNotify) {
      const client = new pg.Client({ connectionString: url });
      client.on('error', onConnectionError);
      client.on('notification', (message) => {
        if (message.channel === channel) {
          onNotify();
        }
      });
      await client.connect();
      try {
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        await client.end().catch(() => undefined);
        throw error;
      }
      return () => client.end().catch(() => undefined);
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
    readOnlyQuery: (setup, query) =>
      // PGlite's transaction holds the instance exclusively, as kysely's own transactions do.
      pglite.transaction(async (transaction) => {
        try {
          for (const statement of setup) {
            await transaction.exec(statement);
          }
          await transaction.exec('SET TRANSACTION READ ONLY');
          const result = await transaction.query<(string | null)[]>(query, [], {
            rowMode: 'array',
            parsers: TEXT_PARSERS,
          });
          return toResultTable(result.fields, result.rows);
        } finally {
          await transaction.rollback();
        }
      }),
    async listen(channel, onNotify) {
      const stop = await pglite.listen(channel, () => onNotify());
      return async () => {
        if (!pglite.closed) {
          await stop();
        }
      };
    },
    async close() {
      await db.destroy();
      if (!pglite.closed) {
        await pglite.close();
      }
    },
  };
}

// PGlite parses by type OID; every type it knows is kept as text here, `fromText` does the rest.
const TEXT_PARSERS = Object.fromEntries(
  (Object.values(pgliteTypes) as unknown[])
    .filter((oid): oid is number => typeof oid === 'number')
    .map((oid) => [oid, (value: string) => value]),
);

// Logs where we connect without ever logging the password.
function describeHost(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'unparsable DATABASE_URL';
  }
}
