import {
  createFolioAuthFromClients,
  createFolioClients,
  createFolioFromClients,
  type Folio,
  type FolioAuth,
  type FolioClients,
  type FolioClientsOptions,
  type SessionHandler,
} from '@folio/sdk';
import { createContext, useContext } from 'react';

/** The app's one SDK: clients of both hosts, for every feature. */
export type AppSdk = {
  /**
   * The clients of both hosts. Read it at call time rather than keeping it: it is replaced once
   * the public config names the service's address.
   */
  readonly clients: FolioClients;
  /**
   * The SDK's high-level client (issue 21) over these same clients and session: the resources
   * integrators use (files, folders, keys, webhooks...), with the signed-in user's context.
   */
  readonly folio: Folio;
  /**
   * The SDK's calls that need no session (sign-in, registration, password recovery, token
   * renewal), over these same clients.
   */
  readonly auth: FolioAuth;
  /** The middleware's base URL (`<origin>/api`), for browser navigations such as the OIDC start. */
  readonly middlewareUrl: string;
  /** True once `setServiceUrl` ran, i.e. service calls reach the service host. */
  readonly hasServiceUrl: boolean;
  /** Points the service client at the address from `GET /api/config`. */
  setServiceUrl: (serviceUrl: string) => void;
};

export type AppSdkOptions = {
  /** The page's origin: the middleware serves the app and its API at `/api` on the same origin. */
  origin: string;
  /** The interface language, sent as Accept-Language so server messages come back in it. */
  language: () => string | undefined;
  /** Tests inject a fake server here; the browser's fetch otherwise. */
  fetch?: FolioClientsOptions['fetch'];
  /** The signed-in session: the bearer token of every call, and the refresh on a 401. */
  session?: SessionHandler;
  /** The signed-in user's username (the token's subject), '' when nobody is. */
  username?: () => string;
};

/**
 * Creates the app's SDK. The middleware is same-origin (`<origin>/api`); the service's address
 * is only known from the public config, so until then the service client points at the
 * middleware, where a premature service call fails with ENDPOINT_NOT_FOUND instead of going
 * astray.
 */
export function createAppSdk(options: AppSdkOptions): AppSdk {
  const middlewareUrl = `${options.origin}/api`;
  const build = (serviceUrl: string) =>
    createFolioClients({
      middlewareUrl,
      serviceUrl,
      language: options.language,
      ...(options.session ? { session: options.session } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  let clients = build(middlewareUrl);
  let hasServiceUrl = false;
  const folio = createFolioFromClients({
    clients: () => clients,
    url: middlewareUrl,
    username: options.username ?? (() => ''),
    ...(options.session ? { session: options.session } : {}),
  });
  return {
    folio,
    auth: createFolioAuthFromClients({ clients: () => clients }),
    middlewareUrl,
    get clients() {
      return clients;
    },
    get hasServiceUrl() {
      return hasServiceUrl;
    },
    setServiceUrl(serviceUrl) {
      clients = build(serviceUrl);
      hasServiceUrl = true;
    },
  };
}

/** Where components find the app's SDK; `app/providers.tsx` fills it. */
export const SdkContext = createContext<AppSdk | null>(null);

/** The app's SDK. Throws outside `AppProviders`, which is a wiring bug, not a user error. */
export function useSdk(): AppSdk {
  const sdk = useContext(SdkContext);
  if (!sdk) {
    throw new Error('useSdk() needs AppProviders above it');
  }
  return sdk;
}
