import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { UPLOAD_URLS_FILE_NAME, uploadUrlStorage, type PreviousUpload } from './upload-urls';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'folio-urls-test-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const upload = (creationTime: string): PreviousUpload => ({
  size: 100,
  metadata: { filename: 'big.pdf' },
  creationTime,
  urlStorageKey: '',
  uploadUrl: 'http://m.test/api/storage/tus/1',
  parallelUploadUrls: null,
});

describe('uploadUrlStorage', () => {
  it('finds an upload by fingerprint in a later run, then forgets it', async () => {
    const configDir = join(dir, 'config');
    const key = await uploadUrlStorage(configDir).addUpload(
      'fp-1',
      upload(new Date().toISOString()),
    );
    const later = uploadUrlStorage(configDir);

    expect(await later.findUploadsByFingerprint('fp-1')).toEqual([
      { ...upload(expect.any(String) as unknown as string), urlStorageKey: key },
    ]);
    expect(await later.findUploadsByFingerprint('fp-10')).toEqual([]);
    await later.removeUpload(key);
    expect(await later.findAllUploads()).toEqual([]);
  });

  it('keeps the file to its owner: 0600 in a 0700 folder', async () => {
    const configDir = join(dir, 'config');
    await uploadUrlStorage(configDir).addUpload('fp', upload(new Date().toISOString()));

    expect((await stat(join(configDir, UPLOAD_URLS_FILE_NAME))).mode & 0o777).toBe(0o600);
    expect((await stat(configDir)).mode & 0o777).toBe(0o700);
  });

  it('drops entries the server has long forgotten when adding one', async () => {
    const storage = uploadUrlStorage(dir);
    await storage.addUpload('old', upload('2020-01-01T00:00:00.000Z'));
    await storage.addUpload('new', upload(new Date().toISOString()));

    const text = await readFile(join(dir, UPLOAD_URLS_FILE_NAME), 'utf8');
    expect(text).not.toContain('tus::old');
    expect(await storage.findUploadsByFingerprint('new')).toHaveLength(1);
  });

  it('reads a damaged file as empty, so the upload starts over', async () => {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(dir, UPLOAD_URLS_FILE_NAME), '{not json');

    expect(await uploadUrlStorage(dir).findAllUploads()).toEqual([]);
  });
});
