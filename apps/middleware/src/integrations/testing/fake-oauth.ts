import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import { readForm, sendJson } from './fake-http';

/** The client a fake authorization server knows. */
export type FakeClient = { clientId: string; clientSecret: string };

type PendingCode = { challenge: string; redirectUri: string; scope: string };

/**
 * The authorization server half of a fake provider (RFC 6749 with RFC 7636 PKCE): the
 * authorize endpoint approves at once and redirects back with a code (or `access_denied` when
 * the test says the user refuses); the token endpoint exchanges a code only with the verifier
 * whose S256 challenge it was issued for, refreshes, and answers `invalid_grant` for anything
 * spent, revoked or unknown; tokens expire when the test says so.
 */
export function createFakeAuthorizationServer(client: FakeClient, accessTokenSeconds = 3600) {
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, { refreshToken: string; expired: boolean }>();
  const refreshTokens = new Set<string>();
  let refuseConsent = false;
  let tokenRequests = 0;

  const newToken = (prefix: string) => `${prefix}-${randomBytes(16).toString('hex')}`;

  function issue(refreshToken: string, scope: string) {
    const accessToken = newToken('at');
    accessTokens.set(accessToken, { refreshToken, expired: false });
    return {
      access_token: accessToken,
      expires_in: accessTokenSeconds,
      refresh_token: refreshToken,
      scope,
      token_type: 'Bearer',
    };
  }

  return {
    /** GET authorize: a 302 back to the client with `code` and `state`. */
    authorize(url: URL, response: ServerResponse): void {
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      const state = url.searchParams.get('state') ?? '';
      if (
        url.searchParams.get('client_id') !== client.clientId ||
        url.searchParams.get('code_challenge_method') !== 'S256'
      ) {
        return sendJson(response, 400, { error: 'invalid_request' });
      }
      if (refuseConsent) {
        redirect.searchParams.set('error', 'access_denied');
      } else {
        const code = newToken('code');
        codes.set(code, {
          challenge: url.searchParams.get('code_challenge') ?? '',
          redirectUri: redirect.toString(),
          scope: url.searchParams.get('scope') ?? '',
        });
        redirect.searchParams.set('code', code);
      }
      redirect.searchParams.set('state', state);
      response.writeHead(302, { location: redirect.toString() });
      response.end();
    },

    /** POST token: `authorization_code` (with the PKCE check) or `refresh_token`. */
    async token(request: IncomingMessage, response: ServerResponse): Promise<void> {
      tokenRequests += 1;
      const form = await readForm(request);
      if (
        form.get('client_id') !== client.clientId ||
        form.get('client_secret') !== client.clientSecret
      ) {
        return sendJson(response, 401, { error: 'invalid_client' });
      }
      if (form.get('grant_type') === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier, 'ascii').digest('base64url');
        if (
          !code ||
          code.challenge !== challenge ||
          code.redirectUri !== form.get('redirect_uri')
        ) {
          return sendJson(response, 400, { error: 'invalid_grant', error_description: 'Bad code' });
        }
        const refreshToken = newToken('rt');
        refreshTokens.add(refreshToken);
        return sendJson(response, 200, issue(refreshToken, code.scope));
      }
      if (form.get('grant_type') === 'refresh_token') {
        const refreshToken = form.get('refresh_token') ?? '';
        if (!refreshTokens.has(refreshToken)) {
          return sendJson(response, 400, { error: 'invalid_grant', error_description: 'Revoked' });
        }
        const { refresh_token: _kept, ...fresh } = issue(refreshToken, '');
        return sendJson(response, 200, fresh);
      }
      return sendJson(response, 400, { error: 'unsupported_grant_type' });
    },

    /** POST revoke (Google's): a refresh token revokes itself and its access tokens. */
    async revoke(request: IncomingMessage, response: ServerResponse): Promise<void> {
      const token = (await readForm(request)).get('token') ?? '';
      this.revokeToken(token);
      sendJson(response, 200, {});
    },

    revokeToken(token: string) {
      const refreshToken = refreshTokens.has(token) ? token : accessTokens.get(token)?.refreshToken;
      if (refreshToken !== undefined) {
        refreshTokens.delete(refreshToken);
        for (const [access, grant] of accessTokens) {
          if (grant.refreshToken === refreshToken) {
            accessTokens.delete(access);
          }
        }
      }
    },

    /** True when `token` is a live access token. */
    isValid(token: string | undefined): boolean {
      const grant = token === undefined ? undefined : accessTokens.get(token);
      return grant !== undefined && !grant.expired;
    },

    /** Every access token handed out stops working (the client must refresh). */
    expireAccessTokens() {
      for (const grant of accessTokens.values()) {
        grant.expired = true;
      }
    },

    /** The grant given last is revoked, as its user would at the provider's account page. */
    revokeNewest() {
      const newest = [...refreshTokens].at(-1);
      if (newest !== undefined) {
        this.revokeToken(newest);
      }
    },

    /** Every grant is revoked: refreshes answer `invalid_grant`. */
    revokeAll() {
      refreshTokens.clear();
      accessTokens.clear();
    },

    /** The next consents are refused (`error=access_denied`) or given again. */
    setRefuseConsent(value: boolean) {
      refuseConsent = value;
    },

    /** Live grants: a disconnect must leave none. */
    liveGrants: () => refreshTokens.size,
    tokenRequests: () => tokenRequests,
  };
}

export type FakeAuthorizationServer = ReturnType<typeof createFakeAuthorizationServer>;
