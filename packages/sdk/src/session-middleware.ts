import type { Middleware } from 'openapi-fetch';

/**
 * What a face (web, CLI, script) supplies so the SDK can authenticate its calls. The SDK never
 * stores tokens itself: the web keeps them in local storage, the CLI in its config file.
 */
export type SessionHandler = {
  /** The access token to send as a bearer header, if there is one. */
  getAccessToken(): string | undefined | Promise<string | undefined>;
  /**
   * Obtains and stores a new token pair, returning the new access token; `undefined` (or a
   * throw) when the session cannot be renewed, and the caller then gets the 401 as a FolioError.
   */
  refresh(): Promise<string | undefined>;
};

/**
 * Adds the bearer header to every call and, when a call answers 401, refreshes the session once
 * and retries that call once. Concurrent 401s share one refresh. Requests that carry their own
 * Authorization header (the refresh call itself) are left alone, so a failing refresh cannot loop.
 */
export function createSessionMiddleware(
  session: SessionHandler,
  fetchImpl: (request: Request) => Promise<Response>,
): Middleware {
  const retryCopies = new Map<string, Request>();
  let refreshing: Promise<string | undefined> | undefined;

  const refreshOnce = (): Promise<string | undefined> => {
    refreshing ??= session
      .refresh()
      .catch(() => undefined)
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };

  return {
    async onRequest({ request, id }) {
      if (request.headers.has('authorization')) {
        return request;
      }
      const token = await session.getAccessToken();
      if (!token) {
        return request;
      }
      request.headers.set('authorization', `Bearer ${token}`);
      retryCopies.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id }) {
      const copy = retryCopies.get(id);
      retryCopies.delete(id);
      if (response.status !== 401 || !copy) {
        return response;
      }
      const token = await refreshOnce();
      if (!token) {
        return response;
      }
      copy.headers.set('authorization', `Bearer ${token}`);
      await response.body?.cancel();
      return fetchImpl(copy);
    },
    onError({ id }) {
      retryCopies.delete(id);
    },
  };
}
