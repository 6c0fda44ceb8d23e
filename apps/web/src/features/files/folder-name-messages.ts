import type { FolderNameProblem } from '@folio/core';

/** The message of each folder-name problem: the same words the server's refusal shows (SPEC §8). */
export const FOLDER_NAME_MESSAGES = {
  required: 'validation.required',
  invalid: 'errors.folderNameInvalid',
  exists: 'errors.folderNameExists',
} as const satisfies Record<FolderNameProblem, string>;
