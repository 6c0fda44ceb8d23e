import type { ErrorCode } from '@folio/sdk';

/** What a code means to a client and a server: the HTTP status and the message to show. */
export type CatalogueEntry = {
  status: number;
  /** A key of the i18n resources, under `errors.` (SPEC §8: the code maps to a translated message). */
  messageKey: `errors.${string}`;
};

/** Codes whose answer is "sign in again" (SPEC §4, §8): the session is cleared, then /login. */
export const SESSION_ENDING_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'SESSION_EXPIRED',
  'UNAUTHORIZED',
]);

const entry = (status: number, key: string): CatalogueEntry => ({
  status,
  messageKey: `errors.${key}`,
});

/**
 * Every error code of the contract with its status and message key (SPEC §8). Typed as a Record
 * over the generated ErrorCode, so a code added to `openapi/components/errors.yaml` fails
 * typecheck until it is given both here.
 */
export const ERROR_CATALOGUE: Record<ErrorCode, CatalogueEntry> = {
  FEEDBACK_CREATION_ERROR: entry(500, 'feedbackCreation'),
  EMAIL_SEND_ERROR: entry(502, 'emailSend'),
  FEEDBACK_RETRIEVAL_ERROR: entry(500, 'feedbackRetrieval'),

  TOKEN_PROCESSING_ERROR: entry(401, 'tokenProcessing'),
  INVALID_TOKEN_HASH: entry(401, 'invalidTokenHash'),
  TOKEN_INVALIDATION_ERROR: entry(500, 'tokenInvalidation'),
  TOKEN_SAVE_ERROR: entry(500, 'tokenSave'),
  TOKEN_REVOCATION_ERROR: entry(500, 'tokenRevocation'),
  TOKEN_GENERATION_ERROR: entry(500, 'tokenGeneration'),
  REFRESH_TOKEN_GENERATION_ERROR: entry(500, 'refreshTokenGeneration'),
  USERNAME_EXTRACTION_ERROR: entry(401, 'usernameExtraction'),
  HASH_EXTRACTION_ERROR: entry(401, 'hashExtraction'),
  CLAIM_EXTRACTION_ERROR: entry(401, 'claimExtraction'),
  TOKEN_VALIDATION_ERROR: entry(401, 'tokenValidation'),
  TOKEN_EXPIRATION_CHECK_ERROR: entry(401, 'tokenExpirationCheck'),
  TOKEN_EXTRACTION_ERROR: entry(401, 'tokenExtraction'),
  INVALID_TOKEN: entry(401, 'invalidToken'),
  TOKEN_EXPIRED: entry(401, 'tokenExpired'),

  MISSING_HASH: entry(400, 'missingHash'),
  SESSION_EXPIRED: entry(401, 'sessionExpired'),
  UNAUTHORIZED: entry(401, 'unauthorized'),
  FORBIDDEN: entry(403, 'forbidden'),
  ACCESS_DENIED: entry(403, 'accessDenied'),
  AUTHENTICATION_FAILED: entry(401, 'authenticationFailed'),
  FEATURE_BLOCKED: entry(403, 'featureBlocked'),
  EMAIL_ALREADY_REGISTERED: entry(409, 'emailAlreadyRegistered'),
  ACCOUNT_NOT_VERIFIED: entry(403, 'accountNotVerified'),
  INVALID_LINK: entry(400, 'invalidLink'),

  QUANTITY_RETRIEVAL_ERROR: entry(500, 'quantityRetrieval'),
  QUANTITY_UPDATE_ERROR: entry(500, 'quantityUpdate'),
  QUANTITY_CALCULATION_ERROR: entry(500, 'quantityCalculation'),
  INSUFFICIENT_BALANCE: entry(402, 'insufficientBalance'),
  INSUFFICIENT_QUANTITY: entry(409, 'insufficientQuantity'),
  NO_PDF_TOKENS_LEFT: entry(402, 'noPdfTokensLeft'),
  TRANSACTION_CREATE_ERROR: entry(500, 'transactionCreate'),
  TRANSACTION_UPDATE_ERROR: entry(500, 'transactionUpdate'),
  TRANSACTION_RETRIEVAL_ERROR: entry(500, 'transactionRetrieval'),
  TRANSACTION_DELETE_ERROR: entry(500, 'transactionDelete'),
  TRANSACTION_NOT_FOUND: entry(404, 'transactionNotFound'),
  PRODUCT_ADD_ERROR: entry(500, 'productAdd'),
  PRODUCT_DELETE_ERROR: entry(500, 'productDelete'),
  PRODUCT_UPDATE_ERROR: entry(500, 'productUpdate'),
  PRODUCT_RETRIEVAL_ERROR: entry(500, 'productRetrieval'),

  ENCRYPTION_ERROR: entry(500, 'encryption'),
  DECRYPTION_ERROR: entry(500, 'decryption'),
  KEY_ERROR: entry(500, 'key'),

  FILE_PROCESSING_ERROR: entry(422, 'fileProcessing'),
  FILE_DOWNLOAD_ERROR: entry(500, 'fileDownload'),
  FILE_VALIDATION_ERROR: entry(422, 'fileValidation'),
  FILE_DELETION_ERROR: entry(500, 'fileDeletion'),
  FILE_ANALYSIS_ERROR: entry(422, 'fileAnalysis'),
  PDF_PROCESSING_ERROR: entry(422, 'pdfProcessing'),
  PDF_CHECK_ERROR: entry(422, 'pdfCheck'),
  PDF_PAGE_VALIDATION_ERROR: entry(422, 'pdfPageValidation'),
  EMPTY_FILE_RESPONSE: entry(422, 'emptyFileResponse'),
  EMPTY_RESPONSE: entry(502, 'emptyResponse'),
  PAYLOAD_TOO_LARGE: entry(413, 'payloadTooLarge'),
  TOO_MANY_FILES: entry(422, 'tooManyFiles'),
  FILE_TOO_MANY_PAGES: entry(422, 'fileTooManyPages'),
  TOTAL_PAGES_EXCEEDED: entry(422, 'totalPagesExceeded'),
  EXCEL_NOT_ALLOWED: entry(422, 'excelNotAllowed'),
  ZIP_UNSUPPORTED_FILES: entry(422, 'zipUnsupportedFiles'),
  ZIP_NO_SUPPORTED_FILES: entry(422, 'zipNoSupportedFiles'),
  ZIP_READ_ERROR: entry(422, 'zipRead'),
  MISSING_PARAMETERS: entry(400, 'missingParameters'),
  TOPIC_NAME_EXISTS: entry(409, 'topicNameExists'),
  FOLDER_NAME_EXISTS: entry(409, 'folderNameExists'),
  FOLDER_NAME_INVALID: entry(400, 'folderNameInvalid'),
  SYSTEM_FOLDER_PROTECTED: entry(403, 'systemFolderProtected'),
  CONFIGURATION_NAME_EXISTS: entry(409, 'configurationNameExists'),

  DATABASE_RETRIEVAL_ERROR: entry(500, 'databaseRetrieval'),
  REQUEST_ERROR: entry(400, 'request'),
  API_REQUEST_ERROR: entry(502, 'apiRequest'),
  REQUEST_PREPARATION_ERROR: entry(400, 'requestPreparation'),
  BAD_REQUEST: entry(400, 'badRequest'),
  INVALID_REQUEST: entry(400, 'invalidRequest'),
  METHOD_NOT_ALLOWED: entry(405, 'methodNotAllowed'),
  UNSUPPORTED_MEDIA_TYPE: entry(415, 'unsupportedMediaType'),
  DATA_INTEGRITY_VIOLATION: entry(409, 'dataIntegrityViolation'),
  INTERNAL_SERVER_ERROR: entry(500, 'internalServerError'),
  SERVER_ERROR: entry(500, 'serverError'),
  SERVICE_UNAVAILABLE: entry(503, 'serviceUnavailable'),
  ENDPOINT_NOT_FOUND: entry(404, 'endpointNotFound'),
  RESOURCE_NOT_FOUND: entry(404, 'resourceNotFound'),
  RATE_LIMIT_EXCEEDED: entry(429, 'rateLimitExceeded'),
  NETWORK_ERROR: entry(503, 'network'),

  CHATBOT_SERVICE_ERROR: entry(502, 'chatbotService'),
  CHATBOT_ERROR: entry(500, 'chatbot'),
  CONFIGURATION_CHATBOT_ERROR: entry(500, 'configurationChatbot'),
  CONVERSATION_HISTORY_ERROR: entry(500, 'conversationHistory'),
  CONVERSATION_RETRIEVAL_ERROR: entry(500, 'conversationRetrieval'),
  CONVERSATION_UPDATE_ERROR: entry(500, 'conversationUpdate'),
  CONVERSATION_SAVE_ERROR: entry(500, 'conversationSave'),
  DESCRIPTION_DELETION_ERROR: entry(500, 'descriptionDeletion'),
  TOPIC_DELETION_ERROR: entry(500, 'topicDeletion'),
  TOPIC_RETRIEVAL_ERROR: entry(500, 'topicRetrieval'),
  AUTO_TRAINING_ERROR: entry(500, 'autoTraining'),
  TRAINING_CHAT_ERROR: entry(500, 'trainingChat'),
  SETTINGS_DELETE_ERROR: entry(500, 'settingsDelete'),
  DOCUMENT_UPDATE_ERROR: entry(500, 'documentUpdate'),
  AUDITING_ERROR: entry(500, 'auditing'),
  REASONING_ERROR: entry(500, 'reasoning'),
  CV_SELECTION_ERROR: entry(500, 'cvSelection'),
  CV_QUESTION_ERROR: entry(500, 'cvQuestion'),
  SEMANTIC_ANALYSIS_ERROR: entry(500, 'semanticAnalysis'),
  IMAGE_ANALYSIS_ERROR: entry(422, 'imageAnalysis'),
  AUDIO_EXTRACTION: entry(422, 'audioExtraction'),
  RAZONER_ERROR: entry(500, 'razoner'),

  DOCUMENT_CONFIG_ERROR: entry(500, 'documentConfig'),
  CONFIG_SAVE_ERROR: entry(500, 'configSave'),
  CONFIG_QUERY_ERROR: entry(500, 'configQuery'),
  COLLECTION_QUERY_ERROR: entry(500, 'collectionQuery'),
  ENTITY_EXTRACTION_ERROR: entry(500, 'entityExtraction'),

  // Issue 14: the cloud import family. Never 401 (the SDK would refresh the Folio session and the
  // web would sign out): a provider's refused grant is CLOUD_RECONNECT_REQUIRED, a 409.
  INTEGRATION_NOT_CONFIGURED: entry(503, 'integrationNotConfigured'),
  INTEGRATION_NOT_CONNECTED: entry(409, 'integrationNotConnected'),
  CLOUD_RECONNECT_REQUIRED: entry(409, 'cloudReconnectRequired'),
  CLOUD_PERMISSION_DENIED: entry(403, 'cloudPermissionDenied'),
  CLOUD_FILE_NOT_FOUND: entry(404, 'cloudFileNotFound'),
  CLOUD_FILE_TOO_LARGE: entry(413, 'cloudFileTooLarge'),
  CLOUD_RATE_LIMITED: entry(429, 'cloudRateLimited'),
  CLOUD_SERVICE_ERROR: entry(502, 'cloudServiceError'),
};

