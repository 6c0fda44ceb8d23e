// Cloud integrations (issue 14): grants, authorizations, imports.
import type { ColumnType } from 'kysely';

import type { GeneratedTimestamp, NullableTimestamp } from './columns';

/** A user's grant at a cloud provider (migration 0020); tokens are ciphertexts, never plain. */
export type IntegrationAccountsTable = {
  user_id: string;
  provider: string;
  account_email: string | null;
  access_token_enc: string;
  refresh_token_enc: string | null;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  scope: string | null;
  connected_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
};

/** An OAuth authorization in flight (migration 0020): the state's digest and the PKCE verifier. */
export type IntegrationAuthorizationsTable = {
  state_digest: string;
  user_id: string;
  provider: string;
  verifier_enc: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
};

export type IntegrationImportStatus = 'running' | 'done' | 'partial' | 'failed';

/** An import from a cloud provider into Files (migration 0020). */
export type IntegrationImportsTable = {
  id: string;
  user_id: string;
  provider: string;
  folder: string;
  status: IntegrationImportStatus;
  job_id: string | null;
  created_at: GeneratedTimestamp;
  finished_at: NullableTimestamp;
};

export type IntegrationImportItemState = 'queued' | 'downloading' | 'done' | 'failed';

/** One file of an import (migration 0020). */
export type IntegrationImportItemsTable = {
  import_id: string;
  position: number;
  remote_id: string;
  name: string;
  file_id: string;
  state: IntegrationImportItemState;
  /** bigint: the driver answers a string. */
  bytes: ColumnType<string, number | undefined, number>;
  error_code: string | null;
  updated_at: GeneratedTimestamp;
};
