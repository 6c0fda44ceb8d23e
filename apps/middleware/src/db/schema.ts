import type {
  AccountLinksTable,
  ApiKeysTable,
  OidcStatesTable,
  RateLimitsTable,
  RefreshTokensTable,
  SessionFamiliesTable,
  UsersTable,
} from './schema/auth';
import type { PageLedgerTable, UtilityUsesTable } from './schema/balance';
import type {
  ChatConversationsTable,
  ChatMessagesTable,
  ChatPassagesTable,
  ChatSqlQuestionsTable,
  ChatTablesTable,
  ChatTopicFilesTable,
  ChatTopicsTable,
  ChatTrainingsTable,
} from './schema/chatbot';
import type {
  ChatbotTrainingRequestsTable,
  ConfigurationsTable,
  DocdbFilesTable,
  DocdbRecordsTable,
  ExtractedDocumentsTable,
  ExtractionRunsTable,
} from './schema/extractor';
import type {
  IntegrationAccountsTable,
  IntegrationAuthorizationsTable,
  IntegrationImportItemsTable,
  IntegrationImportsTable,
} from './schema/integrations';
import type { JobsTable, SchemaMigrationsTable } from './schema/jobs';
import type {
  FilePagesTable,
  FilesTable,
  FoldersTable,
  TusLandingsTable,
  TusLocksTable,
} from './schema/storage';
import type {
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
  WebhookEndpointsTable,
} from './schema/webhooks';

export type * from './schema/jobs';
export type * from './schema/auth';
export type * from './schema/webhooks';
export type * from './schema/storage';
export type * from './schema/extractor';
export type * from './schema/chatbot';
export type * from './schema/integrations';
export type * from './schema/balance';

/**
 * Kysely's view of the tables the migrations in `migrations/` create. Column names stay
 * snake_case as in SQL (no case-converting plugin), so a query reads the same in a migration,
 * in `psql` and in TypeScript. Each migration that adds a table adds its type to its feature's file
 * in `schema/` and its name here.
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
