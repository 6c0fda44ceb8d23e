import { stat } from 'node:fs/promises';
import { join } from 'node:path';

import { createFolioClients, expectData, type FolioClients } from '@folio/sdk';
import { describe, expect, inject, it } from 'vitest';

import { clientsForRun } from '../support/clients';
import { registerAccount, registerVerifiedAccount, TEST_PASSWORD } from '../support/accounts';
import { failure } from '../support/failure';
import { outboxOf } from '../support/outbox';

const servers = inject('servers');
const clients = clientsForRun();
const outbox = outboxOf(servers.dataDir);
const PASSWORD = TEST_PASSWORD;

let counter = 0;
/** A fresh address per test, so the tests of this file and others never share an account. */
const newEmail = (name: string) => `${name}.${Date.now().toString(36)}${counter++}@example.com`;

const register = (email: string, language: 'en' | 'sp' = 'en') =>
  registerAccount(clients, servers.dataDir, email, { language });

const registerVerified = (email: string) =>
  registerVerifiedAccount(clients, servers.dataDir, email);

const login = (account: { email: string; password: string; hash?: string }) =>
  expectData(clients.middleware.POST('/auth/login', { body: account }));

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const validate = (token: string) =>
  clients.middleware.GET('/auth/validate', { params: { query: { token } } });
const refresh = (token: string) =>
  clients.middleware.POST('/auth/refresh', { headers: bearer(token) });
const forgot = (email: string, client: FolioClients = clients) =>
  client.middleware.POST('/auth/forgot-password', {
    body: email,
    bodySerializer: (body: string) => body,
    headers: { 'content-type': 'text/plain' },
  });

