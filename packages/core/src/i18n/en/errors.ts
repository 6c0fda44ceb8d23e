/**
 * English `errors` messages, one namespace of `en` (../en.ts). Holds one key per `messageKey`
 * of the error catalogue plus `unknown`, the fallback when neither the catalogue nor the server
 * has a message (SPEC §8).
 */
export const errors = {
  accessDenied: 'Access denied: your account cannot access this resource.',
  accountNotVerified:
    'Your account is not verified yet. Open the link we sent to your email, then log in.',
  apiRequest:
    'An external service did not answer the request correctly. Please try again in a few minutes.',
  audioExtraction:
    'The audio message could not be transcribed. Check that audio transcription is configured, or type your message instead.',
  auditing: 'The document audit could not be completed. Please try again.',
  authenticationFailed: 'The email or password you entered is incorrect',
  autoTraining: 'Automatic training of the chatbot failed. Please start the training again.',
  badRequest: 'The request is not valid. Check the data you entered and try again.',
  chatbot: 'The chatbot could not answer your message. Please try again.',
  chatbotService:
    'The chatbot service is not available right now. Please try again in a few minutes.',
  claimExtraction: 'Your session details could not be read. Please log in again.',
  cloudFileNotFound: 'The file or folder no longer exists in your cloud account.',
  cloudFileTooLarge: 'The file is too large to import: the limit is {{maxMb}} MB.',
  cloudPermissionDenied:
    'Your cloud account does not allow this: you are missing permission on the file or folder.',
  cloudRateLimited:
    'The cloud service is limiting requests or your quota is used up. Wait a moment and try again.',
  cloudReconnectRequired:
    'Access to your cloud account has expired or was revoked. Reconnect it from your profile and try again.',
  cloudServiceError:
    'The cloud service did not answer correctly. Please try again in a few minutes.',
  collectionQuery: 'The document collection could not be queried. Please try again.',
  configQuery: 'The extraction configurations could not be loaded. Please try again.',
  configSave: 'The extraction configuration could not be saved. Check its fields and try again.',
  configurationChatbot: 'The chatbot settings could not be loaded or saved. Please try again.',
  configurationNameExists:
    'A configuration with this name already exists. Choose a different name.',
  conversationHistory: 'The conversation history could not be loaded. Please try again.',
  conversationRetrieval: 'The conversation could not be loaded. Please try again.',
  conversationSave: 'The message could not be saved in the conversation. Please try again.',
  conversationUpdate: 'The conversation could not be updated. Please try again.',
  cvQuestion: 'The question about the CVs could not be answered. Please try again.',
  cvSelection: 'The CV selection could not be completed. Please try again.',
  dataIntegrityViolation:
    'The change conflicts with existing data (for example a duplicate, or an item still in use). Review it and try again.',
  databaseRetrieval: 'The data could not be read from the database. Please try again.',
  decryption:
    'Protected data could not be decrypted. Please try again, or contact the support team if it keeps happening.',
  descriptionDeletion: 'The description could not be deleted. Please try again.',
  documentConfig:
    'The document settings for this extraction could not be loaded. Please try again.',
  documentUpdate: 'The document could not be updated. Please try again.',
  emailAlreadyRegistered:
    'An account with this email already exists. Log in or reset your password.',
  emailSend: 'The email could not be sent. Please try again in a few minutes.',
  emptyFileResponse:
    'The file is empty or produced no content. Check the file and upload it again.',
  emptyResponse: 'The server sent an empty response. Please try again.',
  encryption: 'Your data could not be encrypted, so it was not saved. Please try again.',
  endpointNotFound:
    'This action is not available on the server. Update the application or contact the support team.',
  entityExtraction:
    'The data could not be extracted from the document. Check that the document is readable and try again.',
  excelNotAllowed:
    'Excel files are not allowed in conversational chatbots. Use an accounting chatbot for spreadsheets.',
  featureBlocked: 'This feature is not available in the demo version.',
  feedbackCreation: 'Your feedback could not be sent. Please try again.',
  feedbackRetrieval: 'The feedback could not be loaded. Please try again.',
  fileAnalysis: 'The file could not be analysed. Check that it is not damaged and try again.',
  fileDeletion: 'The file could not be deleted. Please try again.',
  fileDownload: 'The file could not be downloaded. Please try again.',
  fileProcessing:
    'The file could not be processed. Check that it is a supported, undamaged file and try again.',
  fileTooComplex:
    'The file is too complex to process: it needs more time or memory than a conversion may take. Simplify it or split it into smaller files and try again.',
  fileTooManyPages:
    'The file {{file}} has {{pages}} pages; the maximum is {{max}}. Split it and try again.',
  fileValidation: 'The file is not valid. Check its type and size and try again.',
  folderNameExists: 'A folder with this name already exists. Choose a different name.',
  folderNameInvalid:
    'The folder name is not valid: use up to 100 characters, none of / \\ : * ? " < > |, and do not start with a dot.',
  forbidden: 'You do not have permission to perform this action.',
  hashExtraction: 'Your account key could not be read from the session. Please log in again.',
  imageAnalysis: 'The image could not be analysed. Check that it is readable and try again.',
  insufficientBalance: 'You do not have a sufficient balance to complete this operation',
  insufficientQuantity: 'The requested quantity is not available. Reduce it and try again.',
  integrationNotConfigured:
    'This integration is not configured on the server. Ask your administrator to set it up.',
  integrationNotConnected: 'Connect your account first, from Connected accounts in your profile.',
  internalServerError:
    'An unexpected error occurred on the server. The support team has been notified; please try again later.',
  invalidLink: 'This link is invalid or has expired. Request a new one.',
  invalidRequest: 'The request is incomplete or has invalid values. Check the form and try again.',
  invalidToken: 'Your session or link is not valid. Log in again or request a new link.',
  invalidTokenHash: 'The account key does not match this account. Check the key and log in again.',
  key: 'A security key on the server is missing or not valid. Please contact the support team.',
  methodNotAllowed:
    'This action is not allowed on this resource. Update the application or contact the support team.',
  missingHash: 'The account key is required. Enter the key you saved when you registered.',
  missingParameters:
    'Some required information is missing. Complete all required fields and try again.',
  modelBadResponse:
    'The language model’s answer was cut off or could not be read. Send your message again.',
  modelKeyRefused:
    'The language model refused this server’s key. Ask your administrator to check it, or pick another model.',
  modelRateLimited:
    'The language model is receiving too many requests right now. Wait a minute and send your message again.',
  modelRefused:
    'The language model declined to answer this message. Rephrase it, or pick another model.',
  modelTimeout:
    'The language model took too long to answer. Send your message again, or pick a faster model.',
  modelUnavailable:
    'The language model cannot be reached right now. Try again in a few minutes, or pick another model.',
  network: 'Network connection error: check the internet connection and try again',
  noPdfTokensLeft: 'You have no pages left for PDF processing. Ask for more balance to continue.',
  payloadTooLarge:
    'The upload exceeds the size limit of {{maxMb}} MB. Upload smaller or fewer files.',
  pdfCheck: 'The PDF could not be checked. Make sure it is a valid PDF and try again.',
  pdfPageValidation:
    'The pages of the PDF could not be validated. Make sure the PDF is not damaged or password-protected.',
  pdfProcessing:
    'The PDF could not be processed. Check that it is not damaged or password-protected and try again.',
  productAdd: 'The product could not be added. Please try again.',
  productDelete: 'The product could not be deleted. Please try again.',
  productRetrieval: 'The products could not be loaded. Please try again.',
  productUpdate: 'The product could not be updated. Please try again.',
  quantityCalculation: 'The number of pages to charge could not be calculated. Please try again.',
  quantityRetrieval: 'Your balance could not be loaded. Please try again.',
  quantityUpdate: 'Your balance could not be updated. Please try again.',
  rateLimitExceeded: 'Too many requests in a short time. Please wait a moment and try again.',
  razoner: 'The reasoning assistant could not complete its answer. Please try again.',
  reasoning: 'The model could not work out an answer. Try rephrasing your question.',
  refreshTokenGeneration: 'Your session could not be renewed. Please log in again.',
  request: 'The request could not be completed. Check the data and try again.',
  requestPreparation:
    'The request could not be prepared. Check the data you entered and try again.',
  resourceNotFound: 'The item you are looking for does not exist or has been deleted.',
  runCancelled: 'Not extracted: the run was cancelled.',
  semanticAnalysis:
    'The semantic analysis of the documents could not be completed. Please try again.',
  serverError: 'The server could not complete the operation. Please try again later.',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a few minutes.',
  sessionExpired: 'Your session has expired, please log in again',
  settingsDelete: 'The settings could not be deleted. Please try again.',
  systemFolderProtected: 'System folders cannot be renamed, moved or deleted.',
  tokenExpirationCheck: 'Your session could not be checked. Please log in again.',
  tokenExpired: 'Your session or link has expired. Log in again or request a new link.',
  tokenExtraction: 'Error loading the user. Please log in again.',
  tokenGeneration: 'Your session could not be started. Please try to log in again.',
  tokenInvalidation: 'Your session could not be closed on the server. Please try again.',
  tokenProcessing: 'Your session could not be processed. Please log in again.',
  tokenRevocation: 'Your sessions could not be revoked. Please try again.',
  tokenSave: 'Your session could not be saved. Please try to log in again.',
  tokenValidation: 'Your session could not be validated. Please log in again.',
  tooManyFiles: 'Maximum {{max}} files allowed. You have selected {{current}}.',
  tooManyRequestsAtOnce:
    'You already have {{limit}} conversions running. Wait for one to finish, then try again.',
  topicDeletion: 'The topic could not be deleted. Please try again.',
  topicNameExists: 'A topic with this name already exists. Choose a different name.',
  topicRetrieval: 'The topics could not be loaded. Please try again.',
  totalPagesExceeded:
    'The files add up to {{total}} pages; the maximum is {{max}}. Remove some files and try again.',
  trainingChat: 'The chatbot could not be trained with these files. Check the files and try again.',
  transactionCreate: 'The transaction could not be recorded. Please try again.',
  transactionDelete: 'The transaction could not be deleted. Please try again.',
  transactionNotFound: 'The transaction does not exist or has been deleted.',
  transactionRetrieval: 'The transactions could not be loaded. Please try again.',
  transactionUpdate: 'The transaction could not be updated. Please try again.',
  unauthorized: 'You need to be authenticated',
  unknown: 'Something went wrong. Please try again.',
  unsupportedMediaType:
    'This file type is not supported. Check the list of supported formats and try again.',
  usernameExtraction: 'Your user could not be read from the session. Please log in again.',
  zipNoSupportedFiles:
    'The ZIP file contains no supported files. Add PDF files to it and try again.',
  zipRead: 'The ZIP file could not be read. Check that it is not damaged and try again.',
  zipUnsupportedFiles:
    'The ZIP file contains unsupported files. Keep only PDF files in it and try again.',
} as const;
