import { createFolioClients } from '../clients';
import { FolioError } from '../errors';
import type { SessionHandler } from '../session-middleware';

import { createFolioAuthFromClients, DEFAULT_TIMEOUT_MS, type FolioAuthOptions } from './auth';
import { createFolioFromClients, type Folio } from './folio-from-clients';
import { createRetryingFetch, SYSTEM_CLOCK } from './retrying-fetch';
import { createTokenSession, type TokenPair } from './token-session';

export type { Folio } from './folio-from-clients';

/**
 * How the client signs in: an API key, a password login, tokens kept from an earlier one, or a
 * session the caller keeps itself (the CLI's credentials file, shared by its processes).
 */
export type FolioCredentials =
  | { apiKey: string }
  | { email: string; password: string; accountKey: string }
  | { tokens: TokenPair }
  | { session: SessionHandler; username: string };

/** What `createFolio` takes: the credentials, and where and how to reach the servers. */
export type FolioOptions = FolioCredentials & FolioAuthOptions;

/**
 * Signs in and answers the client. With `email`, `password` and `accountKey` (the key shown once
 * at registration, DECISIONS.md) it logs in and keeps the session, renewing it by itself; with
 * `apiKey` every call carries the key. The user context of every call (SPEC §3: `empresa`,
 * `user`, `aplicacion`, `modelo`) is the session's own. Fails with a FolioError
 * (AUTHENTICATION_FAILED, NETWORK_ERROR, ...) when the sign-in does.
 *
 * ```ts
 * const folio = await createFolio({ url, email, password, accountKey });
 * for await (const file of folio.files.list()) console.log(file.blob_name);
 * ```
 */
export async function createFolio(options: FolioOptions): Promise<Folio> {
  const clock = options.clock ?? SYSTEM_CLOCK;
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const fetch = createRetryingFetch(baseFetch, options.retry, clock);
  const language = options.language;
  const common = {
    middlewareUrl: options.url,
    fetch,
    ...(language === undefined ? {} : { language: () => language }),
  };
  const timeoutMs = options.timeoutMs === undefined ? DEFAULT_TIMEOUT_MS : options.timeoutMs;
  const auth = createFolioAuthFromClients({
    clients: createFolioClients({ ...common, serviceUrl: options.serviceUrl ?? options.url }),
    timeoutMs,
  });
  const serviceUrl = options.serviceUrl ?? (await auth.system.config()).serviceUrl;

  let session: SessionHandler;
  let username: () => string;
  let tokens: () => TokenPair | undefined = () => undefined;
  if ('session' in options) {
    session = options.session;
    const name = options.username;
    username = () => name;
  } else if ('apiKey' in options) {
    const key = options.apiKey;
    session = { getAccessToken: () => key, refresh: async () => undefined };
    const validated = await auth.validate(key);
    username = () => validated.username;
  } else {
    const first =
      'tokens' in options
        ? options.tokens
        : await auth.login({
            email: options.email,
            password: options.password,
            accountKey: options.accountKey,
          });
    const tokenSession = createTokenSession(first, auth, clock);
    session = tokenSession;
    username = tokenSession.username;
    tokens = tokenSession.tokens;
  }
  if (username() === '') {
    throw new FolioError('CLAIM_EXTRACTION_ERROR', 'The session names no user');
  }

  let isSignedOut = false;
  const signedIn: SessionHandler = {
    getAccessToken: () => (isSignedOut ? undefined : session.getAccessToken()),
    refresh: () => session.refresh(),
  };
  const clients = createFolioClients({ ...common, serviceUrl, session: signedIn });
  return createFolioFromClients({
    clients,
    url: options.url,
    username,
    session: signedIn,
    timeoutMs,
    clock,
    onLogout: () => {
      isSignedOut = true;
    },
    tokens,
  });
}
