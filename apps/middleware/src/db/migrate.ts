import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { sql } from 'kysely';

import type { Database } from './database';
import { silentLogger, type Logger } from './logger';

const PACKAGE_NAME = '@folio/middleware';

// `0001-jobs.sql`: four digits fix the order, the rest says what the migration is for. The
// name and checksum are written into the script literally, so this pattern is also what keeps
// that safe.
const MIGRATION_FILE = /^\d{4}-[a-z0-9][a-z0-9-]*\.sql$/;

// Any fixed number works; every Folio process that migrates takes the same one.
const MIGRATION_LOCK_KEY = 7_246_001;

// A migration runs as one implicit transaction; its own BEGIN or COMMIT would end that early.
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|start\s+transaction)\s*;/im;

/** A migration file as found on disk. */
export type MigrationFile = { name: string; sql: string; checksum: string };

export type MigrateOptions = {
  /** Where the `NNNN-name.sql` files are; tests point it at fixtures. */
  dir?: string;
  logger?: Logger;
};

/**
 * Finds `src/db/migrations` from the package root, because this module runs both as
 * `src/db/migrate.ts` (vitest) and bundled into `dist/index.js` (tsup), at different depths.
 */
export function findMigrationsDir(moduleUrl: string): string {
  let dir = dirname(fileURLToPath(moduleUrl));
  for (;;) {
    if (readPackageName(join(dir, 'package.json')) === PACKAGE_NAME) {
      return join(dir, 'src', 'db', 'migrations');
    }
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error(`No ${PACKAGE_NAME} package.json above ${fileURLToPath(moduleUrl)}`);
    }
    dir = parent;
  }
}

/** The middleware's own migrations, applied by `migrate()` unless told otherwise. */
export const MIGRATIONS_DIR = findMigrationsDir(import.meta.url);

/**
 * Brings the schema up to date at start: applies, in name order, every migration file not yet
 * recorded in `schema_migrations`, each in its own transaction together with its record, so a
 * failed migration leaves neither half a schema nor a record. Refuses to start when an applied
 * file has been edited since, because the database would no longer match the code's idea of it.
 * Processes starting together serialise on an advisory lock, so each migration runs once.
 * Returns the names it applied.
 */
export async function migrate(database: Database, options: MigrateOptions = {}): Promise<string[]> {
  const logger = options.logger ?? silentLogger;
  const files = await readMigrationFiles(options.dir ?? MIGRATIONS_DIR);

  // One pinned connection holds the session lock while the scripts run on others.
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(connection);
    try {
      await database.execScript(`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const applied = await connection
        .selectFrom('schema_migrations')
        .select(['name', 'checksum'])
        .execute();
      const pending = selectPending(files, applied, logger);
      for (const file of pending) {
        await database.execScript(
          `${file.sql}\n;\nINSERT INTO schema_migrations (name, checksum) VALUES ('${file.name}', '${file.checksum}');`,
        );
        logger.info({ migration: file.name }, 'migration applied');
      }
      return pending.map((file) => file.name);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_KEY)})`
        .execute(connection)
        .catch((error: unknown) => {
          // The lock ends with the session anyway; keep the error that brought us here.
          logger.warn({ err: error }, 'could not release the migration lock');
        });
    }
  });
}

/** Reads and checks every migration file in `dir`, in the order they apply. */
export async function readMigrationFiles(dir: string): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const files: MigrationFile[] = [];
  for (const name of names) {
    if (!MIGRATION_FILE.test(name)) {
      throw new Error(`Migration ${name} is not named NNNN-lowercase-words.sql`);
    }
    // Checksums ignore line endings, so a checkout with CRLF does not look like an edit.
    const text = (await readFile(join(dir, name), 'utf8')).replace(/\r\n/g, '\n');
    if (TRANSACTION_CONTROL.test(text)) {
      throw new Error(`Migration ${name} controls its own transaction; remove BEGIN/COMMIT`);
    }
    files.push({ name, sql: text, checksum: createHash('sha256').update(text).digest('hex') });
  }
  return files;
}

function selectPending(
  files: MigrationFile[],
  applied: { name: string; checksum: string }[],
  logger: Logger,
): MigrationFile[] {
  const byName = new Map(files.map((file) => [file.name, file]));
  for (const row of applied) {
    const file = byName.get(row.name);
    if (!file) {
      // A newer release applied it; this older code can still run during a rolling deploy.
      logger.warn({ migration: row.name }, 'applied migration has no file here');
    } else if (file.checksum !== row.checksum) {
      throw new Error(
        `Migration ${row.name} changed after it was applied; add a new migration instead of editing it`,
      );
    }
  }
  const appliedNames = new Set(applied.map((row) => row.name));
  return files.filter((file) => !appliedNames.has(file.name));
}

function readPackageName(path: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'name' in parsed) {
      return typeof parsed.name === 'string' ? parsed.name : undefined;
    }
    return undefined;
  } catch {
    return undefined;
  }
}
