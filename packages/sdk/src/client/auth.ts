import { createFolioClients, expectData, type FolioClients } from '../clients';
import type { components } from '../generated/middleware';

import { runCall, type CallOptions } from './call';
import { createRetryingFetch, SYSTEM_CLOCK, type Clock, type RetryOptions } from './retrying-fetch';
import { createSystemResource } from './system';

type Schemas = components['schemas'];

/** A new session: the token pair and how long its access token lives (auth.yaml `TokenPairResponse`). */
export type LoginTokens = Schemas['TokenPairResponse'];
/** Whose a token is and until when (auth.yaml `ValidateTokenResponse`). */
export type TokenOwner = Schemas['ValidateTokenResponse'];
/** A new account (auth.yaml `RegisterUserRequest`): `hash` is the account key shown once. */
export type Registration = Schemas['RegisterUserRequest'];
/** A password login; the account key is required from scripts (MISSING_HASH without it). */
export type LoginInput = { email: string; password: string; accountKey?: string | undefined };
/** A new password from an e-mailed reset link (auth.yaml `ResetPasswordRequest`). */
export type PasswordReset = Schemas['ResetPasswordRequest'];

/** Where the servers are and how to reach them (`createFolioAuth`, and `createFolio` too). */
export type FolioAuthOptions = {
  /** The middleware's base URL, e.g. `http://localhost:8080/api`. */
  url: string;
  /** The service host's base URL; by default the one the middleware's public config names. */
  serviceUrl?: string;
  /**
   * The limit of a call that names none, in ms; default 60 s, null for none. File transfers have
   * none unless the call gives one.
   */
  timeoutMs?: number | null;
  /** Retries of idempotent calls answered 429 or 503 (`Retry-After` honoured). */
  retry?: RetryOptions;
  /** `en` or `sp`: the language of the server's messages. */
  language?: string;
  /** The fetch to use (tests, proxies); the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
  /** The clock of retries and waits (tests inject one). */
  clock?: Clock;
};

/** What `createFolioAuthFromClients` takes: clients the caller already built. */
export type FolioAuthFromClientsOptions = {
  /** Clients of both hosts, read at every call; a session they carry is not needed. */
  clients: FolioClients | (() => FolioClients);
  /** The limit of a call that names none, in ms; null or absent for none. */
  timeoutMs?: number | null;
  /** Runs before a call to the service host, e.g. to learn its address first. */
  beforeService?: () => Promise<void>;
};

/** The limit of a call that names none, unless the options say otherwise. */
export const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * Everything that works before a session exists: sign-in (password, a provider's one-time
 * code), registration and its verification link, password recovery, renewing and checking
 * tokens, and the servers' health and public configuration. Over the caller's clients; scripts
 * start from `createFolioAuth({ url })`, apps with clients of their own from this.
 */
