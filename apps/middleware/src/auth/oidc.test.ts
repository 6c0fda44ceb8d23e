import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../testing/test-app';
import { errorCodeOf, login, post, registration } from './testing/accounts';
import { followUntil, startTestProvider } from './testing/oidc-test-provider';

const PUBLIC_URL = 'http://folio.test:8080';
const CALLBACK = `${PUBLIC_URL}/api/auth/oidc/callback`;

let provider: Awaited<ReturnType<typeof startTestProvider>>;
let test: TestApp;
beforeAll(async () => {
  provider = await startTestProvider({
    redirectUri: CALLBACK,
    clientId: 'folio',
    clientSecret: 'folio-test-secret',
  });
  test = await createTestApp({
    env: {
      FOLIO_OIDC_ISSUER: provider.issuer,
      FOLIO_OIDC_CLIENT_ID: 'folio',
      FOLIO_OIDC_CLIENT_SECRET: 'folio-test-secret',
    },
  });
});
afterAll(async () => {
  await test.close();
  await provider.close();
});

/** Runs a browser's sign-in: start, the provider, the callback; answers where the browser lands. */
async function signInThroughProvider(options: { dropCookie?: boolean } = {}): Promise<URL> {
  const start = await test.app.inject({
    method: 'GET',
    url: '/api/auth/oidc/start',
    headers: { 'accept-language': 'en' },
  });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
  const callback = await followUntil(String(start.headers.location), CALLBACK);
  const landing = await test.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: options.dropCookie ? {} : { cookie },
  });
  expect(landing.statusCode).toBe(302);
  return new URL(String(landing.headers.location));
}

const exchange = (code: string) => post(test, '/auth/oidc/login', { code });

describe('sign-in through an OpenID Connect provider', () => {
  it('creates a verified account for the provider e-mail and hands the web app a one-time code', async () => {
    provider.identity.current = {
      ...provider.identity.current,
      sub: 'u-olga',
      email: 'Olga@Example.com',
    };
    const landing = await signInThroughProvider();
    expect(`${landing.origin}${landing.pathname}`).toBe(`${PUBLIC_URL}/login`);
    const code = landing.searchParams.get('oidc') ?? '';
    const response = await exchange(code);
    expect(response.statusCode).toBe(200);
    const { access_token: token } = response.json<{ access_token: string }>();
    const validated = await test.app.inject({
      method: 'GET',
      url: `/api/auth/validate?token=${token}`,
    });
    expect(validated.json()).toMatchObject({ username: 'olga@example.com' });
    expect(errorCodeOf(await exchange(code))).toBe('INVALID_LINK');
  });

  it('signs an existing account in by its verified e-mail', async () => {
    await post(test, '/auth/register', registration('pilar@example.com'));
    provider.identity.current = {
      ...provider.identity.current,
      sub: 'u-pilar',
      email: 'pilar@example.com',
    };
    const landing = await signInThroughProvider();
    expect((await exchange(landing.searchParams.get('oidc') ?? '')).statusCode).toBe(200);
    // The provider proved the address, so the password login works too now.
    await login(test, {
      email: 'pilar@example.com',
      password: 'Tr1cky!Pass',
      hash: 'key-pilar@example.com',
    });
  });

  it('refuses an e-mail the provider has not verified', async () => {
    provider.identity.current = {
      ...provider.identity.current,
      sub: 'u-unverified',
      email: 'maybe@example.com',
      emailVerified: false,
    };
    const landing = await signInThroughProvider();
    expect(landing.searchParams.get('oidcError')).toBe('ACCESS_DENIED');
    provider.identity.current = { ...provider.identity.current, emailVerified: true };
  });

  it('refuses a callback in a browser that did not start the sign-in (login CSRF)', async () => {
    provider.identity.current = {
      ...provider.identity.current,
      sub: 'u-csrf',
      email: 'csrf@example.com',
    };
    const landing = await signInThroughProvider({ dropCookie: true });
    expect(landing.searchParams.get('oidcError')).toBe('INVALID_LINK');
    expect(landing.searchParams.get('oidc')).toBeNull();
  });

  it('refuses a made-up code', async () => {
    expect(errorCodeOf(await exchange('made-up'))).toBe('INVALID_LINK');
  });
});

describe('without a provider configured', () => {
  it('answers RESOURCE_NOT_FOUND', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(response.statusCode).toBe(404);
      expect(errorCodeOf(response)).toBe('RESOURCE_NOT_FOUND');
    } finally {
      await plain.close();
    }
  });
});
