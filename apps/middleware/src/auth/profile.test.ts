import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../testing/test-app';
import { errorCodeOf, login, post, registerVerified } from './testing/accounts';

let test: TestApp;
let token: string;
beforeAll(async () => {
  test = await createTestApp();
  token = (await login(test, await registerVerified(test, 'ana@example.com'))).access_token;
  await registerVerified(test, 'bob@example.com');
});
afterAll(async () => test.close());

const update = (body: { username: string; idx: number }, bearer?: string) =>
  post(test, '/post-jwt-profile', body, bearer ? { authorization: `Bearer ${bearer}` } : {});

describe('updateProfile (SPEC §7 /post-jwt-profile)', () => {
  it('stores the profile index of the signed-in user', async () => {
    const response = await update({ username: 'ana@example.com', idx: 3 }, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'ana@example.com', idx: 3, name: 'Ana' });
  });

  it("refuses to change another user's profile with FORBIDDEN", async () => {
    const response = await update({ username: 'bob@example.com', idx: 1 }, token);
    expect(response.statusCode).toBe(403);
    expect(errorCodeOf(response)).toBe('FORBIDDEN');
  });

  it('needs an access token', async () => {
    expect(errorCodeOf(await update({ username: 'ana@example.com', idx: 1 }))).toBe('UNAUTHORIZED');
  });
});
