import { randomBytes } from 'node:crypto';

import { AppError, type Language } from '@folio/core';
import type { Kysely } from 'kysely';
import * as client from 'openid-client';

import type { OidcConfig } from '../config';
import type { Tables } from '../db/schema';
import {
  findUserByEmail,
  findUserById,
  insertLink,
  insertUser,
  markVerified,
  spendLink,
} from './auth.queries';
import { normalizeEmail } from './emails';
import { insertOidcState, takeOidcState } from './oidc.queries';
import { digestSecret } from './passwords';
import { createSecretToken, digestSecretToken } from './secrets';
import type { SessionService, TokenPair } from './sessions.service';

/** Seconds a sign-in may spend at the provider, and a finished one's code may wait for the web app. */
const STATE_SECONDS = 600;
const HANDOFF_SECONDS = 60;

/** The outcome of the provider's callback: where to send the browser. */
export type OidcCallbackResult = { redirectTo: string };

/** Sign-in through an OpenID Connect provider (authorization code flow with PKCE). */
export type OidcSignIn = ReturnType<typeof createOidcSignIn>;

/**
 * Creates the "other login" of SPEC §7. `start` sends the browser to the provider; `finish`
 * handles its callback: it checks the state (bound to the browser by a cookie), exchanges the
 * code, and requires an e-mail the provider has verified. That address is the account: an
 * existing account is signed in (and counts as verified), a new one is created without a usable
 * password or account key (a reset link sets a password later). The browser then goes to the web
 * app's /login with a single-use code that `exchange` turns into a session, answered like a login.
 */
export function createOidcSignIn(deps: {
  db: Kysely<Tables>;
  config: OidcConfig;
  publicUrl: string;
  initialBalancePages: number;
  sessions: SessionService;
  clock: () => Date;
  log: {
    info(object: object, message: string): void;
    error(object: object, message: string): void;
  };
}) {
  const { db, config, clock } = deps;
  const redirectUri = `${deps.publicUrl}/api/auth/oidc/callback`;
  const later = (seconds: number) => new Date(clock().getTime() + seconds * 1000);
  let discovered: Promise<client.Configuration> | undefined;

  function provider(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = config;
    if (!issuer || !clientId || !clientSecret) {
      throw new AppError('RESOURCE_NOT_FOUND', {
        message: 'sign-in with a provider is not configured',
      });
    }
    const url = new URL(issuer);
    // A plain-http issuer only makes sense on a developer's machine or in tests.
    const options = url.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {};
    discovered ??= client
      .discovery(url, clientId, clientSecret, undefined, options)
      .catch((error: unknown) => {
        discovered = undefined;
        throw new AppError('SERVICE_UNAVAILABLE', {
          message: 'OpenID provider unreachable',
          cause: error,
        });
      });
    return discovered;
  }

  async function accountFor(claims: Record<string, unknown> | undefined, language: Language) {
    const email = typeof claims?.['email'] === 'string' ? normalizeEmail(claims['email']) : '';
    if (email === '' || claims?.['email_verified'] !== true) {
      throw new AppError('ACCESS_DENIED', { message: 'provider gave no verified e-mail' });
    }
    const existing = await findUserByEmail(db, email);
    if (existing) {
      await markVerified(db, existing.id, clock());
      return existing.id;
    }
    const text = (name: string) => (typeof claims[name] === 'string' ? claims[name].trim() : '');
    const unusable = () => digestSecret(randomBytes(32).toString('base64url'));
    const id = await insertUser(db, {
      email,
      name: text('given_name') || text('name') || email.split('@')[0] || email,
      lastname: text('family_name'),
      belongs_to_company: false,
      company_id: null,
      password_digest: await unusable(),
      account_key_digest: await unusable(),
      language,
      balance_pages: deps.initialBalancePages,
      verified_at: clock(),
    });
    // Two callbacks for one new address at once: the other one created it.
    return id ?? (await findUserByEmail(db, email))?.id ?? '';
  }

  return {
    /** The provider's authorization URL and the state the browser must bring back. */
    async start(language: Language): Promise<{ url: string; state: string }> {
      const configuration = await provider();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      await insertOidcState(db, {
        stateDigest: digestSecretToken(state),
        codeVerifier,
        nonce,
        language,
        expiresAt: later(STATE_SECONDS),
      });
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state };
    },

    /** Handles the provider's callback (its query string) for the browser holding `cookieState`. */
    async finish(query: string, cookieState: string | undefined): Promise<OidcCallbackResult> {
      const state = new URLSearchParams(query).get('state') ?? '';
      try {
        if (state === '' || state !== cookieState) {
          throw new AppError('INVALID_LINK', {
            message: 'OpenID callback without this browser state',
          });
        }
        const stored = await takeOidcState(db, digestSecretToken(state), clock());
        if (!stored) {
          throw new AppError('INVALID_LINK', { message: 'OpenID state unknown, spent or expired' });
        }
        const tokens = await client
          .authorizationCodeGrant(await provider(), new URL(`${redirectUri}?${query}`), {
            pkceCodeVerifier: stored.code_verifier,
            expectedState: state,
            expectedNonce: stored.nonce,
          })
          .catch((error: unknown) => {
            throw new AppError('ACCESS_DENIED', {
              message: 'OpenID provider refused the sign-in',
              cause: error,
            });
          });
        const idToken = tokens.claims();
        // Providers may keep profile claims out of the ID token (oidc-provider does by default);
        // the userinfo endpoint has them, for the subject the ID token names.
        const profile =
          idToken && typeof idToken['email'] !== 'string'
            ? {
                ...idToken,
                ...(await client.fetchUserInfo(await provider(), tokens.access_token, idToken.sub)),
              }
            : idToken;
        const userId = await accountFor(profile, stored.language);
        const handoff = createSecretToken();
        await insertLink(db, {
          digest: handoff.digest,
          userId,
          purpose: 'oidc',
          expiresAt: later(HANDOFF_SECONDS),
        });
        return { redirectTo: `${deps.publicUrl}/login?oidc=${encodeURIComponent(handoff.token)}` };
      } catch (error) {
        const code = error instanceof AppError ? error.code : 'INTERNAL_SERVER_ERROR';
        if (error instanceof AppError) {
          deps.log.info({ errorCode: code, reason: error.message }, 'OpenID sign-in refused');
        } else {
          deps.log.error({ err: error }, 'OpenID sign-in failed');
        }
        return { redirectTo: `${deps.publicUrl}/login?oidcError=${code}` };
      }
    },

    /** Turns the single-use code of a finished sign-in into a session (INVALID_LINK otherwise). */
    async exchange(code: string): Promise<TokenPair> {
      const userId = await spendLink(db, digestSecretToken(code), 'oidc', clock());
      const user = userId === undefined ? undefined : await findUserById(db, userId);
      if (!user) {
        throw new AppError('INVALID_LINK', { message: 'OpenID sign-in code refused' });
      }
      return deps.sessions.start(user);
    },
  };
}
