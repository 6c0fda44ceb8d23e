// Folders and uploads of the storage API (SPEC §3, §5, §7; issue 5).
import { COMPANY, expectData } from '@folio/sdk';
import { beforeAll, describe, expect, it } from 'vitest';

import { failure } from '../support/failure';
import {
  countBlobs,
  ctx,
  file,
  listFiles,
  listFolders,
  makePdf,
  PNG,
  signIn,
  upload,
  type User,
} from '../support/storage-users';

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

  const bad: Array<[string, () => Promise<File> | File, string]> = [
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
