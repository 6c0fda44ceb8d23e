import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../testing/test-app';
import { forgeTokens } from './testing/forged-tokens';
import { errorCodeOf, login, manualClock, post, registerVerified } from './testing/accounts';

const clock = manualClock();
let test: TestApp;
let ana: Awaited<ReturnType<typeof registerVerified>>;
beforeAll(async () => {
  test = await createTestApp({ clock: clock.now });
  ana = await registerVerified(test, 'ana@example.com');
});
afterAll(async () => test.close());

const validate = (token: string, via: 'query' | 'header' = 'query') =>
  test.app.inject({
    method: 'GET',
    url:
      via === 'query'
        ? `/api/auth/validate?token=${encodeURIComponent(token)}`
        : '/api/auth/validate',
    headers: via === 'header' ? { authorization: `Bearer ${token}` } : {},
  });
const refresh = (token: string) =>
  post(test, '/auth/refresh', undefined, { authorization: `Bearer ${token}` });
const logout = (token: string) =>
  post(test, '/auth/logout', undefined, { authorization: `Bearer ${token}` });

describe('validateToken', () => {
  it('accepts a fresh token in the query and in a bearer header (SPEC §7, DECISIONS.md)', async () => {
    const { access_token: token } = await login(test, ana);
    for (const via of ['query', 'header'] as const) {
      const response = await validate(token, via);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        valid: true,
        username: 'ana@example.com',
        expiresAt: expect.any(String) as unknown,
      });
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('answers UNAUTHORIZED without a token', async () => {
    expect(errorCodeOf(await validate('', 'header'))).toBe('UNAUTHORIZED');
  });

  it('answers TOKEN_EXPIRED after 15 minutes', async () => {
    const { access_token: token } = await login(test, ana);
    clock.advance(15 * 60 + 1);
    const response = await validate(token);
    expect(response.statusCode).toBe(401);
    expect(errorCodeOf(response)).toBe('TOKEN_EXPIRED');
  });

  it('refuses forged and tampered tokens with INVALID_TOKEN', async () => {
    const { access_token: token } = await login(test, ana);
    const jwks = (await test.app.inject({ method: 'GET', url: '/api/auth/jwks' })).json<{
      keys: Array<{ x: string }>;
    }>();
    const forged = await forgeTokens(token, jwks.keys[0]?.x ?? '');
    for (const [name, forgery] of Object.entries(forged)) {
      const response = await validate(forgery, 'header');
      expect([name, response.statusCode, errorCodeOf(response)]).toEqual([
        name,
        401,
        'INVALID_TOKEN',
      ]);
    }
  });
});

describe('refreshToken', () => {
  it('spends the refresh token and answers a new pair in the same session', async () => {
    const first = await login(test, ana);
    const response = await refresh(first.refresh_token);
    expect(response.statusCode).toBe(200);
    const second = response.json<{ access_token: string; refresh_token: string }>();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await validate(second.access_token)).statusCode).toBe(200);
    expect((await refresh(second.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole session when a spent refresh token comes back (DECISIONS.md)', async () => {
    const first = await login(test, ana);
    const second = (await refresh(first.refresh_token)).json<{
      access_token: string;
      refresh_token: string;
    }>();
    const reused = await refresh(first.refresh_token);
    expect(reused.statusCode).toBe(401);
    expect(errorCodeOf(reused)).toBe('SESSION_EXPIRED');
    expect(errorCodeOf(await refresh(second.refresh_token))).toBe('SESSION_EXPIRED');
    expect(errorCodeOf(await validate(second.access_token))).toBe('SESSION_EXPIRED');
    expect(errorCodeOf(await validate(first.access_token))).toBe('SESSION_EXPIRED');
  });

  it('leaves the other sessions of the user alone', async () => {
    const phone = await login(test, ana);
    const laptop = await login(test, ana);
    await refresh(phone.refresh_token);
    await refresh(phone.refresh_token);
    expect((await validate(laptop.access_token)).statusCode).toBe(200);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an unknown token, an access token, and no token', async () => {
    const pair = await login(test, ana);
    expect(errorCodeOf(await refresh('made-up-token'))).toBe('INVALID_TOKEN');
    expect(errorCodeOf(await refresh(pair.access_token))).toBe('INVALID_TOKEN');
    expect(errorCodeOf(await post(test, '/auth/refresh'))).toBe('UNAUTHORIZED');
  });

  it('refuses a refresh token older than 7 days', async () => {
    const pair = await login(test, ana);
    clock.advance(7 * 24 * 3600 + 1);
    expect(errorCodeOf(await refresh(pair.refresh_token))).toBe('SESSION_EXPIRED');
  });
});

describe('logoutUser', () => {
  it('revokes the session: its access and refresh tokens stop working', async () => {
    const pair = await login(test, ana);
    const other = await login(test, ana);
    const response = await logout(pair.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) as unknown });
    expect(errorCodeOf(await validate(pair.access_token))).toBe('SESSION_EXPIRED');
    expect(errorCodeOf(await refresh(pair.refresh_token))).toBe('SESSION_EXPIRED');
    expect(errorCodeOf(await logout(pair.access_token))).toBe('SESSION_EXPIRED');
    expect((await validate(other.access_token)).statusCode).toBe(200);
  });

  it('needs a bearer access token', async () => {
    const response = await post(test, '/auth/logout');
    expect(response.statusCode).toBe(401);
    expect(errorCodeOf(response)).toBe('UNAUTHORIZED');
  });
});
