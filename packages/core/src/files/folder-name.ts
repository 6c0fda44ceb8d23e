/** Why a folder name cannot be used; each maps to a message (`validation.required`, `errors.*`). */
export type FolderNameProblem = 'required' | 'invalid' | 'exists';

/** The result of checking a folder name: the name as it will be stored, or the problem. */
export type FolderNameCheck =
  { ok: true; name: string } | { ok: false; problem: FolderNameProblem };

/** The longest folder name the server keeps (openapi: createFolder, FOLDER_NAME_INVALID). */
export const FOLDER_NAME_MAX_LENGTH = 100;

// Characters no folder name may hold (openapi: createFolder), and control characters.
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[/\\:*?"<>|\u0000-\u001f\u007f]/;

/**
 * Checks a folder name the way the server will (SPEC §5 "Folders: name required, invalid
 * characters rejected, name must be unique"; the contract's createFolder rule): trimmed, not
 * empty, at most 100 characters, none of `/ \ : * ? " < > |` nor control characters, not
 * starting with a dot, and unique among `existing` ignoring case (system folders included).
 * `current` is the folder being renamed, which may keep its own name in another case.
 */
export function checkFolderName(
  raw: string,
  existing: readonly string[],
  current?: string,
): FolderNameCheck {
  const name = raw.trim();
  if (name === '') {
    return { ok: false, problem: 'required' };
  }
  if ([...name].length > FOLDER_NAME_MAX_LENGTH || FORBIDDEN.test(name) || name.startsWith('.')) {
    return { ok: false, problem: 'invalid' };
  }
  const lower = name.toLowerCase();
  const isTaken = existing.some(
    (other) => other.toLowerCase() === lower && other.toLowerCase() !== current?.toLowerCase(),
  );
  return isTaken ? { ok: false, problem: 'exists' } : { ok: true, name };
}
