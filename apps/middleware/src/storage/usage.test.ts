import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PNG_BYTES, text } from './testing/fixtures';
import {
  contextOf,
  createStorageTestApp,
  type StorageTestApp,
  type TestUser,
} from './testing/storage-test-app';

let test: StorageTestApp;
let ana: TestUser;
let bob: TestUser;

beforeAll(async () => {
  test = await createStorageTestApp();
  ana = await test.signIn();
  bob = await test.signIn();
  const uploaded = await test.upload(ana, [
    { name: 'notas.txt', bytes: text('a'.repeat(30)) },
    { name: 'acta.txt', bytes: text('b'.repeat(10)) },
    { name: 'plano.png', bytes: PNG_BYTES, type: 'image/png' },
  ]);
  expect(uploaded.statusCode).toBe(201);
  // Bob's files are his own: they never count for Ana.
  await test.upload(bob, [{ name: 'ajeno.txt', bytes: text('x'.repeat(1000)) }]);
});
afterAll(async () => test.close());

function usageOf(user: TestUser, query: Record<string, string> = contextOf(user)) {
  return test.call(user, { method: 'GET', url: '/storage/usage', query });
}

describe('getStorageUsage', () => {
  it("answers the caller's files and bytes, in total and by kind, zeros included", async () => {
    const response = await usageOf(ana);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        total: { files: 3, bytes: 40 + PNG_BYTES.length },
        by_kind: {
          document: { files: 2, bytes: 40 },
          image: { files: 1, bytes: PNG_BYTES.length },
          video: { files: 0, bytes: 0 },
          audio: { files: 0, bytes: 0 },
          archive: { files: 0, bytes: 0 },
          other: { files: 0, bytes: 0 },
        },
      },
    });
  });

  it('answers zeros for a user without files', async () => {
    const carla = await test.signIn();
    const response = await usageOf(carla);
    expect(response.json()).toMatchObject({ data: { total: { files: 0, bytes: 0 } } });
  });

  it("refuses another user's context with FORBIDDEN", async () => {
    const response = await usageOf(ana, contextOf(bob));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
  });
});
