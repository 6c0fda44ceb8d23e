import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

import type { TestApp } from '../../testing/test-app';

/** A registration body that meets every rule of SPEC §5. */
export function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    name: 'Ana',
    lastname: 'García',
    password: 'Tr1cky!Pass',
    confirmPassword: 'Tr1cky!Pass',
    hash: `key-${email}`,
    belongsToCompany: false,
    ...overrides,
  };
}

/** The answer's error code, asserting the error shape. */
export function errorCodeOf(response: LightMyRequestResponse): string {
  const body = response.json<{ errorCode: string; errorMessage: string }>();
  expect(typeof body.errorMessage).toBe('string');
  return body.errorCode;
}

/** POSTs JSON to an API path. */
export function post(
  test: TestApp,
  url: string,
  payload?: InjectOptions['payload'],
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return test.app.inject({
    method: 'POST',
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload }),
    headers,
  });
}

/** Registers an account and opens its e-mailed verification link. */
export async function registerVerified(
  test: TestApp,
  email: string,
  overrides: Record<string, unknown> = {},
) {
  const since = test.inbox.messages.length;
  const registered = await post(test, '/auth/register', registration(email, overrides));
  expect(registered.statusCode).toBe(201);
  const link = await test.inbox.waitForLink(email, 'verify-account', since);
  const token = new URL(link).searchParams.get('token');
  const verified = await post(test, '/auth/verify-account', { token });
  expect(verified.statusCode).toBe(200);
  return { email, password: 'Tr1cky!Pass', hash: `key-${email}`, ...overrides };
}

/** Logs in as an API client (with the account key) and answers the token pair. */
export async function login(
  test: TestApp,
  account: { email: string; password: string; hash: string },
) {
  const response = await post(test, '/auth/login', {
    email: account.email,
    password: account.password,
    hash: account.hash,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{
    access_token: string;
    refresh_token: string;
    expires_in: number;
    token_type: string;
  }>();
}

/** A clock tests move by hand. */
export function manualClock(start = new Date('2031-05-01T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(seconds: number) {
      now += seconds * 1000;
    },
  };
}
