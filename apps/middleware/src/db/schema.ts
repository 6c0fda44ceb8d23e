import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely's view of the tables the migrations in `migrations/` create. Column names stay
 * snake_case as in SQL (no case-converting plugin), so a query reads the same in a migration,
 * in `psql` and in TypeScript. Each migration that adds a table adds its type here.
 */
export type Tables = {
  schema_migrations: SchemaMigrationsTable;
  jobs: JobsTable;
};

/** A timestamptz column: read as a Date, written as a Date or an ISO string. */
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/**
 * A jsonb column. Values are written as JSON text (`JSON.stringify`), never as JS objects: the
 * `pg` driver would turn a JS array into a PostgreSQL array rather than a JSON one.
 */
type Json = ColumnType<unknown, string, string>;
type NullableJson = ColumnType<unknown, string | null | undefined, string | null>;

export type SchemaMigrationsTable = {
  name: string;
  checksum: string;
  applied_at: GeneratedTimestamp;
};

/** The life of a job; see `jobs/job-queue.ts` for the transitions. */
export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export type JobsTable = {
  id: Generated<string>;
  kind: string;
  payload: Json;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: GeneratedTimestamp;
  locked_by: string | null;
  lease_until: NullableTimestamp;
  progress_done: Generated<number>;
  progress_total: number | null;
  progress_message: string | null;
  result: NullableJson;
  last_error: string | null;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  finished_at: NullableTimestamp;
};
