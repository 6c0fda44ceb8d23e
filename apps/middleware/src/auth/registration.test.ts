import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readMailText } from '../mail/mail-text';
import { createTestApp, type TestApp } from '../testing/test-app';
import { errorCodeOf, manualClock, post, registration } from './testing/accounts';

const clock = manualClock();
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ clock: clock.now });
});
afterAll(async () => test.close());

const tokenOf = (link: string) => new URL(link).searchParams.get('token');

describe('registerUser and verifyAccount', () => {
  it('registers and mails a verification link built from the public URL, never from Host', async () => {
    const since = test.inbox.messages.length;
    const response = await post(test, '/auth/register', registration('host@example.com'), {
      host: 'evil.example',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    const link = await test.inbox.waitForLink('host@example.com', 'verify-account', since);
    expect(link).toMatch(/^http:\/\/folio\.test:8080\/verify-account\?token=[\w-]{43}$/);
  });

  it('writes the e-mail in the language of the registration (SPEC §1)', async () => {
    const since = test.inbox.messages.length;
    await post(test, '/auth/register', registration('sp@example.com', { language: 'sp' }));
    await post(test, '/auth/register', registration('en@example.com'), {
      'accept-language': 'en-GB,en;q=0.9',
    });
    await test.inbox.waitForLink('en@example.com', 'verify-account', since);
    const subjects = test.inbox.messages
      .slice(since)
      .map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]);
    expect(subjects).toContain('Verify your Folio account');
    expect(subjects).toContain('Verifique su cuenta de Folio');
    const spanish = test.inbox.messages
      .slice(since)
      .find((mail) => mail.to.includes('sp@example.com'));
    expect(readMailText(spanish?.raw ?? '')).toContain('caduca en 48 horas');
  });

  it.each([
    ['an invalid e-mail', { email: 'ana@nowhere' }, 'email', 'validation.emailInvalid'],
    ['a name with digits', { name: 'Ana2' }, 'name', 'validation.nameLettersOnly'],
    [
      'a last name with symbols',
      { lastname: 'G@rcía' },
      'lastname',
      'validation.lastnameLettersOnly',
    ],
    [
      'a weak password',
      { password: 'password', confirmPassword: 'password' },
      'password',
      'validation.passwordWeak',
    ],
    [
      'a common password',
      { password: 'Password1!', confirmPassword: 'Password1!' },
      'password',
      'validation.passwordCommon',
    ],
    [
      'a different confirmation',
      { confirmPassword: 'Other!Pass1' },
      'confirmPassword',
      'validation.passwordsDoNotMatch',
    ],
    ['a blank account key', { hash: ' ' }, 'hash', 'validation.required'],
    [
      'a member without a company id',
      { belongsToCompany: true },
      'companyId',
      'validation.required',
    ],
  ])(
    'refuses %s with BAD_REQUEST naming the field (SPEC §5)',
    async (_name, change, field, key) => {
      const response = await post(
        test,
        '/auth/register',
        registration('rules@example.com', change),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        errorCode: 'BAD_REQUEST',
        detail: { fields: { [field]: key } },
      });
    },
  );

  it('refuses an address that already has an account, whatever its case', async () => {
    expect((await post(test, '/auth/register', registration('taken@example.com'))).statusCode).toBe(
      201,
    );
    const again = await post(test, '/auth/register', registration('  Taken@Example.COM '));
    expect(again.statusCode).toBe(409);
    expect(errorCodeOf(again)).toBe('EMAIL_ALREADY_REGISTERED');
  });

  it('keeps argon2id digests only, and the starting balance (DECISIONS.md)', async () => {
    await post(
      test,
      '/auth/register',
      registration('digest@example.com', { belongsToCompany: true, companyId: 'ACME-1' }),
    );
    const row = await test.app.folio.database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'digest@example.com')
      .executeTakeFirstOrThrow();
    expect(row.password_digest).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.account_key_digest).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain('Tr1cky!Pass');
    expect(JSON.stringify(row)).not.toContain('key-digest@example.com');
    expect(row).toMatchObject({
      balance_pages: 5000,
      company_id: 'ACME-1',
      belongs_to_company: true,
      verified_at: null,
    });
  });

  it('verifies with the link once; the second use is INVALID_LINK', async () => {
    const since = test.inbox.messages.length;
    await post(test, '/auth/register', registration('once@example.com'));
    const token = tokenOf(
      await test.inbox.waitForLink('once@example.com', 'verify-account', since),
    );
    expect((await post(test, '/auth/verify-account', { token })).statusCode).toBe(200);
    const again = await post(test, '/auth/verify-account', { token });
    expect(again.statusCode).toBe(400);
    expect(errorCodeOf(again)).toBe('INVALID_LINK');
  });

  it('refuses a verification link after 48 hours and an unknown one', async () => {
    const since = test.inbox.messages.length;
    await post(test, '/auth/register', registration('late@example.com'));
    const token = tokenOf(
      await test.inbox.waitForLink('late@example.com', 'verify-account', since),
    );
    clock.advance(48 * 3600 + 1);
    expect(errorCodeOf(await post(test, '/auth/verify-account', { token }))).toBe('INVALID_LINK');
    expect(errorCodeOf(await post(test, '/auth/verify-account', { token: 'made-up' }))).toBe(
      'INVALID_LINK',
    );
  });

  it('does not let an unverified account log in', async () => {
    await post(test, '/auth/register', registration('unverified@example.com'));
    const response = await post(test, '/auth/login', {
      email: 'unverified@example.com',
      password: 'Tr1cky!Pass',
      hash: 'key-unverified@example.com',
    });
    expect(response.statusCode).toBe(403);
    expect(errorCodeOf(response)).toBe('ACCOUNT_NOT_VERIFIED');
  });
});

describe('registerUser without a reachable mail server', () => {
  it('answers EMAIL_SEND_ERROR and keeps no account, so the address can register again', async () => {
    const broken = await createTestApp({ env: { FOLIO_SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const response = await post(broken, '/auth/register', registration('bounce@example.com'));
      expect(response.statusCode).toBe(502);
      expect(errorCodeOf(response)).toBe('EMAIL_SEND_ERROR');
      const rows = await broken.app.folio.database.db.selectFrom('users').select('id').execute();
      expect(rows).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});