export function createFolioAuthFromClients(options: FolioAuthFromClientsOptions) {
  const source = options.clients;
  const clients = typeof source === 'function' ? source : () => source;
  const context = { timeoutMs: options.timeoutMs ?? undefined };
  const api = () => clients().middleware;
  const message = async (
    callOptions: CallOptions | undefined,
    send: (
      signal: AbortSignal | undefined,
    ) => Promise<{ data?: { message: string }; response: Response }>,
  ): Promise<string> => {
    const answer = await runCall(context, callOptions, (signal) => expectData(send(signal)));
    return answer.message;
  };
  return {
    /** Signs in with e-mail, password and account key; answers the new session's tokens. */
    login(input: LoginInput, callOptions?: CallOptions): Promise<LoginTokens> {
      return runCall(context, callOptions, (signal) =>
        expectData(
          api().POST('/auth/login', {
            body: {
              email: input.email,
              password: input.password,
              ...(input.accountKey === undefined ? {} : { hash: input.accountKey }),
            },
            signal,
          }),
        ),
      );
    },
    /** Exchanges the one-time code a provider sign-in left (`oidc=<code>`) for a session. */
    loginWithOidc(code: string, callOptions?: CallOptions): Promise<LoginTokens> {
      return runCall(context, callOptions, (signal) =>
        expectData(api().POST('/auth/oidc/login', { body: { code }, signal })),
      );
    },
    /** Creates an account; answers the server's message (a verification e-mail is on its way). */
    register(registration: Registration, callOptions?: CallOptions): Promise<string> {
      return message(callOptions, (signal) =>
        api().POST('/auth/register', { body: registration, signal }),
      );
    },
    /** Spends the `token` of the e-mailed verification link; answers the server's message. */
    verifyAccount(token: string, callOptions?: CallOptions): Promise<string> {
      return message(callOptions, (signal) =>
        api().POST('/auth/verify-account', { body: { token }, signal }),
      );
    },
    /** Asks for a password reset link (the same answer whether or not the address has an account). */
    forgotPassword(email: string, callOptions?: CallOptions): Promise<string> {
      return message(callOptions, (signal) =>
        // SPEC §7: the e-mail as a text/plain body.
        api().POST('/auth/forgot-password', {
          body: email,
          bodySerializer: (body: string) => body,
          headers: { 'content-type': 'text/plain' },
          signal,
        }),
      );
    },
    /** Sets a new password with the reset link's token; every session of the account ends. */
    resetPassword(reset: PasswordReset, callOptions?: CallOptions): Promise<string> {
      return message(callOptions, (signal) =>
        api().POST('/auth/reset-password', { body: reset, signal }),
      );
    },
    /**
     * Spends a refresh token for a new pair. It is single use: sending a spent one again revokes
     * the whole session, so a caller keeping a session shares one renewal between its calls.
     */
    refresh(refreshToken: string, callOptions?: CallOptions): Promise<LoginTokens> {
      return runCall(context, callOptions, (signal) =>
        expectData(
          // The token travels as this call's own bearer, which a session middleware leaves alone.
          api().POST('/auth/refresh', {
            headers: { authorization: `Bearer ${refreshToken}` },
            signal,
          }),
        ),
      );
    },
    /**
     * Whose an access token or API key is, and until when; 401 (a FolioError) when it is not
     * valid. Sent as the bearer, never in the URL, where access logs would keep it.
     */
    validate(token: string, callOptions?: CallOptions): Promise<TokenOwner> {
      return runCall(context, callOptions, (signal) =>
        expectData(
          api().GET('/auth/validate', { headers: { authorization: `Bearer ${token}` }, signal }),
        ),
      );
    },
    /** The hosts' health and the public configuration, which need no session either. */
    system: createSystemResource({
      clients,
      timeoutMs: context.timeoutMs,
      ...(options.beforeService ? { beforeService: options.beforeService } : {}),
    }),
  };
}

/** The calls that need no session. */
export type FolioAuth = ReturnType<typeof createFolioAuthFromClients>;

/**
 * The calls that need no session, for a middleware at `url`: register an account, verify it,
 * recover a password, sign in, check the servers. `createFolio` signs in through it.
 *
 * ```ts
 * const auth = createFolioAuth({ url });
 * await auth.forgotPassword('ana@example.com');
 * ```
 */
export function createFolioAuth(options: FolioAuthOptions): FolioAuth {
  const clock = options.clock ?? SYSTEM_CLOCK;
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const language = options.language;
  const fetch = createRetryingFetch(baseFetch, options.retry, clock);
  const build = (serviceUrl: string) =>
    createFolioClients({
      middlewareUrl: options.url,
      serviceUrl,
      fetch,
      ...(language === undefined ? {} : { language: () => language }),
    });
  // Until the service's address is known, its client points at the middleware; the first
  // service call learns it from the public config.
  let clients = build(options.serviceUrl ?? options.url);
  let learning: Promise<void> | undefined =
    options.serviceUrl === undefined ? undefined : Promise.resolve();
  const auth = createFolioAuthFromClients({
    clients: () => clients,
    timeoutMs: options.timeoutMs === undefined ? DEFAULT_TIMEOUT_MS : options.timeoutMs,
    beforeService: () =>
      (learning ??= auth.system.config().then(
        (config) => {
          clients = build(config.serviceUrl);
        },
        (error: unknown) => {
          learning = undefined;
          throw error;
        },
      )),
  });
  return auth;
}
