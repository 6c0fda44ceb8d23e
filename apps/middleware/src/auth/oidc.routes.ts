import { languageFromAcceptLanguage } from '@folio/core';
import type { FastifyRequest } from 'fastify';

import type { MiddlewareHandlers } from '../middleware-handlers';
import { toTokenPairResponse } from './auth.routes';
import type { OidcSignIn } from './oidc.service';

const STATE_COOKIE = 'folio_oidc_state';
const COOKIE_PATH = '/api/auth/oidc';

/** The state cookie's value, if the browser sent it. */
function readStateCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === STATE_COOKIE) {
      return decodeURIComponent(value.join('='));
    }
  }
  return undefined;
}

/**
 * The OpenID sign-in operations. The state rides in an HttpOnly cookie limited to these paths, so
 * the callback completes only in the browser that started it (no login CSRF). SameSite=Lax lets
 * the cookie come back on the provider's top-level redirect.
 */
export function oidcRoutes(
  oidc: OidcSignIn,
  publicUrl: string,
): Pick<MiddlewareHandlers, 'startOidcLogin' | 'finishOidcLogin' | 'loginWithOidc'> {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  const cookie = (value: string, maxAge: number) =>
    `${STATE_COOKIE}=${encodeURIComponent(value)}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;

  return {
    startOidcLogin: async (request, reply) => {
      const { url, state } = await oidc.start(
        languageFromAcceptLanguage(request.headers['accept-language']),
      );
      return reply.header('set-cookie', cookie(state, 600)).redirect(url, 302);
    },

    finishOidcLogin: async (request, reply) => {
      const query = request.url.split('?')[1] ?? '';
      const { redirectTo } = await oidc.finish(query, readStateCookie(request));
      return reply.header('set-cookie', cookie('', 0)).redirect(redirectTo, 302);
    },

    loginWithOidc: async (request) => {
      const { code } = request.body;
      return toTokenPairResponse(await oidc.exchange(code));
    },
  };
}
