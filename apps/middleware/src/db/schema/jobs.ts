// The migrations ledger and the job queue.
import type { ColumnType, Generated } from 'kysely';

import type { GeneratedTimestamp, Json, NullableJson, NullableTimestamp } from './columns';

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
