import { AppError } from '@folio/core';
import {
  assertApiKeyScopes,
  bearerSecurityHandler,
  isApiKeyToken,
  readBearerToken,
  type AuthenticatedUser,
  type SecurityHandlers,
} from '@folio/server';
import type { Kysely } from 'kysely';

import type { MiddlewareConfig } from '../config';
import type { Tables } from '../db/schema';
import { createMailer } from '../mail/create-mailer';
import type { MailLog, Mailer } from '../mail/mailer';
import { createAccessTokens } from './access-tokens';
import { createAuthService, type AuthService } from './auth.service';
import { createOidcSignIn, type OidcSignIn } from './oidc.service';
import { createRateLimiter } from './rate-limiter';
import { createSessionService, type SessionService } from './sessions.service';
import { loadSigningKey, type SigningKey } from './signing-key';

export { createRateLimiter, type RateLimiter } from './rate-limiter';

/** Checks an API key sent as a bearer token (the api-keys feature, issue 21). */
export type ApiKeyCheck = (key: string) => Promise<AuthenticatedUser>;

/** The auth feature as the app holds it: its services, its key and the contract's security handlers. */
export type AuthFeature = {
  service: AuthService;
  sessions: SessionService;
  /** Sign-in through the OpenID provider of `FOLIO_OIDC_*`. */
  oidc: OidcSignIn;
  signingKey: SigningKey;
  /** Who a bearer token speaks for: an open session's access token, or an API key. */
  verifyBearer(token: string): Promise<AuthenticatedUser>;
  /**
   * `bearerAuth` (access tokens of open sessions; API keys holding the operation's scopes) and
   * `refreshBearer` of the contract.
   */
  securityHandlers: SecurityHandlers;
  /** Waits for e-mails still being sent, then closes the mailer. */
  close(): Promise<void>;
};

type Log = MailLog & { error(object: object, message: string): void };

/** Builds the auth feature: signing key, sessions, limits, mail. `clock` and `mailer` are for tests. */
export async function createAuthFeature(deps: {
  config: MiddlewareConfig;
  db: Kysely<Tables>;
  log: Log;
  clock?: () => Date;
  mailer?: Mailer;
  /** Without it, API keys are refused like any unknown token. */
  checkApiKey?: ApiKeyCheck;
}): Promise<AuthFeature> {
  const { config, db, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  const signingKey = await loadSigningKey(config.auth);
  const accessTokens = createAccessTokens(signingKey, {
    lifetimeSeconds: config.auth.accessTokenSeconds,
    clock,
  });
  const sessions = createSessionService({
    db,
    accessTokens,
    refreshTokenSeconds: config.auth.refreshTokenSeconds,
    clock,
  });
  const mailer = deps.mailer ?? createMailer(config.mail, log);

  const pending = new Set<Promise<void>>();
  const background = (task: () => Promise<void>) => {
    const running: Promise<void> = task()
      .catch((error: unknown) => log.error({ err: error }, 'auth e-mail not sent'))
      .finally(() => pending.delete(running));
    pending.add(running);
  };

  const service = createAuthService({
    db,
    config: config.auth,
    publicUrl: config.publicUrl,
    mailer,
    limiter: createRateLimiter({ db, windowSeconds: config.auth.rateLimitWindowSeconds, clock }),
    sessions,
    clock,
    background,
  });

  const oidc = createOidcSignIn({
    db,
    config: config.oidc,
    publicUrl: config.publicUrl,
    initialBalancePages: config.auth.initialBalancePages,
    sessions,
    clock,
    log,
  });

  const verifyBearer = async (token: string): Promise<AuthenticatedUser> => {
    if (!isApiKeyToken(token)) {
      return sessions.verifyAccessToken(token);
    }
    if (!deps.checkApiKey) {
      throw new AppError('INVALID_TOKEN', { message: 'API keys are not accepted here' });
    }
    return deps.checkApiKey(token);
  };

  return {
    service,
    sessions,
    oidc,
    signingKey,
    verifyBearer,
    securityHandlers: {
      bearerAuth: bearerSecurityHandler(async (token, scopes) => {
        const user = await verifyBearer(token);
        if (user.apiKey) {
          assertApiKeyScopes(user.apiKey.scopes, scopes);
        }
        return user;
      }),
      // The refresh token is checked by the operation itself; here only its presence.
      refreshBearer: async (request) => {
        if (readBearerToken(request.headers.authorization) === undefined) {
          throw new AppError('UNAUTHORIZED', { message: 'refresh without a bearer token' });
        }
      },
    },
    async close() {
      await Promise.allSettled([...pending]);
      mailer.close();
    },
  };
}
