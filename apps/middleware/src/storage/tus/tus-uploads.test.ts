import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  contextOf,
  createStorageTestApp,
  type StorageTestApp,
  type TestUser,
} from '../testing/storage-test-app';
import { makePdf, text } from '../testing/fixtures';

let test: StorageTestApp;
let ana: TestUser;
let bob: TestUser;
let base: string;

beforeAll(async () => {
  test = await createStorageTestApp({ FOLIO_UPLOAD_MAX_FILE_BYTES: String(1024 * 1024) });
  ana = await test.signIn();
  bob = await test.signIn();
  const address = await test.app.listen({ host: '127.0.0.1', port: 0 });
  base = `${address}/api/storage/tus`;
});
afterAll(async () => test.close());

const encode = (value: string) => Buffer.from(value, 'utf8').toString('base64');

function metadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${encode(value)}`)
    .join(',');
}

async function create(user: TestUser, size: number, fields: Record<string, string>) {
  return fetch(base, {
    method: 'POST',
    headers: {
      ...user.headers,
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': metadata(fields),
    },
  });
}

async function patch(user: TestUser, url: string, offset: number, bytes: Uint8Array) {
  return fetch(url, {
    method: 'PATCH',
    headers: {
      ...user.headers,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: new Uint8Array(bytes),
  });
}

const head = (user: TestUser, url: string) =>
  fetch(url, { method: 'HEAD', headers: { ...user.headers, 'tus-resumable': '1.0.0' } });

describe('tus uploads at /api/storage/tus (issue 5)', () => {
  it('takes a file in parts, resumes from the stored offset and lands it like an upload', async () => {
    const pdf = await makePdf(2);
    const created = await create(ana, pdf.length, { filename: 'grande año.pdf', topico: 'Big' });
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location') ?? '', base).toString();
    expect(url).toMatch(new RegExp(`/api/storage/tus/${ana.id}_[0-9a-f]{32}$`));

    const half = Math.floor(pdf.length / 2);
    expect((await patch(ana, url, 0, pdf.subarray(0, half))).status).toBe(204);
    const probe = await head(ana, url);
    expect(probe.headers.get('upload-offset')).toBe(String(half));

    const finished = await patch(ana, url, half, pdf.subarray(half));
    expect(finished.status).toBe(204);
    const fileId = finished.headers.get('folio-file-id');
    expect(decodeURIComponent(finished.headers.get('folio-blob-name') ?? '')).toBe(
      'Big/grande año.pdf',
    );

    const info = await test.call(ana, {
      method: 'GET',
      url: '/storage/files/info',
      query: { empresa: 'demo', blob_name: 'Big/grande año.pdf' },
    });
    expect(info.json()).toMatchObject({
      data: { id: fileId, pages: 2, sha256: createHash('sha256').update(pdf).digest('hex') },
    });
    // A client that lost the last answer asks again and learns the same file.
    const again = await head(ana, url);
    expect(again.status).toBe(200);
    expect(again.headers.get('upload-offset')).toBe(String(pdf.length));
    expect(again.headers.get('folio-file-id')).toBe(fileId);
  });

  it("answers RESOURCE_NOT_FOUND for another user's upload", async () => {
    const created = await create(ana, 10, { filename: 'a.txt' });
    const url = new URL(created.headers.get('location') ?? '', base).toString();
    expect((await head(bob, url)).status).toBe(404);
    expect((await patch(bob, url, 0, text('0123456789'))).status).toBe(404);
    expect((await head(ana, url)).status).toBe(200);
  });

  it('needs a bearer token on every request', async () => {
    const response = await fetch(base, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '5' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
  });

  it('refuses a bad name, type or size when the upload is created', async () => {
    const exe = await create(ana, 10, { filename: 'tool.exe' });
    expect(exe.status).toBe(415);
    expect(await exe.json()).toMatchObject({ errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
    const big = await create(ana, 2 * 1024 * 1024, { filename: 'big.pdf' });
    expect(big.status).toBe(413);
    const climbing = await create(ana, 10, { filename: '../x.txt' });
    expect(await climbing.json()).toMatchObject({ errorCode: 'FILE_VALIDATION_ERROR' });
    const nameless = await create(ana, 10, { topico: 'Docs' });
    expect(await nameless.json()).toMatchObject({ errorCode: 'MISSING_PARAMETERS' });
  });

  it('refuses content that is not its type when the last byte arrives, keeping nothing', async () => {
    const blobs = await test.countBlobs();
    const bytes = text('not a pdf at all');
    const created = await create(ana, bytes.length, { filename: 'fake.pdf' });
    const url = new URL(created.headers.get('location') ?? '', base).toString();
    const finished = await patch(ana, url, 0, bytes);
    expect(finished.status).toBe(415);
    expect(await finished.json()).toMatchObject({ errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await test.countBlobs()).toBe(blobs);
    expect((await head(ana, url)).status).toBe(404);
    const listed = await test.call(ana, {
      method: 'GET',
      url: '/storage/files/exists',
      query: { empresa: 'demo', blob_name: 'uploads/fake.pdf' },
    });
    expect(listed.json()).toMatchObject({ exists: false });
    expect(contextOf(ana).empresa).toBe('demo');
  });
});
