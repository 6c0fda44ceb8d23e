import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

import { COMPANY } from '@folio/sdk';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertUser } from '../../testing/user-rows';

/** A signed-in user of a storage test: the bearer header and the user context. */
export type TestUser = { id: string; email: string; headers: Record<string, string> };

export type UploadFile = { name: string; bytes: Uint8Array; type?: string };

/** A multipart body as fetch sends it (SPEC §7: `json_data`, then repeated `file` parts). */
export async function multipartBody(
  jsonData: unknown,
  files: readonly UploadFile[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  if (jsonData !== undefined) {
    form.append('json_data', typeof jsonData === 'string' ? jsonData : JSON.stringify(jsonData));
  }
  for (const file of files) {
    form.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/**
 * The middleware for a storage test file (PGlite, a temporary data folder, no job workers) with
 * helpers to sign users in without e-mail round trips and to call the storage API as them.
 */
export async function createStorageTestApp(env: Record<string, string> = {}) {
  const test: TestApp = await createTestApp({ env });
  const { db } = test.app.folio.database;
  let count = 0;

  async function signIn(options: { companyId?: string } = {}): Promise<TestUser> {
    count += 1;
    const email = `user${count}.${Date.now().toString(36)}@example.com`;
    const id = await insertUser(db, email, { verified: true, companyId: options.companyId });
    const pair = await test.app.folio.auth.sessions.start({ id, email });
    return { id, email, headers: { authorization: `Bearer ${pair.accessToken}` } };
  }

  function call(
    user: TestUser,
    options: Omit<InjectOptions, 'url'> & { url: string },
  ): Promise<LightMyRequestResponse> {
    return test.app.inject({
      ...options,
      url: `/api${options.url}`,
      headers: { ...user.headers, ...(options.headers as Record<string, string> | undefined) },
    });
  }

  async function upload(
    user: TestUser,
    files: readonly UploadFile[],
    fields: Record<string, unknown> = {},
  ): Promise<LightMyRequestResponse> {
    const body = await multipartBody({ user: user.email, empresa: COMPANY, ...fields }, files);
    return call(user, {
      method: 'POST',
      url: '/storage/upload',
      payload: body.payload,
      headers: body.headers,
    });
  }

  /** Blobs under `files/`, to check that a refused request left none behind. */
  async function countBlobs(): Promise<number> {
    const entries = await readdir(join(test.config.dataDir, 'blobs', 'objects', 'files'), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).length;
  }

  return { ...test, db, signIn, call, upload, countBlobs };
}

export type StorageTestApp = Awaited<ReturnType<typeof createStorageTestApp>>;

/** The user context of query strings and JSON bodies. */
export function contextOf(user: TestUser) {
  return { user: user.email, empresa: COMPANY };
}
