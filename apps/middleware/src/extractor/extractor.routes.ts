import { AppError } from '@folio/core';
import type { OperationHandlers } from '@folio/server';

import type { AppContext } from '../app-context';

/**
 * The extractor and the document database (SPEC §7), keyed by the operationIds of
 * `openapi/middleware.yaml`.
 */
export function extractorRoutes(_context: AppContext): OperationHandlers {
  // Being built (issue 6); each line is replaced by its handler.
  return Object.fromEntries(
    [
      'listConfigurations',
      'saveConfiguration',
      'deleteConfiguration',
      'getConfiguration',
      'getCollections',
      'configureDocument',
      'extractZip',
      'getRun',
      'cancelRun',
      'listResults',
      'getDocument',
      'getDocumentPage',
      'updateDocument',
      'deleteDocument',
      'exportResults',
      'trainChatbotFromResults',
      'queryAllDocuments',
      'docdbInsert',
      'docdbGetFile',
      'docdbRetrievePdfs',
      'docdbDeleteDocument',
      'docdbDeleteFile',
      'docdbDownload',
    ].map((operationId) => [operationId, notYet]),
  );
}

function notYet(): never {
  throw new AppError('SERVICE_UNAVAILABLE', { message: 'the extractor is being built' });
}
