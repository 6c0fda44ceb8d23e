import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely's view of the tables the migrations in `migrations/` create. Column names stay
 * snake_case as in SQL (no case-converting plugin), so a query reads the same in a migration,
 * in `psql` and in TypeScript. Each migration that adds a table adds its type here.
 */
export type Tables = {
  schema_migrations: SchemaMigrationsTable;
  jobs: JobsTable;
  users: UsersTable;
  account_links: AccountLinksTable;
  session_families: SessionFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  rate_limits: RateLimitsTable;
  oidc_states: OidcStatesTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  folders: FoldersTable;
  files: FilesTable;
  file_pages: FilePagesTable;
  configurations: ConfigurationsTable;
  extraction_runs: ExtractionRunsTable;
  extracted_documents: ExtractedDocumentsTable;
  chatbot_training_requests: ChatbotTrainingRequestsTable;
  docdb_records: DocdbRecordsTable;
  docdb_files: DocdbFilesTable;
  chat_topics: ChatTopicsTable;
  chat_trainings: ChatTrainingsTable;
  chat_topic_files: ChatTopicFilesTable;
  chat_conversations: ChatConversationsTable;
  chat_passages: ChatPassagesTable;
  chat_messages: ChatMessagesTable;
  chat_tables: ChatTablesTable;
  chat_sql_questions: ChatSqlQuestionsTable;
  tus_landings: TusLandingsTable;
  tus_locks: TusLocksTable;
  page_ledger: PageLedgerTable;
  utility_uses: UtilityUsesTable;
  api_keys: ApiKeysTable;
  integration_accounts: IntegrationAccountsTable;
  integration_authorizations: IntegrationAuthorizationsTable;
  integration_imports: IntegrationImportsTable;
  integration_import_items: IntegrationImportItemsTable;
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

export type UsersTable = {
  id: Generated<string>;
  email: string;
  name: string;
  lastname: string;
  belongs_to_company: boolean;
  company_id: string | null;
  password_digest: string;
  account_key_digest: string;
  language: ColumnType<'en' | 'sp', 'en' | 'sp' | undefined, 'en' | 'sp'>;
  balance_pages: Generated<number>;
  profile_index: Generated<number>;
  verified_at: NullableTimestamp;
  /** When the account's erasure is due (deleted, within its grace period); null otherwise. */
  erasure_due_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
};

export type AccountLinkPurpose = 'verify' | 'reset' | 'oidc';

export type AccountLinksTable = {
  digest: string;
  user_id: string;
  purpose: AccountLinkPurpose;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
};

export type SessionRevocation = 'logout' | 'reuse' | 'reset';

export type SessionFamiliesTable = {
  id: Generated<string>;
  user_id: string;
  created_at: GeneratedTimestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: SessionRevocation | null;
};

export type RefreshTokensTable = {
  digest: string;
  family_id: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
};

/** 0017: API keys; only the digest of a key is stored. */
export type ApiKeysTable = {
  id: Generated<string>;
  user_id: string;
  digest: string;
  name: string;
  scopes: string[];
  expires_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  /** The key's first characters (migration 0026); null for keys made before. */
  hint: ColumnType<string | null, string | null | undefined, string | null>;
};

export type RateLimitsTable = {
  key: string;
  window_start: ColumnType<Date, Date | string, Date | string>;
  hits: number;
};

export type OidcStatesTable = {
  state_digest: string;
  code_verifier: string;
  nonce: string;
  language: 'en' | 'sp';
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: GeneratedTimestamp;
};

export type FolderColor =
  'blue' | 'green' | 'yellow' | 'red' | 'purple' | 'orange' | 'teal' | 'gray';
export type SystemFolderKind = 'chatbot' | 'extractor' | 'uploads';

/** A user's webhook (migration 0019); `events` is a JSON array of event types. */
export type WebhookEndpointsTable = {
  id: Generated<string>;
  user_id: string;
  url: string;
  description: Generated<string>;
  events: Json;
  enabled: Generated<boolean>;
  /** Sealed by the secret cipher (migration 0025); `whsec_...` in rows not yet sealed. */
  secret: string;
  /** A rotated-out secret, sealed, that still signs until `previous_secret_until`. */
  previous_secret: ColumnType<string | null, string | null | undefined, string | null>;
  previous_secret_until: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
};

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** One event for one webhook (migration 0019); `body` is what is sent and signed. */
export type WebhookDeliveriesTable = {
  id: Generated<string>;
  endpoint_id: string;
  message_id: string;
  event_key: string;
  event_type: string;
  body: string;
  status: ColumnType<
    WebhookDeliveryStatus,
    WebhookDeliveryStatus | undefined,
    WebhookDeliveryStatus
  >;
  scheduled_attempts: Generated<number>;
  next_attempt_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
};

/** One try of a delivery (migration 0019). */
export type WebhookAttemptsTable = {
  delivery_id: string;
  attempt: number;
  started_at: ColumnType<Date, Date | string, Date | string>;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  replay: Generated<boolean>;
};

export type FoldersTable = {
  id: Generated<string>;
  user_id: string;
  empresa: string;
  name: string;
  description: string | null;
  color: ColumnType<FolderColor, FolderColor | undefined, FolderColor>;
  system_kind: SystemFolderKind | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type FileKind = 'image' | 'document' | 'video' | 'audio' | 'archive' | 'other';
export type IndexStatus = 'pending' | 'indexing' | 'indexed' | 'failed' | 'skipped';
/** Why a file is `failed` or `skipped` (storage/index/index-error.ts, migration 0011). */
export type IndexError =
  | 'too-complex'
  | 'timeout'
  | 'encrypted'
  | 'unreadable'
  | 'too-many-pages'
  | 'too-large'
  | 'no-text'
  | 'error';

export type FilesTable = {
  id: Generated<string>;
  user_id: string;
  folder_id: string;
  filename: string;
  /** The file name folded for search and sorting (storage/rules/name-key.ts, migration 0006). */
  name_key: string;
  blob_key: string;
  mime_type: string;
  kind: FileKind;
  category: 'config' | 'chat' | null;
  config_name: string | null;
  /** bigint: the driver answers a string, so read it with Number(). */
  size: ColumnType<string, number, number>;
  sha256: string;
  pages: number | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  description: string | null;
  access_count: Generated<number>;
  index_status: Generated<IndexStatus>;
  index_progress: Generated<number>;
  index_error: IndexError | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

/** A jsonb column read back as `T`; written as JSON text like `Json`. */
type JsonOf<T> = ColumnType<T, string, string>;

export type DocumentType = 'invoice' | 'accounting' | 'handwritten' | 'other';

export type ConfigurationsTable = {
  id: Generated<string>;
  user_id: string;
  name: string;
  document_type: DocumentType;
  prompt: string | null;
  model: string | null;
  example_file_id: string | null;
  attributes: JsonOf<unknown[]>;
  last_run_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type RunStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export type ExtractionRunsTable = {
  id: Generated<string>;
  user_id: string;
  configuration_id: string;
  job_id: string | null;
  zip_name: string;
  status: Generated<RunStatus>;
  created_at: Generated<Date>;
  finished_at: Date | null;
};

export type ExtractionState =
  | 'not_verified'
  | 'verified'
  | 'auto_verified'
  | 'manually_verified'
  | 'requires_verification'
  | 'missing_rows';

export type ExtractedDocumentsTable = {
  id: Generated<string>;
  user_id: string;
  configuration_id: string;
  run_id: string | null;
  file_id: string | null;
  file_name: string;
  pages: Generated<number>;
  status: Generated<'queued' | 'running' | 'done' | 'failed'>;
  state: Generated<ExtractionState>;
  headers: JsonOf<Record<string, unknown>>;
  items: JsonOf<Record<string, unknown>[]>;
  available_fields: JsonOf<{ headers: string[]; details: string[] }>;
  warnings: ColumnType<string[], string[] | undefined, string[]>;
  engine: string | null;
  error: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  verified_at: Date | null;
  /** Its header values and line-item cells; generated by PostgreSQL (migration 0015). */
  field_count: ColumnType<number, never, never>;
  /** Of those, the values a person corrected (`edited`); generated (migration 0015). */
  corrected_field_count: ColumnType<number, never, never>;
};

export type ChatbotTrainingRequestsTable = {
  id: Generated<string>;
  user_id: string;
  config_name: string;
  topico: string;
  document_ids: ColumnType<string[], string[] | undefined, string[]>;
  status: Generated<'pending' | 'done' | 'failed'>;
  created_at: Generated<Date>;
  training_id: ColumnType<string | null, string | null | undefined, string | null>;
};

export type DocdbRecordsTable = {
  id: Generated<string>;
  user_id: string;
  config_name: string;
  document_id: string | null;
  date: Generated<Date>;
  data: JsonOf<Record<string, unknown>>;
  created_at: Generated<Date>;
};

export type DocdbFilesTable = {
  id: Generated<string>;
  record_id: string;
  user_id: string;
  file_name: string;
  blob_key: string;
  /** bigint: the driver answers a string, so read it with Number(). */
  size: ColumnType<string, number, number>;
  created_at: Generated<Date>;
};

/**
 * The indexed text of a file, page by page (`0005-file-index.sql`); its one vector is generated
 * in the page's `language` (`0023-file-pages-language.sql`).
 */
export type FilePagesTable = {
  file_id: string;
  user_id: string;
  page: number;
  part: ColumnType<number, number | undefined, number>;
  text: string;
  language: ColumnType<'es' | 'en', 'es' | 'en' | undefined, 'es' | 'en'>;
};

export type ChatbotKind = 'documental' | 'estructurado';
export type ChatLanguage = 'es' | 'en';

export type ChatTopicsTable = {
  id: Generated<string>;
  user_id: string;
  name: string;
  is_global: Generated<boolean>;
  description: Generated<string>;
  document_type: Generated<string>;
  config_chatbot: Generated<ChatbotKind>;
  longer: Generated<boolean>;
  annonimization: Generated<boolean>;
  mannuscrit: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
};

export type ChatTrainingStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export type ChatTrainingsTable = {
  id: Generated<string>;
  topic_id: string;
  user_id: string;
  job_id: ColumnType<string | null, string | null | undefined, string | null>;
  status: Generated<ChatTrainingStatus>;
  created_at: GeneratedTimestamp;
  finished_at: NullableTimestamp;
};

export type ChatTopicFileStatus = 'pending' | 'training' | 'trained' | 'failed';

export type ChatTopicFilesTable = {
  topic_id: string;
  file_id: string;
  user_id: string;
  training_id: ColumnType<string | null, string | null | undefined, string | null>;
  status: Generated<ChatTopicFileStatus>;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  language: ColumnType<ChatLanguage | null, ChatLanguage | null | undefined, ChatLanguage | null>;
  pages: ColumnType<number | null, number | null | undefined, number | null>;
  passages: Generated<number>;
  summary: ColumnType<string | null, string | null | undefined, string | null>;
  position: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
};

export type ChatConversationsTable = {
  id: Generated<string>;
  topic_id: string;
  user_id: string;
  name: string;
  /** The conversation's placeholders (`MaskEntry[]`), when its topic anonymises. */
  masks: ColumnType<unknown, string | undefined, string>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
};

export type ChatPassagesTable = {
  /** bigint identity: read as a string by both drivers. */
  id: ColumnType<string, never, never>;
  topic_id: string;
  file_id: string;
  user_id: string;
  conversation_id: ColumnType<string | null, string | null | undefined, string | null>;
  ordinal: number;
  page: number;
  char_start: number;
  char_end: number;
  heading: ColumnType<string | null, string | null | undefined, string | null>;
  text: string;
  language: ChatLanguage;
  /** Folded Snowball stems at their word positions (`passageVector`); never read as a value. */
  tsv: ColumnType<string, unknown, unknown>;
  embedding: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
};

export type ChatMessageStatus = 'streaming' | 'done' | 'stopped' | 'failed';

export type ChatMessagesTable = {
  id: Generated<string>;
  conversation_id: string;
  user_id: string;
  user_message: string;
  bot_response: Generated<string>;
  status: Generated<ChatMessageStatus>;
  error_code: ColumnType<string | null, string | null | undefined, string | null>;
  model: ColumnType<string | null, string | null | undefined, string | null>;
  tone: ColumnType<string | null, string | null | undefined, string | null>;
  personality: ColumnType<string | null, string | null | undefined, string | null>;
  engine: Generated<string>;
  citations: ColumnType<unknown, string | undefined, string>;
  files_id: ColumnType<string[], string[] | undefined, string[]>;
  reasoning: ColumnType<string | null, string | null | undefined, string | null>;
  notices: ColumnType<string[], string[] | undefined, string[]>;
  mission: ColumnType<string | null, string | null | undefined, string | null>;
  mission_result: NullableJson;
  /** `AnswerTable` of the contract, for an accounting topic's answer. */
  table_result: NullableJson;
  created_at: GeneratedTimestamp;
};

/** An accounting topic's table (issue 12); its rows live in the topic's own schema. */
export type ChatTablesTable = {
  topic_id: string;
  name: string;
  file_id: ColumnType<string | null, string | null | undefined, string | null>;
  title: string;
  /** `TableColumn[]` of chatbot/accounting/tables/table-types.ts. */
  columns: ColumnType<unknown, string, string>;
  row_count: number;
  /** The totals rows as written (`string[][]`). */
  totals: ColumnType<unknown, string | undefined, string>;
  /** Titles and notes beside the table (`string[]`). */
  notes: ColumnType<unknown, string | undefined, string>;
  created_at: GeneratedTimestamp;
};

/** SPEC §7 SQL questions of an accounting topic, per language. */
export type ChatSqlQuestionsTable = {
  topic_id: string;
  language: ChatLanguage;
  /** `string[]`. */
  questions: ColumnType<unknown, string, string>;
  created_at: GeneratedTimestamp;
};

/** What became of a finished tus upload (migration 0018, storage/tus/tus-records.ts). */
export type TusLandingsTable = {
  upload_id: string;
  user_id: string;
  state: 'landing' | 'landed';
  file_id: string;
  blob_name: string | null;
  /** bigint: the driver answers a string, so read it with Number(). */
  size: ColumnType<string | null, number | null, number | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

/** The lock of a tus upload while a request works on it (0022, storage/tus/tus-locker.ts). */
export type TusLocksTable = {
  upload_id: string;
  holder: string;
  lease_until: ColumnType<Date, Date | string, Date | string>;
  release_requested: ColumnType<boolean, boolean | undefined, boolean>;
};

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

/** One answered utility call, as the service host reported it (migration 0021, issue 13). */
export type UtilityUsesTable = {
  id: Generated<string>;
  user_id: string;
  tool: string;
  files: number;
  pages: number | null;
  duration_ms: number;
  used_at: GeneratedTimestamp;
};

/** What a row of the page ledger is for (migration 0021, issue 13). */
export type PageLedgerKind = 'opening' | 'granted' | 'extraction' | 'training' | 'example';

/** One change of a user's page balance, written with the work that made it. */
export type PageLedgerTable = {
  id: Generated<string>;
  user_id: string;
  kind: PageLedgerKind;
  reference_id: string | null;
  label: Generated<string>;
  pages: number;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
};
