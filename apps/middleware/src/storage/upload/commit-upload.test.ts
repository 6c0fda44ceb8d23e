import { Readable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Owner } from '../owners';
import type { StorageDeps } from '../storage-deps';
import {
  createStorageTestApp,
  type StorageTestApp,
  type TestUser,
} from '../testing/storage-test-app';
import { commitUpload, commitUploadReusing } from './commit-upload';
import { stageFile } from './stage-file';

let test: StorageTestApp;
let deps: StorageDeps;

beforeAll(async () => {
  test = await createStorageTestApp();
  deps = test.app.folio.storage.deps;
});

afterAll(async () => {
  await test.close();
});

const text = (value: string) => new TextEncoder().encode(value);
const ownerOf = (user: TestUser): Owner => ({
  userId: user.id,
  email: user.email,
  companyId: null,
});
const stage = (owner: Owner, name: string, bytes: Uint8Array) =>
  stageFile(deps, owner, {
    name,
    clientMimeType: 'text/plain',
    source: Readable.from([Buffer.from(bytes)]),
  });

async function namesIn(user: TestUser, folder: string): Promise<string[]> {
  const rows = await test.db
    .selectFrom('files as f')
    .innerJoin('folders as fo', 'fo.id', 'f.folder_id')
    .select('f.filename')
    .where('f.user_id', '=', user.id)
    .where('fo.name', '=', folder)
    .orderBy('f.filename')
    .execute();
  return rows.map((row) => row.filename);
}

describe('commitUploadReusing with reuseSameBytes (issue 16)', () => {
  it('stands a file of the folder with the same bytes for a staged one, of its name first', async () => {
    const user = await test.signIn();
    const owner = ownerOf(user);
    const target = { folder: 'lotes', replace: false };
    const [first] = await commitUploadReusing(deps, owner, target, [
      await stage(owner, 'a.txt', text('uno')),
    ]);
    // A copy made before reuse existed (uploads keep both): the one of the staged name wins.
    await commitUpload(deps, owner, target, [await stage(owner, 'b.txt', text('uno'))]);
    const blobs = await test.countBlobs();

    const committed = await commitUploadReusing(
      deps,
      owner,
      target,
      [
        await stage(owner, 'b.txt', text('uno')),
        await stage(owner, 'c.txt', text('uno')),
        await stage(owner, 'a.txt', text('dos')),
        await stage(owner, 'd.txt', text('dos')),
      ],
      { reuseSameBytes: true },
    );

    expect(committed.map(({ row, isNew }) => [row.filename, isNew])).toEqual([
      ['b.txt', false],
      ['a.txt', false],
      ['a (1).txt', true],
      ['a (1).txt', true],
    ]);
    expect(committed[1]?.row.id).toBe(first?.row.id);
    expect(await namesIn(user, 'lotes')).toEqual(['a (1).txt', 'a.txt', 'b.txt']);
    // Only the new bytes kept their staged blob.
    expect(await test.countBlobs()).toBe(blobs + 1);
  });

  it('never replaces a file that stands for another staged file', async () => {
    const user = await test.signIn();
    const owner = ownerOf(user);
    await commitUpload(deps, owner, { folder: 'lotes', replace: false }, [
      await stage(owner, 'a.txt', text('uno')),
    ]);

    const committed = await commitUploadReusing(
      deps,
      owner,
      { folder: 'lotes', replace: true },
      [await stage(owner, 'copia.txt', text('uno')), await stage(owner, 'a.txt', text('otro'))],
      { reuseSameBytes: true },
    );

    expect(committed.map(({ row }) => row.filename)).toEqual(['a.txt', 'a (1).txt']);
    expect(await namesIn(user, 'lotes')).toEqual(['a (1).txt', 'a.txt']);
  });

  it('stores the same bytes again without reuseSameBytes, as uploads do', async () => {
    const user = await test.signIn();
    const owner = ownerOf(user);
    const target = { folder: 'lotes', replace: false };
    await commitUploadReusing(deps, owner, target, [await stage(owner, 'a.txt', text('uno'))]);
    await commitUploadReusing(deps, owner, target, [await stage(owner, 'a.txt', text('uno'))]);
    expect(await namesIn(user, 'lotes')).toEqual(['a (1).txt', 'a.txt']);
  });
});
