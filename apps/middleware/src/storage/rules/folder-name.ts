import { AppError } from '@folio/core';

import type { SystemFolderKind } from '../../db/schema';

/** The longest folder name (SPEC §5 folders; the contract's createFolder). */
export const FOLDER_NAME_MAX_LENGTH = 100;

/** The `all` view of SPEC §3: every file of the user; a name, never a row. */
export const ALL_FILES_VIEW = 'all';

/** The predefined folders of SPEC §3 and their fixed names, in the order they are listed. */
export const SYSTEM_FOLDERS: ReadonlyArray<{ kind: SystemFolderKind; name: string }> = [
  { kind: 'chatbot', name: 'chatbot' },
  { kind: 'extractor', name: 'extractor' },
  { kind: 'uploads', name: 'uploads' },
];

// The characters the contract refuses: those no file system or URL path takes in a segment,
// and control characters.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[/\\:*?"<>|\u0000-\u001f\u007f-\u009f]/;

/**
 * A folder name as stored (SPEC §5 "Folders: name required, invalid characters rejected"): trimmed
 * and NFC-normalised, 1 to 100 characters, none of `/ \ : * ? " < > |` or control characters, not
 * starting with a dot (SPEC §3: a name starting with a dot is hidden). Throws FOLDER_NAME_INVALID
 * with the reason in `detail`. Uniqueness is the database's (ignoring case, system names too).
 */
export function normalizeFolderName(raw: string): string {
  const name = raw.normalize('NFC').trim();
  const refuse = (reason: string) =>
    new AppError('FOLDER_NAME_INVALID', {
      message: `folder name refused (${reason})`,
      detail: { topico: raw, reason },
    });
  if (name === '') {
    throw refuse('empty');
  }
  if ([...name].length > FOLDER_NAME_MAX_LENGTH) {
    throw refuse('too-long');
  }
  if (FORBIDDEN.test(name)) {
    throw refuse('forbidden-character');
  }
  if (name.startsWith('.')) {
    throw refuse('leading-dot');
  }
  return name;
}

/** Whether a name means the `all` view, which no folder may take (ignoring case). */
export function isAllFilesView(name: string): boolean {
  return name.trim().toLowerCase() === ALL_FILES_VIEW;
}
