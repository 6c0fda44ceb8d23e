/**
 * The session a face keeps between visits (SPEC §3 "Session (authUser, stored locally)"): the
 * token pair of the login answer. The web keeps the whole login answer under `authUser`, so extra
 * fields are allowed; only the two tokens matter here.
 */
export type StoredSession = {
  access_token: string;
  refresh_token: string;
};

const isNonEmptyString = (value: unknown): value is string =>
  typeof value === 'string' && value !== '';

/**
 * True for a value that can be used as a session: an object with a non-empty `access_token` and
 * `refresh_token`. Faces run what they read from storage through it (a hand-edited or half-written
 * `authUser` counts as no session rather than as a broken one).
 */
export function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const record = value as Record<string, unknown>;
  return isNonEmptyString(record['access_token']) && isNonEmptyString(record['refresh_token']);
}
