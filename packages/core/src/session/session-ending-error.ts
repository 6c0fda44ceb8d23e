import { FolioError, isErrorBody, type ErrorCode } from '@folio/sdk';

import { SESSION_ENDING_CODES } from '../errors/catalogue';

/**
 * Codes answered with 401 or 403 that do not mean "the session is over":
 * - `FEATURE_BLOCKED` (403) is demo mode refusing a feature; the web shows the feature-blocked
 *   screen instead (DECISIONS.md "Demo mode").
 * - `AUTHENTICATION_FAILED` (401) is the login answer to wrong credentials; the login screen shows
 *   it (SPEC §8 "Login/register failures show the server errorMessage").
 */
const NOT_SESSION_ENDING: ReadonlySet<string> = new Set<ErrorCode>([
  'FEATURE_BLOCKED',
  // A refusal of one action on a resource, not of the session.
  'SYSTEM_FOLDER_PROTECTED',
  'AUTHENTICATION_FAILED',
  // Login answers, not the end of a session: the user is still on the login screen.
  'ACCOUNT_NOT_VERIFIED',
  'INVALID_TOKEN_HASH',
  'MISSING_HASH',
  'RATE_LIMIT_EXCEEDED',
]);

/**
 * True when an error means the user must sign in again, so a face turns it into the session
 * machine's `session.expired` event (SPEC §4: "A 401 or 403 answer on an authenticated call shows
 * the session-expired message, removes the stored session and goes to /login. The error codes
 * SESSION_EXPIRED and UNAUTHORIZED do the same"; SPEC §8). Accepts a `FolioError` (what every SDK
 * call fails with) or a raw `{ errorCode, errorMessage }` body; anything else is false.
 */
export function isSessionEndingError(error: unknown): boolean {
  if (error instanceof FolioError) {
    if (NOT_SESSION_ENDING.has(error.code)) {
      return false;
    }
    return error.status === 401 || error.status === 403 || isSessionEndingCode(error.code);
  }
  return isErrorBody(error) && isSessionEndingCode(error.errorCode);
}

function isSessionEndingCode(code: string): boolean {
  return (SESSION_ENDING_CODES as ReadonlySet<string>).has(code);
}
