import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

import {
  COMPANY,
  createFolioClients,
  expectData,
  jsonDataForm,
  toDownload,
  userContext,
  type FolioClients,
  type FormFile,
  type MiddlewareComponents,
} from '@folio/sdk';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { registerVerifiedAccount, TEST_PASSWORD } from '../support/accounts';
import { clientsForRun } from '../support/clients';
import { failure } from '../support/failure';
import { outboxOf } from '../support/outbox';

type StoredFile = MiddlewareComponents['schemas']['StoredFile'];

const servers = inject('servers');
const clients = clientsForRun();

/** A signed-in user with SDK clients that send their token. */
type User = { email: string; api: FolioClients['middleware'] };

let counter = 0;
const newEmail = (name: string) =>
  `storage.${name}.${Date.now().toString(36)}${counter++}@example.com`;

function clientsOf(token: string): FolioClients['middleware'] {
  return createFolioClients({
    middlewareUrl: servers.middlewareUrl,
    serviceUrl: servers.serviceUrl,
    session: { getAccessToken: () => token, refresh: async () => undefined },
  }).middleware;
}

/** A verified user, signed in; with `companyId`, a member of that company. */
async function signIn(name: string, companyId?: string): Promise<User> {
  const email = newEmail(name);
  if (companyId === undefined) {
    await registerVerifiedAccount(clients, servers.dataDir, email);
  } else {
    const outbox = outboxOf(servers.dataDir);
    const since = await outbox.count();
    await expectData(
      clients.middleware.POST('/auth/register', {
        body: {
          email,
          name: 'Ana',
          lastname: 'García',
          password: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
          hash: `key-${email}`,
          belongsToCompany: true,
          companyId,
          language: 'en',
        },
      }),
    );
    const link = await outbox.waitForLink(email, 'verify-account', since);
    await expectData(
      clients.middleware.POST('/auth/verify-account', {
        body: { token: link.searchParams.get('token') ?? '' },
      }),
    );
  }
  const session = await expectData(
    clients.middleware.POST('/auth/login', {
      body: { email, password: TEST_PASSWORD, hash: `key-${email}` },
    }),
  );
  return { email, api: clientsOf(session.access_token) };
}

const ctx = (user: User) => ({ empresa: COMPANY, user: user.email });

const file = (name: string, content: Uint8Array | string, type = ''): FormFile => ({
  name,
  content: new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type }),
});

async function makePdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page++) {
    pdf.addPage([200, 300]);
  }
  return pdf.save();
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function upload(user: User, files: FormFile[], fields: Record<string, unknown> = {}) {
  return expectData(
    user.api.POST('/storage/upload', {
      body: jsonDataForm(userContext(user.email), fields, files) as never,
      bodySerializer: (body: unknown) => body as FormData,
    }),
  );
}

const listFiles = (user: User, query: Record<string, string | number> = {}) =>
  expectData(user.api.GET('/storage/files', { params: { query: { ...ctx(user), ...query } } }));

const listFolders = (user: User) =>
  expectData(user.api.GET('/storage/folders/by-user', { params: { query: ctx(user) } }));

