/**
 * Session: the signed-in/signed-out machine (SPEC §4 "Session check", 401/403, login, logout) and
 * the helpers faces use around it.
 */
export { sessionMachine } from './session.machine';
export type { SessionContext, SessionEmitted, SessionEvent } from './session.machine';
export { isSessionEndingError } from './session-ending-error';
export { isStoredSession } from './stored-session';
export type { StoredSession } from './stored-session';
