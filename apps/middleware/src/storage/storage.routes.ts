import { AppError } from '@folio/core';
import type { OperationHandlers } from '@folio/server';

import type { AppContext } from '../app-context';

/** File storage and folders (SPEC §7), keyed by the operationIds of `openapi/middleware.yaml`. */
export function storageRoutes(_context: AppContext): OperationHandlers {
  // Being built (issue 5); each line is replaced by its handler.
  return Object.fromEntries(
    [
      'uploadFiles',
      'listFoldersByCompany',
      'createFolder',
      'deleteFolder',
      'updateFolder',
      'listFoldersByUser',
      'deleteUserFolders',
      'deleteCompanyFolders',
      'renameFolder',
      'moveFolder',
      'listFiles',
      'deleteFile',
      'listRecentFiles',
      'downloadFile',
      'downloadFilesZip',
      'deleteFiles',
      'moveFiles',
      'copyFile',
      'updateFileMetadata',
      'getFileInfo',
      'fileExists',
      'searchFiles',
      'previewFile',
      'searchFileContents',
    ].map((operationId) => [operationId, notYet]),
  );
}

function notYet(): never {
  throw new AppError('SERVICE_UNAVAILABLE', { message: 'file storage is being built' });
}
