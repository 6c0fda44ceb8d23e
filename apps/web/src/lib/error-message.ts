import { isKnownErrorCode, messageForError, type Language } from '@folio/core';
import { FolioError } from '@folio/sdk';

/**
 * The text to show for a failed call (SPEC §8, STYLE.md §4): the catalogue's message in the
 * user's language for a known code, the server's `errorMessage` for a code this build does not
 * know, else `fallback` (the operation's own message). Anything that is not a `FolioError` (a
 * bug, not an answer) also shows `fallback`.
 */
export function errorText(error: unknown, language: Language, fallback: string): string {
  if (!(error instanceof FolioError)) {
    return fallback;
  }
  if (isKnownErrorCode(error.code)) {
    return messageForError(language, error.code, error.message, error.detail);
  }
  return error.message.trim() === '' ? fallback : error.message;
}

/**
 * The text a login or register failure shows: the server's `errorMessage` when the server
 * answered (SPEC §4 "Login failure shows the server errorMessage"; the server writes it in the
 * language the SDK asked for), else what `errorText` picks (a network failure has no server
 * message worth showing).
 */
export function serverErrorText(error: unknown, language: Language, fallback: string): string {
  if (error instanceof FolioError && error.status > 0 && error.message.trim() !== '') {
    return error.message;
  }
  return errorText(error, language, fallback);
}
