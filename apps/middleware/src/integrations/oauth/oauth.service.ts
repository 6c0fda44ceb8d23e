import { AppError } from '@folio/core';
import type { MiddlewareComponents } from '@folio/sdk';
import type { Kysely } from 'kysely';

import type { Logger } from '../../db/logger';
import type { Tables } from '../../db/schema';
import { isConfigured, type CloudProvider, type ProviderId } from '../cloud-provider';
import { callProvider, readProviderJson, type ProviderHttpSettings } from '../provider-http';
import type { SecretCipher } from '../../secret-cipher';
import {
  deleteAccount,
  findAccount,
  insertAuthorization,
  selectAccounts,
  takeAuthorization,
  updateGrant,
  upsertAccount,
  type SealedGrant,
} from './accounts.queries';
import { codeChallengeOf, createCodeVerifier, createState, stateDigest } from './pkce';

type Integration = MiddlewareComponents['schemas']['Integration'];

/** How long a started authorization may take to come back. */
const AUTHORIZATION_TTL_MS = 10 * 60 * 1000;
/** A token this close to its expiry is refreshed before use, so it does not expire mid-call. */
const EXPIRY_MARGIN_MS = 60 * 1000;

/** RFC 6749 §5.1, what both providers' token endpoints answer. */
type TokenResponse = {
  access_token?: unknown;
  refresh_token?: unknown;
  expires_in?: unknown;
  scope?: unknown;
};

export type OAuthDeps = {
  db: Kysely<Tables>;
  /** Loaded once (the key may be read from the data folder); awaited by each call. */
  cipher: Promise<SecretCipher>;
  providers: Readonly<Record<ProviderId, CloudProvider>>;
  /** Where the provider sends the browser back: `<publicUrl>/api/integrations/<id>/callback`. */
  publicUrl: string;
  http: ProviderHttpSettings;
  log: Logger;
};

/** The redirect URI registered with the provider for this server. */
export function redirectUriOf(publicUrl: string, provider: ProviderId): string {
  return `${publicUrl}/api/integrations/${provider}/callback`;
}

/**
 * Per-user OAuth 2.0 grants (issue 14): the authorization code flow with PKCE S256 (RFC 7636),
 * the tokens sealed with AES-256-GCM at rest, refreshed when near expiry, revoked on disconnect.
 * Tokens are never returned, logged or put in an error's detail.
 */