describe('auth: register, verify, sessions (issue 3)', () => {
  it('walks a session from registration to logout, and a reused refresh token ends it', async () => {
    const email = newEmail('journey');
    const link = await register(email);
    expect(link.origin).toBe(servers.webUrl);
    expect(link.pathname).toBe('/verify-account');
    await expectData(
      clients.middleware.POST('/auth/verify-account', {
        body: { token: link.searchParams.get('token') ?? '' },
      }),
    );

    const first = await login({ email, password: PASSWORD, hash: `key-${email}` });
    expect(await expectData(validate(first.access_token))).toMatchObject({
      valid: true,
      username: email,
    });
    const viaHeader = await expectData(
      clients.middleware.GET('/auth/validate', { headers: bearer(first.access_token) }),
    );
    expect(viaHeader.username).toBe(email);

    const second = await expectData(refresh(first.refresh_token));
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await expectData(validate(second.access_token))).valid).toBe(true);

    // The spent refresh token comes back: the whole session ends, the new pair included.
    expect(await failure(refresh(first.refresh_token))).toMatchObject({
      code: 'SESSION_EXPIRED',
      status: 401,
    });
    expect(await failure(refresh(second.refresh_token))).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(await failure(validate(second.access_token))).toMatchObject({ code: 'SESSION_EXPIRED' });

    const third = await login({ email, password: PASSWORD, hash: `key-${email}` });
    await expectData(
      clients.middleware.POST('/auth/logout', { headers: bearer(third.access_token) }),
    );
    expect(await failure(validate(third.access_token))).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(await failure(refresh(third.refresh_token))).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('refuses a second registration of an address, and the rules of SPEC §5', async () => {
    const email = newEmail('twice');
    await register(email);
    const again = clients.middleware.POST('/auth/register', {
      body: {
        email: email.toUpperCase(),
        name: 'Ana',
        lastname: 'Gil',
        password: PASSWORD,
        hash: 'k',
        belongsToCompany: false,
      },
    });
    expect(await failure(again)).toMatchObject({ code: 'EMAIL_ALREADY_REGISTERED', status: 409 });
    const weak = clients.middleware.POST('/auth/register', {
      body: {
        email: newEmail('weak'),
        name: 'Ana',
        lastname: 'Gil',
        password: 'short',
        hash: 'k',
        belongsToCompany: false,
      },
    });
    expect(await failure(weak)).toMatchObject({
      code: 'BAD_REQUEST',
      detail: { fields: { password: 'validation.passwordWeak' } },
    });
  });

  it('refuses unverified accounts, wrong credentials, and API logins without the account key', async () => {
    const pending = newEmail('pending');
    await register(pending);
    expect(
      await failure(login({ email: pending, password: PASSWORD, hash: `key-${pending}` })),
    ).toMatchObject({
      code: 'ACCOUNT_NOT_VERIFIED',
    });

    const account = await registerVerified(newEmail('creds'));
    const wrongPassword = await failure(login({ ...account, password: 'Wr0ng!Pass' }));
    const unknown = await failure(login({ ...account, email: newEmail('nobody') }));
    expect(wrongPassword).toMatchObject({ code: 'AUTHENTICATION_FAILED', status: 401 });
    expect(unknown.message).toBe(wrongPassword.message);
    expect(
      await failure(login({ email: account.email, password: account.password })),
    ).toMatchObject({ code: 'MISSING_HASH' });
    expect(await failure(login({ ...account, hash: 'wrong-key' }))).toMatchObject({
      code: 'INVALID_TOKEN_HASH',
    });
  });

  it("does not let a user's token act as another user (FORBIDDEN)", async () => {
    const ana = await login(await registerVerified(newEmail('ana')));
    const bob = await registerVerified(newEmail('bob'));
    const asBob = clients.middleware.POST('/post-jwt-profile', {
      headers: bearer(ana.access_token),
      body: { username: bob.email, idx: 2 },
    });
    expect(await failure(asBob)).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const own = await expectData(
      clients.middleware.POST('/post-jwt-profile', {
        headers: bearer(ana.access_token),
        body: { username: (await expectData(validate(ana.access_token))).username, idx: 2 },
      }),
    );
    expect(own.idx).toBe(2);
  });

  it('publishes the public key only, and keeps the private key readable by the server alone', async () => {
    const jwks = await expectData(clients.middleware.GET('/auth/jwks'));
    expect(jwks.keys).toEqual([
      expect.objectContaining({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' }),
    ]);
    expect(JSON.stringify(jwks)).not.toContain('"d"');
    const file = await stat(join(servers.dataDir, 'keys', 'access-token-ed25519.pem'));
    expect(file.mode & 0o777).toBe(0o600);
  });
});

describe('auth: forgot and reset password (issue 3)', () => {
  it('answers the same for any address, mails a link, and a reset ends every session', async () => {
    const account = await registerVerified(newEmail('reset'));
    const session = await login(account);
    const spanish = createFolioClients({
      middlewareUrl: servers.middlewareUrl,
      serviceUrl: servers.serviceUrl,
      language: () => 'sp',
    });
    const since = await outbox.count();
    const known = await expectData(forgot(account.email, spanish));
    const unknown = await expectData(forgot(newEmail('ghost'), spanish));
    expect(known).toEqual(unknown);
    expect(known.message).toBe(
      'El link de restablecimiento de contraseña fue enviado a su bandeja de entrada',
    );

    const link = await outbox.waitForLink(account.email, 'reset-password', since);
    expect(link.origin).toBe(servers.webUrl);
    const token = link.searchParams.get('token') ?? '';
    const NEW = 'N3w!Passphrase';
    await expectData(
      clients.middleware.POST('/auth/reset-password', {
        body: { token, password: NEW, confirmPassword: NEW },
      }),
    );

    expect(await failure(login(account))).toMatchObject({ code: 'AUTHENTICATION_FAILED' });
    await login({ ...account, password: NEW });
    expect(await failure(validate(session.access_token))).toMatchObject({
      code: 'SESSION_EXPIRED',
    });
    expect(await failure(refresh(session.refresh_token))).toMatchObject({
      code: 'SESSION_EXPIRED',
    });
    const reused = clients.middleware.POST('/auth/reset-password', {
      body: { token, password: 'An0ther!Pass' },
    });
    expect(await failure(reused)).toMatchObject({ code: 'INVALID_LINK', status: 400 });
  });
});
