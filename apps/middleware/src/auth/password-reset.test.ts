import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readMailText } from '../mail/mail-text';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  errorCodeOf,
  login,
  manualClock,
  post,
  registerVerified,
  registration,
} from './testing/accounts';

const clock = manualClock();
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({
    clock: clock.now,
    env: { FOLIO_FORGOT_PASSWORD_MAX_PER_ADDRESS: '5' },
  });
});
afterAll(async () => test.close());

const NEW_PASSWORD = 'N3w!Passphrase';

const forgot = (email: string, headers: Record<string, string> = {}) =>
  test.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: email,
    headers: { 'content-type': 'text/plain', ...headers },
  });

async function resetLinkToken(email: string, since: number): Promise<string> {
  const link = await test.inbox.waitForLink(email, 'reset-password', since);
  expect(link.startsWith('http://folio.test:8080/reset-password?token=')).toBe(true);
  return new URL(link).searchParams.get('token') ?? '';
}

const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  post(test, '/auth/reset-password', { token, password, confirmPassword });

describe('forgotPassword', () => {
  it('answers the same whether or not the address has an account, and mails only an account', async () => {
    await registerVerified(test, 'known@example.com');
    const since = test.inbox.messages.length;
    const known = await forgot('known@example.com', { 'accept-language': 'es' });
    const unknown = await forgot('unknown@example.com', { 'accept-language': 'es' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      message: 'El link de restablecimiento de contraseña fue enviado a su bandeja de entrada',
    });
    await resetLinkToken('known@example.com', since);
    expect(
      test.inbox.messages.slice(since).some((mail) => mail.to.includes('unknown@example.com')),
    ).toBe(false);
  });

  it('writes the reset e-mail in the language of the account', async () => {
    await registerVerified(test, 'english@example.com', { language: 'en' });
    const since = test.inbox.messages.length;
    await forgot('english@example.com', { 'accept-language': 'es' });
    await resetLinkToken('english@example.com', since);
    const mail = test.inbox.messages
      .slice(since)
      .find((message) => message.to.includes('english@example.com'));
    expect(readMailText(mail?.raw ?? '')).toContain('expires in 30 minutes');
  });

  it('refuses a body that is not an address with BAD_REQUEST', async () => {
    expect(errorCodeOf(await forgot('not an address'))).toBe('BAD_REQUEST');
  });

  it('limits the e-mails one address can ask for', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await forgot('flood@example.com')).statusCode).toBe(200);
    }
    expect(errorCodeOf(await forgot('flood@example.com'))).toBe('RATE_LIMIT_EXCEEDED');
  });
});

describe('resetPassword', () => {
  it('sets the new password, ends every session, and works once', async () => {
    const account = await registerVerified(test, 'reset@example.com');
    const session = await login(test, account);
    const since = test.inbox.messages.length;
    await forgot(account.email);
    const token = await resetLinkToken(account.email, since);

    expect((await reset(token)).statusCode).toBe(200);
    expect(errorCodeOf(await post(test, '/auth/login', account))).toBe('AUTHENTICATION_FAILED');
    await login(test, { ...account, password: NEW_PASSWORD });
    const validate = await test.app.inject({
      method: 'GET',
      url: `/api/auth/validate?token=${session.access_token}`,
    });
    expect(errorCodeOf(validate)).toBe('SESSION_EXPIRED');
    const refresh = await post(test, '/auth/refresh', undefined, {
      authorization: `Bearer ${session.refresh_token}`,
    });
    expect(errorCodeOf(refresh)).toBe('SESSION_EXPIRED');
    expect(errorCodeOf(await reset(token, 'An0ther!Pass'))).toBe('INVALID_LINK');
  });

  it('checks the new password before spending the link (SPEC §5)', async () => {
    const account = await registerVerified(test, 'typo@example.com');
    const since = test.inbox.messages.length;
    await forgot(account.email);
    const token = await resetLinkToken(account.email, since);
    const weak = await reset(token, 'weak');
    expect(weak.json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
      detail: { fields: { password: 'validation.passwordWeak' } },
    });
    const mismatch = await reset(token, NEW_PASSWORD, 'Different!1');
    expect(mismatch.json()).toMatchObject({
      detail: { fields: { confirmPassword: 'validation.resetPasswordsDoNotMatch' } },
    });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses a link after 30 minutes, an older link once a newer one was sent, and no link', async () => {
    const account = await registerVerified(test, 'slow@example.com');
    let since = test.inbox.messages.length;
    await forgot(account.email);
    const expired = await resetLinkToken(account.email, since);
    clock.advance(30 * 60 + 1);
    expect(errorCodeOf(await reset(expired))).toBe('INVALID_LINK');

    since = test.inbox.messages.length;
    await forgot(account.email);
    const older = await resetLinkToken(account.email, since);
    since = test.inbox.messages.length;
    await forgot(account.email);
    const newer = await resetLinkToken(account.email, since);
    expect(errorCodeOf(await reset(older))).toBe('INVALID_LINK');
    expect((await reset(newer)).statusCode).toBe(200);
    expect(errorCodeOf(await reset(''))).toBe('INVALID_LINK');
  });

  it('verifies an account whose verification e-mail was lost: the reset link proves the address', async () => {
    await post(test, '/auth/register', registration('lost@example.com'));
    const since = test.inbox.messages.length;
    await forgot('lost@example.com');
    expect((await reset(await resetLinkToken('lost@example.com', since))).statusCode).toBe(200);
    await login(test, {
      email: 'lost@example.com',
      password: NEW_PASSWORD,
      hash: 'key-lost@example.com',
    });
  });
});
