import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import pg from 'pg';

import { REPO_ROOT, type ServerState } from './start-servers';

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The column types whose text a secret could sit in (arrays and JSON as their text form). */
const TEXT_TYPES = ['text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'bytea'];

/**
 * Every `table.column` of a stopped run's database whose text holds one of `needles`: each column of
 * text, JSON or array type in every table of the schema, read back as text. PGlite's folder is
 * opened with the middleware's own PGlite (one process at a time may hold it, so the servers
 * must be halted first); a PostgreSQL run's database is read through `pg`.
 */
export async function findTextInDatabase(
  state: ServerState,
  needles: readonly string[],
): Promise<string[]> {
  const database = await openStopped(state);
  const { query } = database;
  try {
    const columns = await query(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND data_type = ANY($1)`,
      [TEXT_TYPES],
    );
    const found: string[] = [];
    for (const row of columns.rows) {
      const [table, column] = [String(row['table_name']), String(row['column_name'])];
      const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
      const hits = await query(
        `SELECT count(*) AS count FROM ${ident(table)}
         WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) AS needle
                       WHERE strpos(${ident(column)}::text, needle) > 0)`,
        [needles],
      );
      if (Number(hits.rows[0]?.['count'] ?? 0) > 0) {
        found.push(`${table}.${column}`);
      }
    }
    return found;
  } finally {
    await database.close();
  }
}

type OpenDatabase = { query: Query; close: () => Promise<void> };

async function openStopped(state: ServerState): Promise<OpenDatabase> {
  if (state.database) {
    const client = new pg.Client({ connectionString: state.database.url });
    await client.connect();
    return {
      query: (text, params) => client.query(text, params),
      close: () => client.end(),
    };
  }
  // e2e does not depend on PGlite itself; the middleware's copy is the one that wrote the folder.
  const middlewareRequire = createRequire(join(REPO_ROOT, 'apps/middleware/package.json'));
  const module = (await import(
    pathToFileURL(middlewareRequire.resolve('@electric-sql/pglite')).href
  )) as {
    PGlite: { create: (dir: string) => Promise<OpenDatabase> };
  };
  const pglite = await module.PGlite.create(join(state.dataDir, 'pg'));
  return { query: (text, params) => pglite.query(text, params), close: () => pglite.close() };
}
