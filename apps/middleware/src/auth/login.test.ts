import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../testing/test-app';
import { errorCodeOf, login, post, registerVerified } from './testing/accounts';

let test: TestApp;
let ana: Awaited<ReturnType<typeof registerVerified>>;
beforeAll(async () => {
  test = await createTestApp();
  ana = await registerVerified(test, 'ana@example.com');
});
afterAll(async () => test.close());

describe('loginUser', () => {
  it('answers a token pair whose access token is an EdDSA JWT of 15 minutes for the username', async () => {
    const pair = await login(test, ana);
    expect(pair).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(pair.refresh_token).toMatch(/^[\w-]{43}$/);
    const header = decodeProtectedHeader(pair.access_token);
    const claims = decodeJwt(pair.access_token);
    const jwks = (await test.app.inject({ method: 'GET', url: '/api/auth/jwks' })).json<{
      keys: Array<{ kid: string }>;
    }>();
    expect(header).toMatchObject({ alg: 'EdDSA', typ: 'at+jwt', kid: jwks.keys[0]?.kid });
    expect(claims).toMatchObject({
      sub: 'ana@example.com',
      iss: 'folio',
      aud: 'folio',
      fid: expect.any(String) as unknown,
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
  });

  it('accepts the address in any case', async () => {
    await login(test, { ...ana, email: ' ANA@Example.com' });
  });

  it('gives one answer to a wrong password and to an unknown address (SPEC §8)', async () => {
    const wrongPassword = await post(test, '/auth/login', { ...ana, password: 'Wr0ng!Pass' });
    const unknown = await post(test, '/auth/login', { ...ana, email: 'nobody@example.com' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(errorCodeOf(unknown)).toBe('AUTHENTICATION_FAILED');
  });

  it('requires the account key from API clients (MISSING_HASH, DECISIONS.md)', async () => {
    const response = await post(test, '/auth/login', { email: ana.email, password: ana.password });
    expect(response.statusCode).toBe(400);
    expect(errorCodeOf(response)).toBe('MISSING_HASH');
    const empty = await post(test, '/auth/login', {
      email: ana.email,
      password: ana.password,
      hash: '',
    });
    expect(errorCodeOf(empty)).toBe('MISSING_HASH');
  });

  it('lets the web app at the public URL log in without the key, not another origin', async () => {
    const web = await post(
      test,
      '/auth/login',
      { email: ana.email, password: ana.password },
      { origin: 'http://folio.test:8080' },
    );
    expect(web.statusCode).toBe(200);
    const other = await post(
      test,
      '/auth/login',
      { email: ana.email, password: ana.password },
      { origin: 'http://evil.example' },
    );
    expect(errorCodeOf(other)).toBe('MISSING_HASH');
  });

  it('refuses a wrong account key with INVALID_TOKEN_HASH, from the web too', async () => {
    const api = await post(test, '/auth/login', { ...ana, hash: 'not-the-key' });
    expect(api.statusCode).toBe(401);
    expect(errorCodeOf(api)).toBe('INVALID_TOKEN_HASH');
    const web = await post(
      test,
      '/auth/login',
      { ...ana, hash: 'not-the-key' },
      { origin: 'http://folio.test:8080' },
    );
    expect(errorCodeOf(web)).toBe('INVALID_TOKEN_HASH');
  });

  it('refuses a body outside the contract with BAD_REQUEST', async () => {
    const response = await post(test, '/auth/login', { email: ana.email });
    expect(errorCodeOf(response)).toBe('BAD_REQUEST');
  });
});
