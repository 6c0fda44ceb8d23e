/**
 * @folio/sdk: typed clients for Folio's middleware and service hosts, generated from
 * `openapi/*.yaml`, with one error type, a session-aware bearer middleware, the user context of
 * form bodies and download helpers. Depends on nothing of Folio's; runs in Node and browsers.
 */
export { createFolioClients, expectData } from './clients';
export type { FolioClients, FolioClientsOptions } from './clients';
export { codeForStatus, errorFromResponse, FolioError, isErrorBody, toFolioError } from './errors';
export type { ErrorBody, ErrorCode } from './errors';
export { readChatStream, sendChatMessage } from './chat-stream';
export type {
  ChatMessageJsonData,
  ChatMessagePath,
  ChatStreamEvent,
  ChatStreamStart,
  SendChatMessageOptions,
} from './chat-stream';
export { fileNameFromContentDisposition, toDownload, toStreamedDownload } from './download';
export type { Download, StreamedDownload } from './download';
export { createSessionMiddleware } from './session-middleware';
export { uploadLarge } from './upload-large';
export { verifyWebhook, WebhookVerificationError } from './verify-webhook';
export type {
  VerifyWebhookOptions,
  WebhookEvent,
  WebhookHeaders,
  WebhookVerificationReason,
} from './verify-webhook';
export type { LargeUploadResult, LargeUploadSource, UploadLargeOptions } from './upload-large';
export type { SessionHandler } from './session-middleware';
export { APPLICATION, COMPANY, MODEL, userContext } from './user-context';
export type { UserContext } from './user-context';
export { jsonDataForm } from './json-data-form';
export type {
  FormBodyOf,
  FormPartsOf,
  JsonDataFields,
  JsonDataForm,
  JsonDataOperation,
} from './json-data-form';
export type { JsonDataOf, MiddlewareJsonData, ServiceJsonData } from './generated/json-data';
export { findJsonDataSchemas } from './json-data-schemas';
export type { FormContract } from './json-data-schemas';
export type {
  components as MiddlewareComponents,
  operations as MiddlewareOperations,
  paths as MiddlewarePaths,
} from './generated/middleware';
export type {
  components as ServiceComponents,
  operations as ServiceOperations,
  paths as ServicePaths,
} from './generated/service';
export * from './client/index';