export function createOAuthService(deps: OAuthDeps) {
  const { db, providers } = deps;

  function configuredProvider(id: ProviderId): CloudProvider {
    const provider = providers[id];
    if (!isConfigured(provider)) {
      throw new AppError('INTEGRATION_NOT_CONFIGURED', {
        message: `${id} has no client credentials`,
        detail: { provider: id },
      });
    }
    return provider;
  }

  async function requestTokens(
    provider: CloudProvider,
    form: Record<string, string>,
  ): Promise<SealedGrant> {
    const cipher = await deps.cipher;
    const detail = { provider: provider.id, step: 'token' };
    const response = await callProvider(
      provider.oauth.tokenUrl,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          ...form,
          client_id: provider.oauth.clientId ?? '',
          client_secret: provider.oauth.clientSecret ?? '',
        }).toString(),
        detail,
      },
      deps.http,
    );
    const tokens = await readProviderJson<TokenResponse>(response, detail);
    if (typeof tokens.access_token !== 'string') {
      throw new AppError('CLOUD_SERVICE_ERROR', {
        message: 'token answer without access_token',
        detail,
      });
    }
    const expiresIn = typeof tokens.expires_in === 'number' ? tokens.expires_in : 3600;
    return {
      accessTokenEnc: cipher.seal(tokens.access_token),
      refreshTokenEnc:
        typeof tokens.refresh_token === 'string' ? cipher.seal(tokens.refresh_token) : null,
      expiresAt: new Date(Date.now() + expiresIn * 1000),
      scope: typeof tokens.scope === 'string' ? tokens.scope : null,
    };
  }

  const service = {
    /** Every provider with whether it is configured and whether the user is connected. */
    async list(userId: string): Promise<Integration[]> {
      const accounts = new Map(
        (await selectAccounts(db, userId)).map((row) => [row.provider, row]),
      );
      return Object.values(providers).map((provider) => {
        const account = accounts.get(provider.id);
        return {
          provider: provider.id,
          configured: isConfigured(provider),
          connected: account !== undefined,
          accountEmail: account?.account_email ?? null,
          connectedAt: account?.connected_at.toISOString() ?? null,
        };
      });
    },

    /**
     * The provider's consent URL, and its state for the browser to hold (the routes put it in a
     * cookie); the state's digest and the sealed verifier wait 10 minutes.
     */
    async start(userId: string, id: ProviderId): Promise<{ url: string; state: string }> {
      const cipher = await deps.cipher;
      const provider = configuredProvider(id);
      const state = createState();
      const verifier = createCodeVerifier();
      await insertAuthorization(db, {
        stateDigest: stateDigest(state),
        userId,
        provider: id,
        verifierEnc: cipher.seal(verifier),
        expiresAt: new Date(Date.now() + AUTHORIZATION_TTL_MS),
      });
      const url = new URL(provider.oauth.authorizationUrl);
      const params = {
        response_type: 'code',
        client_id: provider.oauth.clientId ?? '',
        redirect_uri: redirectUriOf(deps.publicUrl, id),
        scope: provider.scopes.join(' '),
        state,
        code_challenge: codeChallengeOf(verifier),
        code_challenge_method: 'S256',
        ...provider.authorizationParams,
      };
      for (const [name, value] of Object.entries(params)) {
        url.searchParams.set(name, value);
      }
      return { url: url.toString(), state };
    },

    /**
     * The provider's redirect back, in the browser holding `browserState`: the state must be that
     * browser's (a consent link opened by anyone else would bind their account to the user who
     * started it), one this server started for this provider, and not expired (INVALID_LINK
     * otherwise); the code is exchanged with the verifier and the grant stored. Answers the user
     * it was for.
     */
    async finish(
      id: ProviderId,
      query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      browserState: string | undefined,
    ): Promise<{ userId: string }> {
      const cipher = await deps.cipher;
      const provider = configuredProvider(id);
      if (!query.state || query.state !== browserState) {
        throw new AppError('INVALID_LINK', {
          message: 'integration callback without this browser state',
        });
      }
      const pending = await takeAuthorization(db, stateDigest(query.state));
      if (!pending || pending.provider !== id || pending.expires_at.getTime() < Date.now()) {
        throw new AppError('INVALID_LINK', { message: 'unknown or expired integration state' });
      }
      if (query.error !== undefined || !query.code) {
        // The user said no at the consent screen (`access_denied`) or the provider failed.
        throw new AppError('CLOUD_PERMISSION_DENIED', {
          message: `authorization refused: ${query.error ?? 'no code'}`,
          detail: { provider: id },
        });
      }
      const grant = await requestTokens(provider, {
        grant_type: 'authorization_code',
        code: query.code,
        redirect_uri: redirectUriOf(deps.publicUrl, id),
        code_verifier: cipher.open(pending.verifier_enc),
      });
      const accountEmail = await provider.drive
        .accountEmail(cipher.open(grant.accessTokenEnc))
        .catch(() => null);
      await upsertAccount(db, { userId: pending.user_id, provider: id, accountEmail, ...grant });
      return { userId: pending.user_id };
    },

    /**
     * A usable access token for the user, refreshed first when it is about to expire. Not
     * connected is INTEGRATION_NOT_CONNECTED; a refresh the provider refuses (`invalid_grant`:
     * revoked, expired) is CLOUD_RECONNECT_REQUIRED.
     */
    async accessToken(
      userId: string,
      id: ProviderId,
      options: { forceRefresh?: boolean } = {},
    ): Promise<string> {
      const cipher = await deps.cipher;
      const provider = configuredProvider(id);
      const account = await findAccount(db, userId, id);
      if (!account) {
        throw new AppError('INTEGRATION_NOT_CONNECTED', {
          message: `${id} not connected`,
          detail: { provider: id },
        });
      }
      if (!options.forceRefresh && account.expires_at.getTime() - EXPIRY_MARGIN_MS > Date.now()) {
        return cipher.open(account.access_token_enc);
      }
      if (account.refresh_token_enc === null) {
        throw new AppError('CLOUD_RECONNECT_REQUIRED', {
          message: `${id} token expired and no refresh token`,
          detail: { provider: id },
        });
      }
      const grant = await requestTokens(provider, {
        grant_type: 'refresh_token',
        refresh_token: cipher.open(account.refresh_token_enc),
      });
      await updateGrant(db, userId, id, grant);
      return cipher.open(grant.accessTokenEnc);
    },

    /**
     * Runs `call` with the user's access token; when the provider answers 401 to a token this
     * server thought valid (revoked or expired early), refreshes once and runs it again, so only
     * a refused refresh asks the user to reconnect.
     */
    async withAccessToken<T>(
      userId: string,
      id: ProviderId,
      call: (accessToken: string) => Promise<T>,
    ): Promise<T> {
      try {
        return await call(await service.accessToken(userId, id));
      } catch (error) {
        if (!isProvider401(error)) {
          throw error;
        }
        return call(await service.accessToken(userId, id, { forceRefresh: true }));
      }
    },

    /**
     * Revokes the grant at the provider where it offers that (Google's revoke endpoint), then
     * deletes it. A failed revoke is logged without the token and does not keep the grant.
     */
    async disconnect(userId: string, id: ProviderId): Promise<boolean> {
      const cipher = await deps.cipher;
      const removed = await deleteAccount(db, userId, id);
      if (!removed) {
        return false;
      }
      const revokeUrl = providers[id].oauth.revokeUrl;
      if (revokeUrl) {
        const token = cipher.open(removed.refresh_token_enc ?? removed.access_token_enc);
        await callProvider(
          revokeUrl,
          {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ token }).toString(),
            detail: { provider: id, step: 'revoke' },
          },
          { ...deps.http, attempts: 1 },
        ).catch((error: unknown) => {
          deps.log.warn({ provider: id, code: (error as AppError).code }, 'revoke failed');
        });
      }
      return true;
    },
  };
  return service;
}

/** A provider's 401 to an API call (not a refused refresh, which has no `status` 401). */
function isProvider401(error: unknown): boolean {
  return (
    error instanceof AppError &&
    error.code === 'CLOUD_RECONNECT_REQUIRED' &&
    (error.detail as { status?: unknown } | undefined)?.status === 401
  );
}

export type OAuthService = ReturnType<typeof createOAuthService>;