/**
 * Codes a server writes on a failed document of a run (`documents[].error`) that are not answers
 * of the contract's ErrorCode, each with its message key: RUN_CANCELLED, the run was cancelled
 * (cancelRun) before the document was extracted.
 */
export const DOCUMENT_ERROR_KEYS: Readonly<Record<string, `errors.${string}`>> = {
  RUN_CANCELLED: 'errors.runCancelled',
};

/**
 * Messages more precise than a code's own for some values of `detail.reason`, keyed by code then
 * reason. Issue #17: a file refused for its structure (`too-complex`) or stopped at its time
 * budget (`timeout`) tells the user it is too complex, not that it may be damaged; a user at the
 * limit of heavy requests at once (`concurrent-requests`) is told to wait for one to finish.
 */
export const REASON_MESSAGE_KEYS: Partial<
  Record<ErrorCode, Readonly<Record<string, `errors.${string}`>>>
> = {
  FILE_PROCESSING_ERROR: {
    timeout: 'errors.fileTooComplex',
    'too-complex': 'errors.fileTooComplex',
  },
  RATE_LIMIT_EXCEEDED: {
    'concurrent-requests': 'errors.tooManyRequestsAtOnce',
  },
  // Issue 11: why a language model's answer failed.
  CHATBOT_SERVICE_ERROR: {
    'model-key-refused': 'errors.modelKeyRefused',
    'model-rate-limited': 'errors.modelRateLimited',
    'model-timeout': 'errors.modelTimeout',
    'model-refused': 'errors.modelRefused',
    'model-bad-response': 'errors.modelBadResponse',
    'model-unavailable': 'errors.modelUnavailable',
  },
};

/** True when the code is one this build knows; a newer server may send others. */
export function isKnownErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}
