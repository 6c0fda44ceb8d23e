import { languageFromAcceptLanguage } from '@folio/core';

import type { MiddlewareHandlers } from '../middleware-handlers';
import { stateCookie } from '../state-cookie';
import { toTokenPairResponse } from './auth.routes';
import type { OidcSignIn } from './oidc.service';

/**
 * The OpenID sign-in operations. The state rides in a cookie limited to these paths, so the
 * callback completes only in the browser that started it (no login CSRF).
 */
export function oidcRoutes(
  oidc: OidcSignIn,
  publicUrl: string,
): Pick<MiddlewareHandlers, 'startOidcLogin' | 'finishOidcLogin' | 'loginWithOidc'> {
  const cookie = stateCookie({ name: 'folio_oidc_state', path: '/api/auth/oidc', publicUrl });

  return {
    startOidcLogin: async (request, reply) => {
      const { url, state } = await oidc.start(
        languageFromAcceptLanguage(request.headers['accept-language']),
      );
      return reply.header('set-cookie', cookie.set(state)).redirect(url, 302);
    },

    finishOidcLogin: async (request, reply) => {
      const query = request.url.split('?')[1] ?? '';
      const { redirectTo } = await oidc.finish(query, cookie.read(request));
      return reply.header('set-cookie', cookie.clear()).redirect(redirectTo, 302);
    },

    loginWithOidc: async (request) => {
      const { code } = request.body;
      return toTokenPairResponse(await oidc.exchange(code));
    },
  };
}