/** Every blob the middleware keeps for files, to check that refusals leave none behind. */
async function countBlobs(): Promise<number> {
  const entries = await readdir(join(servers.dataDir, 'blobs', 'objects', 'files'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

let ana: User;
let bob: User;

beforeAll(async () => {
  [ana, bob] = await Promise.all([signIn('ana', 'acme'), signIn('bob', 'acme')]);
});

describe('folders (SPEC §3, §5, §7)', () => {
  it('lists the all view and the system folders first, by user and by company', async () => {
    const byUser = await listFolders(ana);
    expect(byUser.data.map((folder) => folder.topico)).toEqual([
      'all',
      'chatbot',
      'extractor',
      'uploads',
    ]);
    const byCompany = await expectData(
      ana.api.GET('/storage/folders', { params: { query: { empresa: COMPANY } } }),
    );
    expect(byCompany.data).toEqual(byUser.data);
  });

  it('creates folders form-encoded and as JSON, unique ignoring case, with valid names', async () => {
    const created = await expectData(
      ana.api.POST('/storage/folders', {
        body: { ...ctx(ana), topico: 'Facturas', descripcion: 'Proveedores', color: 'green' },
        bodySerializer: (body) => new URLSearchParams(body as Record<string, string>).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(created.data).toMatchObject({ topico: 'Facturas', color: 'green', item_count: 0 });
    const json = await expectData(
      ana.api.POST('/storage/folders', { body: { ...ctx(ana), topico: 'Contratos' } }),
    );
    expect(json.data).toMatchObject({ topico: 'Contratos', color: 'blue', status: 'inactive' });
    for (const name of ['FACTURAS', 'uploads', 'all']) {
      const error = await failure(
        ana.api.POST('/storage/folders', { body: { ...ctx(ana), topico: name } }),
      );
      expect(error.code).toBe('FOLDER_NAME_EXISTS');
    }
    for (const name of ['a/b', '.x', 'q?']) {
      const error = await failure(
        ana.api.POST('/storage/folders', { body: { ...ctx(ana), topico: name } }),
      );
      expect(error.code).toBe('FOLDER_NAME_INVALID');
    }
  });

  it('updates, renames and protects system folders', async () => {
    const updated = await expectData(
      ana.api.PUT('/storage/folders', {
        body: { ...ctx(ana), topico: 'contratos', descripcion: 'Legal', color: 'purple' },
      }),
    );
    expect(updated.data).toMatchObject({ descripcion: 'Legal', color: 'purple' });
    const renamed = await expectData(
      ana.api.PUT('/storage/folders/rename', {
        params: { query: { ...ctx(ana), topico_antiguo: 'Contratos', topico_nuevo: 'Legal' } },
      }),
    );
    expect(renamed.data.topico).toBe('Legal');
    const attempts = [
      () =>
        ana.api.PUT('/storage/folders/rename', {
          params: { query: { ...ctx(ana), topico_antiguo: 'uploads', topico_nuevo: 'x' } },
        }),
      () =>
        ana.api.DELETE('/storage/folders', {
          params: { query: { ...ctx(ana), topico: 'chatbot' } },
        }),
      () =>
        ana.api.PUT('/storage/folders', {
          body: { ...ctx(ana), topico: 'extractor', color: 'red' },
        }),
      () =>
        ana.api.PUT('/storage/folders/move', {
          body: {
            empresa: COMPANY,
            user_origen: ana.email,
            user_destino: bob.email,
            topico: 'uploads',
          },
        }),
    ];
    for (const attempt of attempts) {
      expect((await failure(attempt())).code).toBe('SYSTEM_FOLDER_PROTECTED');
    }
  });

  it('moves a folder to a member of the same company only', async () => {
    const outsider = await signIn('outsider');
    await upload(ana, [file('contrato.txt', 'firmado')], { topico: 'Legal' });
    const refused = await failure(
      ana.api.PUT('/storage/folders/move', {
        body: {
          empresa: COMPANY,
          user_origen: ana.email,
          user_destino: outsider.email,
          topico: 'Legal',
        },
      }),
    );
    expect(refused.code).toBe('RESOURCE_NOT_FOUND');
    const moved = await expectData(
      ana.api.PUT('/storage/folders/move', {
        body: {
          empresa: COMPANY,
          user_origen: ana.email,
          user_destino: bob.email,
          topico: 'Legal',
        },
      }),
    );
    expect(moved.data).toMatchObject({ topico: 'Legal', owner: bob.email, item_count: 1 });
    const info = await expectData(
      bob.api.GET('/storage/files/info', {
        params: { query: { empresa: COMPANY, blob_name: 'Legal/contrato.txt' } },
      }),
    );
    expect(info.data.size).toBe(7);
    const notMine = await failure(
      ana.api.GET('/storage/files/info', {
        params: { query: { empresa: COMPANY, blob_name: 'Legal/contrato.txt' } },
      }),
    );
    expect(notMine.code).toBe('RESOURCE_NOT_FOUND');
  });

  it('deletes a folder, then all of a user and of the company, keeping system folders', async () => {
    const carol = await signIn('carol');
    await upload(carol, [file('a.txt', 'a')], { topico: 'One' });
    await upload(carol, [file('b.txt', 'b')], { topico: 'Two' });
    await upload(carol, [file('c.txt', 'c')], { topico: 'Three' });
    await upload(carol, [file('kept.txt', 'k')]);
    const blobs = await countBlobs();
    const one = await expectData(
      carol.api.DELETE('/storage/folders', { params: { query: { ...ctx(carol), topico: 'one' } } }),
    );
    expect(one).toMatchObject({ success: true, count: 1 });
    expect(await countBlobs()).toBe(blobs - 1);
    const user = await expectData(carol.api.DELETE('/storage/folders/user', { body: ctx(carol) }));
    expect(user.count).toBe(2);
    await upload(carol, [file('d.txt', 'd')], { topico: 'Four' });
    const company = await expectData(
      carol.api.DELETE('/storage/folders/company', { body: { empresa: COMPANY } }),
    );
    expect(company.count).toBe(1);
    const left = await listFolders(carol);
    expect(left.data.map((folder) => [folder.topico, folder.item_count])).toEqual([
      ['all', 1],
      ['chatbot', 0],
      ['extractor', 0],
      ['uploads', 1],
    ]);
    expect(await countBlobs()).toBe(blobs - 3);
  });
});

describe('uploads (SPEC §7, issue 5)', () => {
  it('stores files streamed, with kind, pages, status and unicode names', async () => {
    const result = await upload(ana, [
      file('factura.pdf', await makePdf(2), 'application/pdf'),
      file('foto.png', PNG, 'image/png'),
      file('Año fiscal 報告.txt', 'hola'),
    ]);
    expect(result.data.total_archivos).toBe(3);
    expect(
      result.data.archivos.map((stored) => [stored.blob_name, stored.kind, stored.pages]),
    ).toEqual([
      ['uploads/factura.pdf', 'document', 2],
      ['uploads/foto.png', 'image', null],
      ['uploads/Año fiscal 報告.txt', 'document', null],
    ]);
    const uploads = (await listFolders(ana)).data.find((folder) => folder.topico === 'uploads');
    expect(uploads?.item_count).toBe(3);
    expect(['pending', 'processing', 'completed', 'active', 'error']).toContain(uploads?.status);
  });

  it('keeps both on a name collision, name (1).ext, and replaces when asked', async () => {
    const first = await upload(ana, [file('informe.txt', 'v1')], { topico: 'Reports' });
    const second = await upload(ana, [file('informe.txt', 'v2')], { topico: 'Reports' });
    expect(first.data.archivos[0]?.blob_name).toBe('Reports/informe.txt');
    expect(second.data.archivos[0]?.blob_name).toBe('Reports/informe (1).txt');
    const replaced = await upload(ana, [file('informe.txt', 'v3!')], {
      topico: 'Reports',
      replace: true,
    });
    expect(replaced.data.archivos[0]).toMatchObject({ blob_name: 'Reports/informe.txt', size: 3 });
    expect((await listFiles(ana, { topico: 'Reports' })).data.total).toBe(2);
  });

  const bad: Array<[string, () => Promise<FormFile> | FormFile, string]> = [
    ['a type not allowed', () => file('tool.exe', 'MZ'), 'UNSUPPORTED_MEDIA_TYPE'],
    ['a .pdf that is not a PDF', () => file('fake.pdf', 'plain text'), 'UNSUPPORTED_MEDIA_TYPE'],
    [
      'a corrupt PDF',
      () => file('broken.pdf', '%PDF-1.7\n1 0 obj << /Type /Catalog'),
      'PDF_PROCESSING_ERROR',
    ],
    [
      'a file over the size limit',
      () => file('big.txt', new Uint8Array(50 * 1024 * 1024 + 1).fill(65)),
      'PAYLOAD_TOO_LARGE',
    ],
    ['an empty file', () => file('empty.txt', ''), 'FILE_VALIDATION_ERROR'],
    ['a ../ name', () => file('../escape.txt', 'x'), 'FILE_VALIDATION_ERROR'],
    ['a 300-byte name', () => file(`${'n'.repeat(296)}.txt`, 'x'), 'FILE_VALIDATION_ERROR'],
  ];

  it.each(bad)('refuses %s with a clear code and keeps nothing', async (_name, make, code) => {
    const filesBefore = (await listFiles(ana)).data.total;
    const blobsBefore = await countBlobs();
    const error = await failure(
      upload(ana, [file('good-1.txt', 'ok'), await make(), file('good-2.txt', 'ok')]),
    );
    expect(error.code).toBe(code);
    expect((await listFiles(ana)).data.total).toBe(filesBefore);
    expect(await countBlobs()).toBe(blobsBefore);
  });

  it('names the file and the limit in a size refusal', async () => {
    const error = await failure(
      upload(ana, [file('huge.txt', new Uint8Array(51 * 1024 * 1024).fill(66))]),
    );
    expect(error.detail).toMatchObject({ file: 'huge.txt', maxMb: 50 });
  });
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
