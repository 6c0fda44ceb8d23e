import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  contextOf,
  createStorageTestApp,
  type StorageTestApp,
  type TestUser,
} from '../testing/storage-test-app';
import { makePdf, PNG_BYTES, text } from '../testing/fixtures';

type Uploaded = {
  success: boolean;
  data: {
    total_archivos: number;
    archivos: Array<{
      filename: string;
      topico: string;
      kind: string;
      pages: number | null;
      blob_name: string;
      size: number;
      index_status: string;
    }>;
  };
};

let test: StorageTestApp;
let ana: TestUser;

beforeAll(async () => {
  test = await createStorageTestApp({ FOLIO_UPLOAD_MAX_FILE_BYTES: String(64 * 1024) });
  ana = await test.signIn();
});
afterAll(async () => test.close());

async function totalFiles(user: TestUser): Promise<number> {
  const response = await test.call(user, {
    method: 'GET',
    url: '/storage/files',
    query: contextOf(user),
  });
  return response.json<{ data: { total: number } }>().data.total;
}

describe('uploadFiles (SPEC §7, issue 5)', () => {
  it('stores files in uploads by default with their kind, page count and an index job', async () => {
    const response = await test.upload(ana, [
      { name: 'factura.pdf', bytes: await makePdf(3), type: 'application/pdf' },
      { name: 'foto.png', bytes: PNG_BYTES, type: 'image/png' },
      { name: 'Informe año.txt', bytes: text('hola') },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json<Uploaded>();
    expect(body.data.total_archivos).toBe(3);
    expect(body.data.archivos.map((file) => [file.blob_name, file.kind, file.pages])).toEqual([
      ['uploads/factura.pdf', 'document', 3],
      ['uploads/foto.png', 'image', null],
      ['uploads/Informe año.txt', 'document', null],
    ]);
    expect(body.data.archivos.every((file) => file.index_status === 'pending')).toBe(true);
    const jobs = await test.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', 'storage.index')
      .execute();
    expect(jobs).toHaveLength(3);
  });

  it('keeps both files on a name collision, `name (1).ext`, unless replace', async () => {
    const pdf = await makePdf(1);
    const first = await test.upload(ana, [{ name: 'dup.pdf', bytes: pdf }], { topico: 'Col' });
    const second = await test.upload(ana, [{ name: 'DUP.pdf', bytes: pdf }], { topico: 'col' });
    expect(first.json<Uploaded>().data.archivos[0]?.blob_name).toBe('Col/dup.pdf');
    expect(second.json<Uploaded>().data.archivos[0]?.blob_name).toBe('Col/DUP (1).pdf');
    const replaced = await test.upload(ana, [{ name: 'dup.pdf', bytes: await makePdf(2) }], {
      topico: 'Col',
      replace: true,
    });
    expect(replaced.json<Uploaded>().data.archivos[0]).toMatchObject({
      blob_name: 'Col/dup.pdf',
      pages: 2,
    });
    const listed = await test.call(ana, {
      method: 'GET',
      url: '/storage/files',
      query: { ...contextOf(ana), topico: 'col', sort: 'name', order: 'asc' },
    });
    const names = listed
      .json<{ data: { items: Array<{ filename: string }> } }>()
      .data.items.map((file) => file.filename);
    expect(names.sort()).toEqual(['DUP (1).pdf', 'dup.pdf']);
  });

  it('numbers repeats inside one request', async () => {
    const response = await test.upload(
      ana,
      [
        { name: 'same.txt', bytes: text('a') },
        { name: 'same.txt', bytes: text('b') },
      ],
      { topico: 'Repeats' },
    );
    expect(response.json<Uploaded>().data.archivos.map((file) => file.filename)).toEqual([
      'same.txt',
      'same (1).txt',
    ]);
  });

  it.each([
    ['a type not allowed', { name: 'tool.exe', bytes: text('MZ') }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'a .pdf that is not a PDF',
      { name: 'fake.pdf', bytes: text('just text') },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a corrupt PDF',
      { name: 'broken.pdf', bytes: text('%PDF-1.7\n1 0 obj garbage') },
      422,
      'PDF_PROCESSING_ERROR',
    ],
    [
      'an empty file',
      { name: 'empty.txt', bytes: new Uint8Array(0) },
      422,
      'FILE_VALIDATION_ERROR',
    ],
    [
      'a file over the size limit',
      { name: 'big.txt', bytes: new Uint8Array(64 * 1024 + 1).fill(65) },
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    ['a ../ name', { name: '../secret.txt', bytes: text('x') }, 422, 'FILE_VALIDATION_ERROR'],
    [
      'a name over 255 bytes',
      { name: `${'ñ'.repeat(150)}.txt`, bytes: text('x') },
      422,
      'FILE_VALIDATION_ERROR',
    ],
  ])('refuses %s and keeps nothing of the request', async (_name, bad, status, code) => {
    const filesBefore = await totalFiles(ana);
    const blobsBefore = await test.countBlobs();
    const response = await test.upload(ana, [
      { name: 'good-first.txt', bytes: text('fine') },
      bad,
      { name: 'good-last.txt', bytes: text('fine') },
    ]);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ errorCode: code });
    expect(await totalFiles(ana)).toBe(filesBefore);
    expect(await test.countBlobs()).toBe(blobsBefore);
  });

  it('says which file and which limit in the refusal', async () => {
    const response = await test.upload(ana, [
      { name: 'big.txt', bytes: new Uint8Array(70 * 1024).fill(65) },
    ]);
    expect(response.json()).toMatchObject({
      errorCode: 'PAYLOAD_TOO_LARGE',
      detail: { file: 'big.txt', maxBytes: 64 * 1024, maxMb: 0.1 },
    });
  });

  it('refuses another user context with FORBIDDEN', async () => {
    const response = await test.upload(ana, [{ name: 'a.txt', bytes: text('a') }], {
      user: 'someone@example.com',
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses an invalid folder name before storing anything', async () => {
    const response = await test.upload(ana, [{ name: 'a.txt', bytes: text('a') }], {
      topico: 'a/b',
    });
    expect(response.json()).toMatchObject({ errorCode: 'FOLDER_NAME_INVALID' });
  });
});
