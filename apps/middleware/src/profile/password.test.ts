import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { errorCodeOf, login, post } from '../auth/testing/accounts';
import {
  createProfileTestApp,
  type ProfileTestApp,
  type ProfileUser,
} from './testing/profile-test-app';

let test: ProfileTestApp;
beforeAll(async () => {
  test = await createProfileTestApp();
});
afterAll(async () => test.close());

const NEW_PASSWORD = 'N3w!Secret-pass';

const changePassword = (user: ProfileUser, body: Record<string, unknown>) =>
  test.call(user, {
    method: 'POST',
    url: '/profile/password',
    payload: body,
    headers: { 'accept-language': 'en' },
  });

const isSignedIn = async (user: ProfileUser) =>
  (await test.call(user, { method: 'GET', url: '/profile' })).statusCode === 200;

const refresh = (user: ProfileUser) =>
  post(test, '/auth/refresh', undefined, { authorization: `Bearer ${user.refreshToken}` });

describe('changePassword', () => {
  it('refuses a wrong current password with INVALID_REQUEST (not a 401: the session is fine) and keeps the old one', async () => {
    const ana = await test.signUp('ana.password@example.com');
    const response = await changePassword(ana, {
      currentPassword: 'Wr0ng!Password',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(errorCodeOf(response)).toBe('INVALID_REQUEST');
    expect(response.json<{ detail: unknown }>().detail).toEqual({ field: 'currentPassword' });
    await login(test, ana);
    expect(await isSignedIn(ana)).toBe(true);
  });

  it('refuses a new password that breaks the SPEC §5 rule, with its field', async () => {
    const ana = await test.signUp('ana.weak@example.com');
    const response = await changePassword(ana, {
      currentPassword: ana.password,
      newPassword: 'weak',
    });
    expect(errorCodeOf(response)).toBe('BAD_REQUEST');
    expect(response.json<{ detail: unknown }>().detail).toEqual({
      fields: { newPassword: 'validation.passwordWeak' },
    });
  });

  it('changes it, signs every other session out and keeps this one', async () => {
    const laptop = await test.signUp('ana.change@example.com');
    const phone = await test.signInAgain(laptop);
    const response = await changePassword(laptop, {
      currentPassword: laptop.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toMatch(/password was changed/);

    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    expect(errorCodeOf(await refresh(phone))).toBe('SESSION_EXPIRED');
    expect((await refresh(laptop)).statusCode).toBe(200);

    const oldLogin = await post(test, '/auth/login', {
      email: laptop.email,
      password: laptop.password,
      hash: laptop.hash,
    });
    expect(errorCodeOf(oldLogin)).toBe('AUTHENTICATION_FAILED');
    await login(test, { ...laptop, password: NEW_PASSWORD });
  });

  it('limits wrong current passwords like logins (RATE_LIMIT_EXCEEDED)', async () => {
    const ana = await test.signUp('ana.guess@example.com');
    let last = await changePassword(ana, {
      currentPassword: 'Guess!000',
      newPassword: NEW_PASSWORD,
    });
    for (let attempt = 1; attempt <= 10; attempt++) {
      last = await changePassword(ana, {
        currentPassword: `Guess!${attempt}00`,
        newPassword: NEW_PASSWORD,
      });
    }
    expect(errorCodeOf(last)).toBe('RATE_LIMIT_EXCEEDED');
  });
});

describe('signOutEverywhere', () => {
  it('ends every session of the account, this one included, and no one else’s', async () => {
    const laptop = await test.signUp('ana.everywhere@example.com');
    const phone = await test.signInAgain(laptop);
    const bob = await test.signUp('bob.everywhere@example.com');
    const response = await test.call(laptop, {
      method: 'POST',
      url: '/profile/sign-out-everywhere',
    });
    expect(response.statusCode).toBe(200);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
    expect(errorCodeOf(await refresh(phone))).toBe('SESSION_EXPIRED');
    expect(await isSignedIn(bob)).toBe(true);
  });
});
