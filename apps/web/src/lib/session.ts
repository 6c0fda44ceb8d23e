import type { StoredSession } from '@folio/core';
import { FolioError, type FolioAuth } from '@folio/sdk';

import { clearStoredSession, readStoredSession, storeSession } from './storage';

/**
 * The signed-in session as the browser keeps it (SPEC §3 "authUser") and the one way to renew
 * it. The SDK's 401 handler and the session machine's `refreshTokens` both call `refresh`, which
 * shares a single call while one is in flight: the refresh token is single use, and sending it
 * twice would revoke the whole session (DECISIONS.md "Accounts and sessions").
 */
export type BrowserSession = {
  /** The stored session, or null. */
  read(): StoredSession | null;
  /** The stored access token, for the bearer header. */
  accessToken(): string | undefined;
  /** Keeps a login or refresh answer as the session. */
  store(session: StoredSession): void;
  /** Forgets the session. */
  clear(): void;
  /** Swaps the stored refresh token (or `fallbackRefreshToken`) for a new pair and stores it. */
  refresh(fallbackRefreshToken?: string): Promise<StoredSession>;
  /** Calls `listener` after every successful refresh; returns the unsubscribe. */
  onRefreshed(listener: (session: StoredSession) => void): () => void;
};

/**
 * Creates the browser session over local storage. It stays the app's own, below the SDK's session
 * middleware (which calls `refresh` on a 401): the SDK keeps no tokens, and the browser's storage,
 * its listeners and the one shared renewal are what every tab and the session machine agree on.
 * The renewal call itself is the SDK's (`auth.refresh`). `auth` is read at call time: the app's
 * SDK is created with this session's handler, so it exists only after it.
 */
export function createBrowserSession(auth: () => Pick<FolioAuth, 'refresh'>): BrowserSession {
  const listeners = new Set<(session: StoredSession) => void>();
  let inFlight: Promise<StoredSession> | undefined;

  const renew = async (refreshToken: string): Promise<StoredSession> => {
    // The refresh token travels as the call's own bearer (SPEC §7), which the SDK's session
    // middleware leaves alone, so a refused refresh cannot loop.
    const pair = await auth().refresh(refreshToken);
    storeSession(pair);
    for (const listener of listeners) {
      listener(pair);
    }
    return pair;
  };

  return {
    read: readStoredSession,
    accessToken: () => readStoredSession()?.access_token,
    store: storeSession,
    clear: clearStoredSession,
    refresh(fallbackRefreshToken) {
      if (!inFlight) {
        const refreshToken = readStoredSession()?.refresh_token ?? fallbackRefreshToken;
        inFlight = (
          refreshToken
            ? renew(refreshToken)
            : Promise.reject(new FolioError('SESSION_EXPIRED', 'No stored session to refresh'))
        ).finally(() => {
          inFlight = undefined;
        });
      }
      return inFlight;
    },
    onRefreshed(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The username of an access token: its subject claim (SPEC §3), or undefined when the token is
 * not a readable JWT. The signature is not checked here: the servers check it on every call.
 */
export function usernameFromToken(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) {
    return undefined;
  }
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    const subject =
      typeof claims === 'object' && claims !== null
        ? (claims as Record<string, unknown>)['sub']
        : undefined;
    return typeof subject === 'string' && subject !== '' ? subject : undefined;
  } catch {
    return undefined;
  }
}
