import { isSessionEndingError, type Language } from '@folio/core';
import {
  createFolio,
  createFolioAuthFromClients,
  createFolioClients,
  FolioError,
  type Folio,
  type FolioAuth,
  type FolioClients,
} from '@folio/sdk';

import { createApiKeySession } from './api-key-session';
import type { LoginDefaults } from './config';
import {
  credentialsFile,
  isApiKeyCredentials,
  type ApiKeyCredentials,
  type CredentialsFile,
} from './config-file';
import { CliError } from './errors';
import { createOutput, type Output, type Streams } from './output';
import { createStoredSession, type StoredSession } from './session';
import { NO_TERMINAL, type Terminal } from './terminal';

type Fetch = (request: Request) => Promise<Response>;

/** The global options every command sees, after flags, environment and defaults are merged. */
export type GlobalOptions = {
  middlewareUrl: string;
  serviceUrl: string;
  /** Absent when the flag is not given. */
  json?: boolean;
  lang: Language;
};

/** Which host URLs the user chose (flag or environment) rather than left to the default. */
export type HostsGiven = { middleware: boolean; service: boolean };

/** Everything a command's action needs; tests build it with an injected fetch. */
export type CommandContext = {
  /** Clients without a session, for the hosts of the global options. */
  clients: FolioClients;
  /**
   * The SDK's calls that need no session (sign-in, token checks, the hosts' health), over
   * `clients` of the hosts of the global options.
   */
  auth: FolioAuth;
  urls: { middleware: string; service: string };
  hostsGiven: HostsGiven;
  language: Language;
  isDebug: boolean;
  output: Output;
  /** The stored session (`folio login`). */
  credentials: CredentialsFile;
  /** The CLI's config folder (credentials, resumable upload URLs). */
  configDir: string;
  /** What `folio login` takes from the environment. */
  loginDefaults: LoginDefaults;
  /** `FOLIO_API_KEY`: signed-in commands use it instead of the stored credentials. */
  apiKey: string | undefined;
  terminal: Terminal;
  /** The fetch every client of this run uses; the global fetch when undefined. */
  fetch: Fetch | undefined;
};

/** Where a command's context comes from besides the global options. */
export type ContextSources = {
  streams: Streams;
  isDebug: boolean;
  /** The folder of the credentials file. */
  configDir: string;
  fetch?: Fetch;
  hostsGiven?: HostsGiven;
  loginDefaults?: LoginDefaults;
  apiKey?: string | undefined;
  terminal?: Terminal;
};

/** Builds a command's context from the global options. */
export function createCommandContext(
  options: GlobalOptions,
  sources: ContextSources,
): CommandContext {
  const language = options.lang;
  const clients = createFolioClients({
    middlewareUrl: options.middlewareUrl,
    serviceUrl: options.serviceUrl,
    language: () => language,
    ...(sources.fetch ? { fetch: sources.fetch } : {}),
  });
  return {
    clients,
    auth: createFolioAuthFromClients({ clients }),
    urls: { middleware: options.middlewareUrl, service: options.serviceUrl },
    hostsGiven: sources.hostsGiven ?? { middleware: false, service: false },
    language,
    isDebug: sources.isDebug,
    output: createOutput(sources.streams, { json: options.json === true }),
    credentials: credentialsFile(sources.configDir),
    configDir: sources.configDir,
    loginDefaults: sources.loginDefaults ?? {},
    apiKey: sources.apiKey,
    terminal: sources.terminal ?? NO_TERMINAL,
    fetch: sources.fetch,
  };
}

/**
 * The context of a command that needs a signed-in user: `folio`, the SDK's high-level client over
 * the stored session, which fills in the user context of every call; `clients` are its clients.
 */
export type SignedInContext = CommandContext & { session: StoredSession; folio: Folio };

/** Where a signed-in command sends its calls. */
export type SessionHosts =
  /** The hosts of the login, unless the user names others; another middleware is refused. */
  | 'chosen'
  /** Always the hosts of the login (`folio logout` ends the session where it was started). */
  | 'stored';

/**
 * The one way authenticated commands get their clients: the stored credentials wired into the
 * SDK's session handler, so an expired access token is refreshed (and the new pair stored) on
 * its 401 and the call retried, however long a batch runs. Tokens only ever go to the middleware
 * that issued them. Throws a CliError when nobody is signed in or the file cannot be read.
 */
