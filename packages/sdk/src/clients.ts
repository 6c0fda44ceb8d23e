import createClient, { type Client, type Middleware } from 'openapi-fetch';

import { errorFromResponse, FolioError, toFolioError } from './errors';
import type { paths as MiddlewarePaths } from './generated/middleware';
import type { paths as ServicePaths } from './generated/service';
import { createSessionMiddleware, type SessionHandler } from './session-middleware';

export type FolioClientsOptions = {
  /** Base URL of the middleware host, e.g. `http://localhost:8080/api`. */
  middlewareUrl: string;
  /** Base URL of the service host, e.g. `http://localhost:8081/api`. */
  serviceUrl: string;
  /** The fetch to use (tests inject one); defaults to the global fetch of Node or the browser. */
  fetch?: (request: Request) => Promise<Response>;
  /** How calls are authenticated; without it calls go out anonymous. */
  session?: SessionHandler;
  /** The interface language (`en` or `sp`), so server messages come back in it. */
  language?: () => string | undefined;
};

/** Typed clients for both hosts. Every failure is thrown as a FolioError. */
export type FolioClients = {
  middleware: Client<MiddlewarePaths>;
  service: Client<ServicePaths>;
};

/** Throws every non-2xx answer and every failed fetch as a FolioError, in one place. */
const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) {
      throw await errorFromResponse(response);
    }
    return response;
  },
  onError({ error }) {
    return toFolioError(error);
  },
};

// Each answer keeps its request reachable while the answer is: Node's fetch follows the signal
// given to a `Request` (openapi-fetch builds one per call) only while that Request lives
// (nodejs/node#55428), so a body read after the Request was garbage collected ignored an abort
// or a time-out. An injected fetch is wrapped too: one that calls Node's fetch has the same fault.
const requestOfResponse = new WeakMap<Response, Request>();

function keepingRequest(
  fetchRequest: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await fetchRequest(request);
    requestOfResponse.set(response, request);
    return response;
  };
}

/**
 * Creates the clients of both hosts, sharing one session: a call that answers 401 is retried once
 * after one refresh. Works in Node and in the browser.
 */
export function createFolioClients(options: FolioClientsOptions): FolioClients {
  const fetchImpl = keepingRequest(
    options.fetch ?? ((request: Request) => globalThis.fetch(request)),
  );
  const shared: Middleware[] = [errorMiddleware];
  if (options.session) {
    // Registered after the error middleware so its onResponse runs first (openapi-fetch runs
    // onResponse in reverse order) and a 401 can be retried before it becomes an error.
    shared.push(createSessionMiddleware(options.session, fetchImpl));
  }
  if (options.language) {
    const language = options.language;
    shared.push({
      onRequest({ request }) {
        const code = language();
        if (code) {
          request.headers.set('accept-language', code === 'sp' ? 'es' : code);
        }
        return request;
      },
    });
  }
  const middleware = createClient<MiddlewarePaths>({
    baseUrl: options.middlewareUrl,
    fetch: fetchImpl,
  });
  const service = createClient<ServicePaths>({ baseUrl: options.serviceUrl, fetch: fetchImpl });
  middleware.use(...shared);
  service.use(...shared);
  return { middleware, service };
}

/**
 * The data of a successful call. A 2xx answer without a body counts as a failure (SPEC §5: an
 * empty or missing result is a failure), reported as EMPTY_RESPONSE.
 */
export async function expectData<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data, response } = await call;
  if (data === undefined || data === null) {
    throw new FolioError('EMPTY_RESPONSE', 'The server answered without data', {
      status: response.status,
    });
  }
  return data;
}
