import { AppError, languageFromAcceptLanguage, type Language } from '@folio/core';
import type { MiddlewareComponents } from '@folio/sdk';
import { readBearerToken, requireAuth } from '@folio/server';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

import type { MiddlewareConfig } from '../config';
import type { MiddlewareHandlers } from '../middleware-handlers';
import { authMessage } from './auth-messages';
import type { AuthFeature } from './auth.feature';
import { isBrowserCall } from './browser-call';
import type { TokenPair } from './sessions.service';

type Schemas = MiddlewareComponents['schemas'];
type TokenPairResponse = Schemas['TokenPairResponse'];
type ApiKeyScope = Schemas['ApiKeyScope'];

const languageOf = (request: FastifyRequest): Language =>
  languageFromAcceptLanguage(request.headers['accept-language']);

// IPv6 clients are counted per /56, as @fastify/rate-limit does: one host has many addresses.
const clientIp = (request: FastifyRequest): string => normalizeIP(request.ip);

/** A session as the contract sends it (SPEC §3 Session). */
export function toTokenPairResponse(pair: TokenPair): TokenPairResponse {
  return {
    access_token: pair.accessToken,
    refresh_token: pair.refreshToken,
    token_type: 'Bearer',
    expires_in: pair.expiresIn,
  };
}

/** The `auth` operations of `openapi/middleware.yaml`, OpenID sign-in aside (oidc.routes.ts). */
type AuthHandlers = Pick<
  MiddlewareHandlers,
  | 'registerUser'
  | 'verifyAccount'
  | 'loginUser'
  | 'validateToken'
  | 'refreshToken'
  | 'logoutUser'
  | 'forgotPassword'
  | 'resetPassword'
  | 'getJwks'
  | 'updateProfile'
>;

/**
 * The auth operations of `openapi/middleware.yaml` (tag `auth`). Bodies are validated against the
 * contract before a handler runs; wire names (`hash`, `idx`, `access_token`) end here.
 */
export function authRoutes(auth: AuthFeature, config: MiddlewareConfig): AuthHandlers {
  const { service, sessions } = auth;
  return {
    registerUser: async (request, reply) => {
      const { body } = request;
      await service.register(
        {
          email: body.email,
          name: body.name,
          lastname: body.lastname,
          password: body.password,
          // The web checks the confirmation on screen; an API client need not repeat it.
          confirmPassword: body.confirmPassword ?? body.password,
          hash: body.hash,
          belongsToCompany: body.belongsToCompany,
          companyId: body.companyId ?? '',
        },
        body.language ?? languageOf(request),
      );
      return reply.code(201).send({ message: authMessage(languageOf(request), 'registered') });
    },

    verifyAccount: async (request) => {
      await service.verifyAccount(request.body.token);
      return { message: authMessage(languageOf(request), 'verified') };
    },

    loginUser: async (request) => {
      const { body } = request;
      const pair = await service.login({
        email: body.email,
        password: body.password,
        accountKey: body.hash,
        isBrowser: isBrowserCall(request, config),
        ip: clientIp(request),
      });
      return toTokenPairResponse(pair);
    },

    validateToken: async (request) => {
      const { token: queryToken } = request.query;
      const token = queryToken || readBearerToken(request.headers.authorization);
      if (!token) {
        throw new AppError('UNAUTHORIZED', { message: 'validate without a token' });
      }
      // An API key is valid here whatever its scopes: the service host checks them itself.
      const user = await auth.verifyBearer(token);
      return {
        valid: true,
        username: user.username,
        expiresAt: user.expiresAt?.toISOString() ?? null,
        ...(user.apiKey ? { scopes: user.apiKey.scopes as ApiKeyScope[] } : {}),
      };
    },

    refreshToken: async (request) => {
      // The refreshBearer security handler made sure there is one.
      const token = readBearerToken(request.headers.authorization) ?? '';
      return toTokenPairResponse(await sessions.refresh(token));
    },

    logoutUser: async (request) => {
      await sessions.revoke(requireAuth(request).familyId);
      return { message: authMessage(languageOf(request), 'loggedOut') };
    },

    forgotPassword: async (request) => {
      await service.forgotPassword(request.body, clientIp(request));
      return { message: authMessage(languageOf(request), 'resetLinkSent') };
    },

    resetPassword: async (request) => {
      const { body } = request;
      await service.resetPassword({
        token: body.token,
        password: body.password,
        confirmPassword: body.confirmPassword ?? body.password,
      });
      return { message: authMessage(languageOf(request), 'passwordReset') };
    },

    getJwks: async () => ({ keys: [auth.signingKey.publicJwk] }),

    updateProfile: async (request) => {
      const { body } = request;
      const profile = await service.updateProfile(requireAuth(request).username, {
        username: body.username,
        profileIndex: body.idx,
        name: body.name,
        lastname: body.lastname,
        belongsToCompany: body.belongsToCompany,
        companyId: body.companyId,
        language: body.language,
      });
      return {
        username: profile.username,
        idx: profile.profileIndex,
        name: profile.name,
        lastname: profile.lastname,
        belongsToCompany: profile.belongsToCompany,
        companyId: profile.companyId,
        language: profile.language,
      };
    },
  };
}
