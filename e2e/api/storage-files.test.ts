// Files of the storage API: listing, search, info, download, metadata, copy, move and delete,
// and another user's names (SPEC §7; issue 5).
import { COMPANY, expectData, toDownload } from '@folio/sdk';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';

import { failure } from '../support/failure';
import {
  bytesOf,
  countBlobs,
  ctx,
  file,
  listFiles,
  PNG,
  signIn,
  type StoredFile,
  upload,
  type User,
} from '../support/storage-users';

/** Another user of the same company, whose names and context the owner's calls must not reach. */
let bob: User;

beforeAll(async () => {
  bob = await signIn('bob', 'acme');
});

describe('files (SPEC §7)', () => {
  let dana: User;
  beforeAll(async () => {
    dana = await signIn('dana');
    for (const [name, content] of [
      ['alpha.txt', 'a'.repeat(40)],
      ['Beta señal.txt', 'b'.repeat(10)],
      ['gamma.csv', 'g;h\n1;2\n'],
      ['delta.png', PNG],
    ] as const) {
      await upload(dana, [file(name, content)], { topico: 'Docs' });
    }
  });

  it('lists by folder in keyset pages, every file once, with the total', async () => {
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page: { data: { items: StoredFile[]; total: number; next_cursor?: string | null } } =
        await listFiles(dana, {
          topico: 'Docs',
          sort: 'name',
          order: 'asc',
          limit: 3,
          ...(cursor ? { cursor } : {}),
        });
      expect(page.data.total).toBe(4);
      seen.push(...page.data.items.map((item) => item.filename));
      cursor = page.data.next_cursor;
    } while (cursor);
    expect(seen).toEqual(['alpha.txt', 'Beta señal.txt', 'delta.png', 'gamma.csv']);
    const bySize = await listFiles(dana, { sort: 'size', order: 'desc', limit: 1 });
    expect(bySize.data.items[0]?.filename).toBe('alpha.txt');
    const images = await listFiles(dana, { kind: 'image' });
    expect(images.data.items.map((item) => item.filename)).toEqual(['delta.png']);
    const fragment = await listFiles(dana, { q: 'SENAL' });
    expect(fragment.data.items.map((item) => item.filename)).toEqual(['Beta señal.txt']);
  });

  it('answers the latest files, 10 by default (SPEC §9)', async () => {
    // Without `limit`: the server's default (the SDK types make defaulted fields required).
    const recent = await expectData(
      dana.api.POST('/storage/files/recent', {
        body: ctx(dana) as ReturnType<typeof ctx> & { limit: number },
      }),
    );
    expect(recent.data.items.map((item) => item.filename)).toEqual([
      'delta.png',
      'gamma.csv',
      'Beta señal.txt',
      'alpha.txt',
    ]);
    const two = await expectData(
      dana.api.POST('/storage/files/recent', { body: { ...ctx(dana), limit: 2 } }),
    );
    expect(two.data.items).toHaveLength(2);
  });

  it('searches names by pattern, case and accent insensitive', async () => {
    const search = async (pattern: string) =>
      (
        await expectData(
          dana.api.GET('/storage/files/search', {
            params: { query: { empresa: COMPANY, pattern } },
          }),
        )
      ).data.items.map((item) => item.filename);
    expect(await search('*.TXT')).toEqual(['alpha.txt', 'Beta señal.txt']);
    expect(await search('g?mma*')).toEqual(['gamma.csv']);
    expect(await search('señal')).toEqual(['Beta señal.txt']);
  });

  it('gives info and existence only to the owner', async () => {
    const info = await expectData(
      dana.api.GET('/storage/files/info', {
        params: { query: { empresa: COMPANY, blob_name: 'Docs/alpha.txt' } },
      }),
    );
    expect(info.data).toMatchObject({ size: 40, topico: 'Docs', access_count: 0 });
    const exists = (user: User) =>
      expectData(
        user.api.GET('/storage/files/exists', {
          params: { query: { empresa: COMPANY, blob_name: 'Docs/alpha.txt' } },
        }),
      ).then((answer) => answer.exists);
    expect(await exists(dana)).toBe(true);
    expect(await exists(bob)).toBe(false);
  });

  it('downloads one file streamed, and several as archivos.zip, counting accesses', async () => {
    const one = toDownload(
      await dana.api.GET('/storage/files/download', {
        params: {
          query: { ...ctx(dana), topico: 'Docs', filename: 'Beta señal.txt', inline: true },
        },
        parseAs: 'blob',
      }),
      'archivo',
    );
    expect(one.fileName).toBe('Beta señal.txt');
    expect(new TextDecoder().decode(await bytesOf(one.blob))).toBe('b'.repeat(10));
    await upload(dana, [file('alpha.txt', 'other alpha')], { topico: 'Other' });
    const zip = toDownload(
      await dana.api.POST('/storage/files/download-zip', {
        body: { ...ctx(dana), blob_names: ['Docs/alpha.txt', 'Other/alpha.txt', 'Docs/delta.png'] },
        parseAs: 'blob',
      }),
      'archivos.zip',
    );
    expect(zip.fileName).toBe('archivos.zip');
    const entries = unzipSync(await bytesOf(zip.blob));
    expect(Object.keys(entries)).toEqual(['alpha.txt', 'alpha (2).txt', 'delta.png']);
    expect(new TextDecoder().decode(entries['alpha (2).txt'])).toBe('other alpha');
    const info = await expectData(
      dana.api.GET('/storage/files/info', {
        params: { query: { empresa: COMPANY, blob_name: 'Docs/alpha.txt' } },
      }),
    );
    expect(info.data.access_count).toBe(1);
    const missing = await failure(
      dana.api.POST('/storage/files/download-zip', {
        body: { ...ctx(dana), blob_names: ['Docs/alpha.txt', 'Docs/none.txt'] },
        parseAs: 'blob',
      }),
    );
    expect(missing.code).toBe('RESOURCE_NOT_FOUND');
  });

  it('updates tags and description, copies, moves and deletes', async () => {
    const tagged = await expectData(
      dana.api.PUT('/storage/files/metadata', {
        body: {
          empresa: COMPANY,
          blob_name: 'Docs/gamma.csv',
          tags: ['IVA', ' iva ', 'Q1'],
          description: 'Ventas',
        },
      }),
    );
    expect(tagged.data).toMatchObject({ tags: ['IVA', 'Q1'], description: 'Ventas' });

    const copy = await expectData(
      dana.api.POST('/storage/files/copy', {
        body: {
          empresa: COMPANY,
          source_blob: 'Docs/gamma.csv',
          destination_blob: 'Other/gamma.csv',
          replace: false,
        },
      }),
    );
    expect(copy.data).toMatchObject({ blob_name: 'Other/gamma.csv', tags: ['IVA', 'Q1'] });
    const copyAgain = await expectData(
      dana.api.POST('/storage/files/copy', {
        body: {
          empresa: COMPANY,
          source_blob: 'Docs/gamma.csv',
          destination_blob: 'Other/gamma.csv',
          replace: false,
        },
      }),
    );
    expect(copyAgain.data.blob_name).toBe('Other/gamma (1).csv');

    const moved = await expectData(
      dana.api.PUT('/storage/files/move', {
        body: {
          ...ctx(dana),
          blob_names: ['Docs/gamma.csv', 'Docs/delta.png'],
          topico: 'Other',
          replace: false,
        },
      }),
    );
    expect(moved.data.items.map((item) => item.blob_name)).toEqual([
      'Other/gamma (2).csv',
      'Other/delta.png',
    ]);
    const partial = await failure(
      dana.api.PUT('/storage/files/move', {
        body: {
          ...ctx(dana),
          blob_names: ['Docs/alpha.txt', 'Docs/nope.txt'],
          topico: 'Other',
          replace: false,
        },
      }),
    );
    expect(partial.code).toBe('RESOURCE_NOT_FOUND');
    expect((await listFiles(dana, { topico: 'Docs' })).data.total).toBe(2);

    const blobs = await countBlobs();
    const bulkRefused = await failure(
      dana.api.POST('/storage/files/delete', {
        body: { ...ctx(dana), blob_names: ['Other/gamma.csv', 'Other/ghost.csv'] },
      }),
    );
    expect(bulkRefused.code).toBe('RESOURCE_NOT_FOUND');
    expect(await countBlobs()).toBe(blobs);
    const bulk = await expectData(
      dana.api.POST('/storage/files/delete', {
        body: { ...ctx(dana), blob_names: ['Other/gamma.csv', 'Other/gamma (1).csv'] },
      }),
    );
    expect(bulk.count).toBe(2);
    await expectData(
      dana.api.DELETE('/storage/files', {
        params: {
          query: {
            ...ctx(dana),
            topico: 'Other',
            filename: 'delta.png',
            aplicacion: 'manager_extractor',
          },
        },
      }),
    );
    expect(await countBlobs()).toBe(blobs - 3);
  });

  it("answers RESOURCE_NOT_FOUND for another user's names, and FORBIDDEN for their context", async () => {
    const calls = [
      () => bob.api.GET('/storage/files', { params: { query: { ...ctx(bob), topico: 'Docs' } } }),
      () =>
        bob.api.GET('/storage/files/download', {
          params: { query: { ...ctx(bob), topico: 'Docs', filename: 'alpha.txt' } },
          parseAs: 'blob',
        }),
      () =>
        bob.api.DELETE('/storage/files', {
          params: { query: { ...ctx(bob), topico: 'Docs', filename: 'alpha.txt' } },
        }),
      () =>
        bob.api.PUT('/storage/files/metadata', {
          body: { empresa: COMPANY, blob_name: 'Docs/alpha.txt', tags: ['x'] },
        }),
      () =>
        bob.api.POST('/storage/files/copy', {
          body: {
            empresa: COMPANY,
            source_blob: 'Docs/alpha.txt',
            destination_blob: 'uploads/a.txt',
            replace: false,
          },
        }),
      () =>
        bob.api.DELETE('/storage/folders', { params: { query: { ...ctx(bob), topico: 'Docs' } } }),
    ];
    for (const call of calls) {
      expect((await failure(call())).code).toBe('RESOURCE_NOT_FOUND');
    }
    const forged = await failure(
      bob.api.GET('/storage/files', { params: { query: { ...ctx(dana) } } }),
    );
    expect(forged.code).toBe('FORBIDDEN');
    const found = await expectData(
      bob.api.GET('/storage/files/search', {
        params: { query: { empresa: COMPANY, pattern: 'alpha*' } },
      }),
    );
    expect(found.data.total).toBe(0);
  });
});
