/** The high-level client (issue 21): `createFolio` and the types of its resources. */
export { createFolio } from './create-folio';
export type { FolioCredentials, FolioOptions } from './create-folio';
export { createFolioFromClients } from './folio-from-clients';
export type { Folio, FolioFromClientsOptions } from './folio-from-clients';
export { createFolioAuth, createFolioAuthFromClients } from './auth';
export type {
  FolioAuth,
  FolioAuthFromClientsOptions,
  FolioAuthOptions,
  LoginInput,
  LoginTokens,
  PasswordReset,
  Registration,
  TokenOwner,
} from './auth';
export type { FolioHost, Health, PublicConfig, SystemResource } from './system';
export type { CallOptions } from './call';
export type { Clock, RetryOptions } from './retrying-fetch';
export { createRetryingFetch, retryAfterMs } from './retrying-fetch';
export type { TokenPair } from './token-session';
export type {
  ContentSearchHit,
  FileListQuery,
  FilePage,
  FilesResource,
  StoredFile,
  UploadOptions,
  UploadSource,
} from './files';
export type { Folder, FolderColor, FoldersResource } from './folders';
export type {
  Configuration,
  ConfigurationInput,
  ExportFormat,
  ExtractedDocument,
  ExtractorResource,
  ResultsPage,
  ResultsQuery,
} from './extractor';
export type { ExtractionRun, Run } from './extraction-run';
export type {
  DocumentChange,
  ExtractionState,
  ExtractorDocumentsResource,
} from './extractor-documents';
export type { Collection } from './extractor-collections';
export type { DatabaseRecord, ExtractorDatabaseResource } from './extractor-database';
export type {
  DocumentType,
  ExampleReading,
  ExampleTest,
  ExtractorExamplesResource,
} from './extractor-examples';
export type { WaitOptions } from './wait';
export type { UtilsResource } from './utils';
export type {
  AccountResource,
  BalanceHistory,
  PasswordChange,
  Profile,
  ProfileChanges,
  StorageUsage,
  UpdatedProfile,
} from './account';
export type { ByNameOptions, FileByName, FileDownloads } from './file-downloads';
export type { LargeFileSource, LargeUploadOptions } from './large-upload';
export type { ChatResource, Topic } from './chat';
export type {
  AskOptions,
  ChatAnswer,
  ChatEndpoint,
  ChatEvents,
  ChatResult,
  Citation,
} from './chat-messages';
export type {
  TopicDetail,
  TopicSettings,
  Training,
  TrainingAccepted,
  TrainingOptions,
  TrainingResource,
  TrainingRun,
} from './chat-training';
export type { SqlQuestions, TablesResource, TopicTable } from './chat-tables';
export type { GeneratedPrompt, PromptSuggestions, PromptsResource } from './chat-prompts';
export type {
  Conversation,
  ConversationHistory,
  ConversationsResource,
} from './chat-conversations';
export type { ApiKey, ApiKeyInput, ApiKeyScope, ApiKeysResource, CreatedApiKey } from './api-keys';
export type {
  CreatedWebhook,
  RotatedWebhookSecret,
  Webhook,
  WebhookChanges,
  WebhookDelivery,
  WebhookInput,
  WebhooksResource,
} from './webhooks';
export type {
  Dashboard,
  DashboardBucket,
  DashboardPeriodName,
  DashboardQuery,
  DashboardResource,
  DashboardRun,
} from './dashboard';
export type {
  CloudItem,
  CloudItemPage,
  CloudItemQuery,
  CloudUpload,
  CloudUploadSource,
  Integration,
  IntegrationProvider,
  IntegrationsResource,
} from './integrations';
export type { CloudImport, CloudImportHandle } from './cloud-import';
export { escapeFormName, multipartBody } from './multipart-body';
export type { MultipartBody } from './multipart-body';
