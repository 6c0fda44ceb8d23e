import type { FolioClients } from '../clients';
import type { SessionHandler } from '../session-middleware';
import { userContext } from '../user-context';

import { createAccountResource } from './account';
import { createApiKeysResource } from './api-keys';
import type { ClientContext } from './call';
import { createChatResource } from './chat';
import { createDashboardResource } from './dashboard';
import { createExtractorResource } from './extractor';
import { createFilesResource } from './files';
import { createFoldersResource } from './folders';
import { createIntegrationsResource } from './integrations';
import { SYSTEM_CLOCK, type Clock } from './retrying-fetch';
import { createSystemResource } from './system';
import type { TokenPair } from './token-session';
import { createUtilsResource } from './utils';
import { createWebhooksResource } from './webhooks';

/** The high-level client: one object per signed-in user, resources by feature. */
export type Folio = {
  files: ReturnType<typeof createFilesResource>;
  folders: ReturnType<typeof createFoldersResource>;
  extractor: ReturnType<typeof createExtractorResource>;
  utils: ReturnType<typeof createUtilsResource>;
  account: ReturnType<typeof createAccountResource>;
  chat: ReturnType<typeof createChatResource>;
  keys: ReturnType<typeof createApiKeysResource>;
  webhooks: ReturnType<typeof createWebhooksResource>;
  /** The hosts' health and the public configuration. */
  system: ReturnType<typeof createSystemResource>;
  dashboard: ReturnType<typeof createDashboardResource>;
  integrations: ReturnType<typeof createIntegrationsResource>;
  /** The generated clients underneath, with the same session, for calls without a resource. */
  readonly clients: FolioClients;
  /** The current token pair of a password login (to store and resume with `{ tokens }`). */
  tokens(): TokenPair | undefined;
};

/** What `createFolioFromClients` takes: clients that already carry a session, and its user. */
export type FolioFromClientsOptions = {
  /**
   * The clients of both hosts, already signed in. A function is read at every call, for an app
   * that replaces its clients once it learns the service's address (the web's `/config`);
   * replace them only with clients of the same middleware and session.
   */
  clients: FolioClients | (() => FolioClients);
  /** The middleware's base URL, e.g. `http://localhost:8080/api`. */
  url: string;
  /** The signed-in user's username (the access token's subject), read at every call. */
  username: () => string;
  /** The limit of a call that names none, in ms; null or absent for none. */
  timeoutMs?: number | null;
  /** The clock of waits (tests inject one). */
  clock?: Clock;
  /** Told when `account.logout()` has ended the session on the server. */
  onLogout?: () => void;
  /** The token pair, when the client keeps one (`createFolio`'s password login). */
  tokens?: () => TokenPair | undefined;
  /** The session the clients carry, for the resumable uploads, which go around the clients. */
  session?: SessionHandler;
};

/**
 * The high-level client over clients the caller already built and signs in itself: no login,
 * no `/config` read, nothing sent until a resource is called, so it can be made synchronously.
 * This is how Folio's own web app and CLI use the same resources as integrators' scripts, over
 * their own sessions; scripts start from `createFolio`, which signs in and then calls this.
 */
export function createFolioFromClients(options: FolioFromClientsOptions): Folio {
  const source = options.clients;
  const current = typeof source === 'function' ? source : () => source;
  const context: ClientContext = {
    get clients() {
      return current();
    },
    user: () => userContext(options.username()),
    timeoutMs: options.timeoutMs ?? undefined,
    clock: options.clock ?? SYSTEM_CLOCK,
    url: options.url,
    session: options.session,
  };
  return {
    files: createFilesResource(context),
    folders: createFoldersResource(context),
    extractor: createExtractorResource(context),
    utils: createUtilsResource(context),
    account: createAccountResource(context, options.onLogout ?? (() => undefined)),
    chat: createChatResource(context),
    keys: createApiKeysResource(context),
    webhooks: createWebhooksResource(context),
    system: createSystemResource({
      clients: current,
      timeoutMs: context.timeoutMs,
    }),
    dashboard: createDashboardResource(context),
    integrations: createIntegrationsResource(context),
    get clients() {
      return current();
    },
    tokens: options.tokens ?? (() => undefined),
  };
}
