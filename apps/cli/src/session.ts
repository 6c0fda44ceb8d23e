import { FolioError, type FolioAuth, type SessionHandler } from '@folio/sdk';

import {
  isApiKeyCredentials,
  type Credentials,
  type CredentialsFile,
  type StoredCredentials,
} from './config-file';

/**
 * An access token this close to its end is renewed rather than reused: it could expire on the
 * way to the server.
 */
const EXPIRY_MARGIN_MS = 30_000;

/** The claims of an access token the CLI reads: its subject (the username) and its end. */
export type TokenClaims = { subject?: string; expiresAt?: Date };

/**
 * The subject and expiry of a JWT access token, without checking its signature (the servers
 * check it on every call). Empty for a token that is not a readable JWT.
 */
export function readTokenClaims(token: string): TokenClaims {
  const payload = token.split('.')[1];
  if (payload === undefined) {
    return {};
  }
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
    if (typeof claims !== 'object' || claims === null) {
      return {};
    }
    const { sub, exp } = claims as Record<string, unknown>;
    return {
      ...(typeof sub === 'string' && sub !== '' ? { subject: sub } : {}),
      ...(typeof exp === 'number' ? { expiresAt: new Date(exp * 1000) } : {}),
    };
  } catch {
    return {};
  }
}

function isFresh(token: string): boolean {
  const { expiresAt } = readTokenClaims(token);
  return expiresAt !== undefined && expiresAt.getTime() - Date.now() > EXPIRY_MARGIN_MS;
}

const isSameAccount = (a: StoredCredentials, b: StoredCredentials) =>
  a.middlewareUrl === b.middlewareUrl && a.email === b.email;

/** The SDK's session handler over the credentials file, and what commands need around it. */
export type StoredSession = SessionHandler & {
  /** The credentials in use: the renewed ones after a refresh. */
  current(): StoredCredentials;
  /** True when the calls carry an API key: a refusal of its scopes does not end it. */
  isApiKey: boolean;
  /** Why the last refresh failed; undefined when it succeeded or none was needed. */
  refreshFailure(): unknown;
  /** Removes the stored credentials, unless another login has replaced them meanwhile. */
  forget(): Promise<void>;
};

/**
 * The session of the credentials file for the SDK (`createFolioClients({ session })`): every call
 * carries the access token, and a 401 leads to one refresh and one retry (SPEC §4, the rule of
 * core's session machine). The refresh token is single use (DECISIONS.md "Accounts and
 * sessions"), so under the file's lock the refresh first looks whether another `folio` process has
 * already renewed the pair and takes that one; otherwise it spends the stored refresh token and
 * writes the new pair before anything else happens. The session stays the CLI's, under the
 * SDK's session middleware (which calls `refresh` on a 401), because only the CLI knows its file
 * and lock; the renewal call itself is the SDK's `auth.refresh`.
 */
export function createStoredSession({
  file,
  credentials,
  auth,
}: {
  file: CredentialsFile;
  credentials: Credentials;
  auth: Pick<FolioAuth, 'refresh'>;
}): StoredSession {
  let current = credentials;
  let failure: unknown;

  /** The newest stored pair of this account; the session is over when the file no longer has it. */
  const latest = async (): Promise<Credentials> => {
    const read = await file.read();
    if (
      read.status !== 'signedIn' ||
      isApiKeyCredentials(read.credentials) ||
      !isSameAccount(read.credentials, current)
    ) {
      throw new FolioError('SESSION_EXPIRED', 'The stored session was removed or replaced', {
        status: 401,
      });
    }
    return read.credentials;
  };

  const renew = () =>
    file.withLock(async () => {
      const stored = await latest();
      if (stored.access_token !== current.access_token && isFresh(stored.access_token)) {
        return stored;
      }
      const pair = await auth.refresh(stored.refresh_token);
      const renewed = {
        ...stored,
        access_token: pair.access_token,
        refresh_token: pair.refresh_token,
      };
      current = renewed;
      await file.write(renewed);
      return renewed;
    });

  return {
    getAccessToken: () => current.access_token,
    async refresh() {
      try {
        current = await renew();
        failure = undefined;
        return current.access_token;
      } catch (error) {
        failure = error;
        throw error;
      }
    },
    current: () => current,
    isApiKey: false,
    refreshFailure: () => failure,
    async forget() {
      const read = await file.read();
      if (read.status === 'signedIn' && !isSameAccount(read.credentials, current)) {
        return;
      }
      await file.remove();
    },
  };
}
