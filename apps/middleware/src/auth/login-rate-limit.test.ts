import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../testing/test-app';
import { errorCodeOf, manualClock, registerVerified } from './testing/accounts';

const clock = manualClock();
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({
    clock: clock.now,
    env: {
      FOLIO_LOGIN_MAX_PER_ADDRESS: '3',
      FOLIO_LOGIN_MAX_PER_IP: '6',
      FOLIO_RATE_LIMIT_WINDOW_SECONDS: '600',
    },
  });
});
afterAll(async () => test.close());

let nextIp = 1;
/** A client address of its own for each test, so the per-IP count starts at zero. */
const newIp = () => `203.0.113.${nextIp++}`;

const attempt = (ip: string, email: string, password: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { email, password, hash: `key-${email}` },
  });

describe('login rate limits', () => {
  it('refuses an address after 3 failures with RATE_LIMIT_EXCEEDED and Retry-After', async () => {
    const account = await registerVerified(test, 'limited@example.com');
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      expect(errorCodeOf(await attempt(ip, account.email, 'Wr0ng!Pass'))).toBe(
        'AUTHENTICATION_FAILED',
      );
    }
    const refused = await attempt(newIp(), account.email, account.password);
    expect(refused.statusCode).toBe(429);
    expect(errorCodeOf(refused)).toBe('RATE_LIMIT_EXCEEDED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      detail: { retryAfterSeconds: expect.any(Number) as unknown },
    });
  });

  it('counts an address without an account the same way', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      expect(errorCodeOf(await attempt(ip, 'ghost@example.com', 'Wr0ng!Pass'))).toBe(
        'AUTHENTICATION_FAILED',
      );
    }
    expect(errorCodeOf(await attempt(ip, 'ghost@example.com', 'Wr0ng!Pass'))).toBe(
      'RATE_LIMIT_EXCEEDED',
    );
  });

  it('lets the address in again once the window has passed', async () => {
    const account = await registerVerified(test, 'patient@example.com');
    for (let i = 0; i < 4; i++) {
      await attempt(newIp(), account.email, 'Wr0ng!Pass');
    }
    expect(errorCodeOf(await attempt(newIp(), account.email, account.password))).toBe(
      'RATE_LIMIT_EXCEEDED',
    );
    clock.advance(601);
    expect((await attempt(newIp(), account.email, account.password)).statusCode).toBe(200);
  });

  it('starts the count again after a success, so only consecutive failures lock', async () => {
    const account = await registerVerified(test, 'forgetful@example.com');
    for (let round = 0; round < 3; round++) {
      await attempt(newIp(), account.email, 'Wr0ng!Pass');
      await attempt(newIp(), account.email, 'Wr0ng!Pass');
      expect((await attempt(newIp(), account.email, account.password)).statusCode).toBe(200);
    }
  });

  it('refuses a client IP after 6 attempts, whatever the addresses', async () => {
    const ip = newIp();
    for (let i = 0; i < 6; i++) {
      expect(errorCodeOf(await attempt(ip, `spray${i}@example.com`, 'Wr0ng!Pass'))).toBe(
        'AUTHENTICATION_FAILED',
      );
    }
    expect(errorCodeOf(await attempt(ip, 'spray9@example.com', 'Wr0ng!Pass'))).toBe(
      'RATE_LIMIT_EXCEEDED',
    );
    expect(errorCodeOf(await attempt(newIp(), 'spray9@example.com', 'Wr0ng!Pass'))).toBe(
      'AUTHENTICATION_FAILED',
    );
  });
});
