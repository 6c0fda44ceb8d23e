import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { BlobStore } from '../../blobs/blob-store';
import { createFileBlobStore } from '../../blobs/file-blob-store';
import { silentLogger } from '../../db/logger';
import type { StorageDeps } from '../storage-deps';
import { makePdf, PNG_BYTES } from '../testing/fixtures';
import { stageFile } from './stage-file';

const owner = {
  userId: '00000000-0000-4000-8000-000000000001',
  email: 'ana@example.com',
  companyId: null,
};

let directory: string;
let reads = 0;
let deps: StorageDeps;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'folio-stage-'));
  const store = createFileBlobStore(directory);
  // Counts every read of a stored blob: staging must need none (issue 19: one pass).
  const blobs: BlobStore = {
    ...store,
    get: (key) => {
      reads += 1;
      return store.get(key);
    },
  };
  deps = {
    blobs,
    limits: { uploadMaxFileBytes: 1024 * 1024, uploadAllowedTypes: ['pdf', 'png'] },
    log: silentLogger,
  } as StorageDeps;
});
afterAll(async () => rm(directory, { recursive: true, force: true }));

async function* chunksOf(bytes: Uint8Array, size: number): AsyncIterable<Uint8Array> {
  for (let start = 0; start < bytes.length; start += size) {
    yield bytes.subarray(start, start + size);
  }
}

describe('stageFile', () => {
  it('sniffs, hashes and counts pages while writing, without reading the blob back', async () => {
    const pdf = await makePdf(3);
    reads = 0;
    const staged = await stageFile(deps, owner, {
      name: 'factura.pdf',
      clientMimeType: 'application/pdf',
      source: chunksOf(pdf, 100),
    });
    expect(staged).toMatchObject({ filename: 'factura.pdf', size: pdf.length, pages: 3 });
    const image = await stageFile(deps, owner, {
      name: 'foto.png',
      clientMimeType: 'image/png',
      source: chunksOf(PNG_BYTES, 7),
    });
    expect(image).toMatchObject({ size: PNG_BYTES.length, pages: null });
    expect(reads).toBe(0);
  });

  it('refuses content that is not what its name says, from the bytes it kept', async () => {
    const refusal = await stageFile(deps, owner, {
      name: 'falsa.pdf',
      clientMimeType: 'application/pdf',
      source: chunksOf(PNG_BYTES, 5),
    }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