export async function openSession(
  context: CommandContext,
  hosts: SessionHosts = 'chosen',
): Promise<SignedInContext> {
  if (context.apiKey !== undefined) {
    // FOLIO_API_KEY goes to the hosts of the options, like a login would.
    const urls = { middleware: context.urls.middleware, service: context.urls.service };
    const owner = await apiKeyOwner(context, urls.middleware, context.apiKey);
    return openApiKeySession(context, urls, {
      middlewareUrl: urls.middleware,
      serviceUrl: urls.service,
      email: owner,
      api_key: context.apiKey,
    });
  }
  const read = await context.credentials.read();
  if (read.status === 'signedOut') {
    throw new CliError('cli.session.notSignedIn');
  }
  if (read.status === 'unreadable') {
    throw new CliError('cli.session.unreadable', { path: context.credentials.path });
  }
  const stored = read.credentials;
  const isChosen = hosts === 'chosen';
  if (
    isChosen &&
    context.hostsGiven.middleware &&
    context.urls.middleware !== stored.middlewareUrl
  ) {
    throw new CliError('cli.session.otherHost', {
      stored: stored.middlewareUrl,
      url: context.urls.middleware,
    });
  }
  const urls = {
    middleware: stored.middlewareUrl,
    service: isChosen && context.hostsGiven.service ? context.urls.service : stored.serviceUrl,
  };
  if (isApiKeyCredentials(stored)) {
    return openApiKeySession(context, urls, stored, context.credentials);
  }
  const options = clientOptions(context, urls);
  const session = createStoredSession({
    file: context.credentials,
    credentials: stored,
    auth: createFolioAuthFromClients({ clients: createFolioClients(options) }),
  });
  const folio = await createFolio({
    url: urls.middleware,
    serviceUrl: urls.service,
    session,
    username: stored.email,
    language: context.language,
    // Each command says itself how long it waits (a whole batch, a long extraction).
    timeoutMs: null,
    ...(context.fetch ? { fetch: context.fetch } : {}),
  });
  return { ...context, urls, clients: folio.clients, session, folio };
}

type Urls = { middleware: string; service: string };

function clientOptions(context: CommandContext, urls: Urls) {
  return {
    middlewareUrl: urls.middleware,
    serviceUrl: urls.service,
    language: () => context.language,
    ...(context.fetch ? { fetch: context.fetch } : {}),
  };
}

/** Whose an API key is: the middleware's validate call answers its owner. */
export async function apiKeyOwner(
  context: CommandContext,
  middlewareUrl: string,
  key: string,
): Promise<string> {
  const clients = createFolioClients(
    clientOptions(context, { middleware: middlewareUrl, service: middlewareUrl }),
  );
  return (await createFolioAuthFromClients({ clients }).validate(key)).username;
}

async function openApiKeySession(
  context: CommandContext,
  urls: Urls,
  credentials: ApiKeyCredentials,
  file?: CredentialsFile,
): Promise<SignedInContext> {
  const session = createApiKeySession(credentials, file);
  const folio = await createFolio({
    url: urls.middleware,
    serviceUrl: urls.service,
    session,
    username: credentials.email,
    language: context.language,
    timeoutMs: null,
    ...(context.fetch ? { fetch: context.fetch } : {}),
  });
  return { ...context, urls, clients: folio.clients, session, folio };
}

/**
 * Runs a signed-in command. When a call fails because the session is over (a 401 or 403 left
 * after the SDK's refresh, SESSION_EXPIRED, UNAUTHORIZED: core's `isSessionEndingError`), the
 * stored credentials are removed and the session-expired message is reported (SPEC §4). A refresh
 * that failed for another reason (the network) says nothing about the session: that failure is
 * reported and the credentials are kept.
 */
export async function runSignedIn(
  context: CommandContext,
  action: (signedIn: SignedInContext) => Promise<number>,
): Promise<number> {
  const signedIn = await openSession(context);
  try {
    return await action(signedIn);
  } catch (error) {
    // A key refused for its scopes is still a good key: say so, and keep it.
    const isScopeRefusal =
      signedIn.session.isApiKey && error instanceof FolioError && error.code === 'FORBIDDEN';
    if (!isSessionEndingError(error) || isScopeRefusal) {
      throw error;
    }
    const refreshFailure = signedIn.session.refreshFailure();
    if (refreshFailure instanceof Error && !isSessionEndingError(refreshFailure)) {
      throw refreshFailure;
    }
    await signedIn.session.forget();
    throw new CliError('errors.sessionExpired');
  }
}
