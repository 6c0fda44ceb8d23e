import { COMPANY } from '@folio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { makeDocx, makePdf, makeXlsx } from '../index/testing/indexed-files';
import {
  createStorageTestApp,
  type StorageTestApp,
  type TestUser,
} from '../testing/storage-test-app';
import { PNG_BYTES } from '../testing/fixtures';
import { TEXT_PREVIEW_BYTES } from './text-preview';

let test: StorageTestApp;
let ana: TestUser;
let bob: TestUser;

beforeAll(async () => {
  test = await createStorageTestApp();
  ana = await test.signIn();
  bob = await test.signIn();
});
afterAll(async () => test.close());

async function uploadAs(user: TestUser, name: string, bytes: Uint8Array) {
  const response = await test.upload(user, [{ name, bytes }], { topico: 'vista' });
  expect(response.statusCode).toBe(201);
}

type PreviewBody = {
  success: boolean;
  data: {
    kind: string;
    file: { blob_name: string; access_count: number };
    pages?: number;
    sheets?: Array<{ name: string; rows: unknown[][]; total_rows: number }>;
    html?: string;
    text?: string;
    truncated?: boolean;
  };
};

function preview(user: TestUser, name: string, as = user) {
  return test.call(user, {
    method: 'POST',
    url: '/storage/files/preview',
    payload: { empresa: COMPANY, user: as.email, nombre_archivo: name },
  });
}

async function previewData(name: string) {
  const response = await preview(ana, name);
  expect(response.statusCode).toBe(200);
  const body = response.json<PreviewBody>();
  expect(body.success).toBe(true);
  return body.data;
}

describe('previewFile (SPEC §7 preview file)', () => {
  it('answers a PDF with its page count, and counts each access', async () => {
    await uploadAs(ana, 'dos.pdf', await makePdf([['Primera página'], ['Segunda página']]));
    const first = await previewData('vista/dos.pdf');
    expect(first).toMatchObject({ kind: 'pdf', pages: 2, file: { blob_name: 'vista/dos.pdf' } });
    expect(first.file.access_count).toBe(1);
    expect((await previewData('VISTA/DOS.pdf')).file.access_count).toBe(2);
  });

  it('answers an image for the client to fetch', async () => {
    await uploadAs(ana, 'foto.png', PNG_BYTES);
    expect(await previewData('vista/foto.png')).toMatchObject({ kind: 'image' });
  });

  it('answers the first 100 rows of each sheet with the sheet names and row counts (SPEC §9)', async () => {
    const rows = Array.from({ length: 150 }, (_, index) => [`Cliente ${index + 1}`, index * 10]);
    await uploadAs(ana, 'libro.xlsx', await makeXlsx({ Ventas: rows, Notas: [['Revisar', 1]] }));
    const data = await previewData('vista/libro.xlsx');
    expect(data.kind).toBe('spreadsheet');
    expect(data.sheets?.map((sheet) => [sheet.name, sheet.rows.length, sheet.total_rows])).toEqual([
      ['Ventas', 100, 150],
      ['Notas', 1, 1],
    ]);
    expect(data.sheets?.[0]?.rows[1]).toEqual(['Cliente 2', 10]);
  });

  it('answers a DOCX as sanitised HTML: no script, handler or javascript: link', async () => {
    const docx = await makeDocx(
      ['Informe <script>alert(1)</script>', '<img src=x onerror=alert(2)> y onclick="alert(3)"'],
      { text: 'pulsa aquí', url: 'javascript:alert(4)' },
    );
    await uploadAs(ana, 'informe.docx', docx);
    const { kind, html = '' } = await previewData('vista/informe.docx');
    expect(kind).toBe('html');
    expect(html).toContain('<p>Informe &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html).toContain('<a>pulsa aquí</a>');
    // The words are text now; the only tags are bare paragraphs and a link without a target.
    expect(new Set(html.match(/<[^>]*>/gu))).toEqual(new Set(['<p>', '</p>', '<a>', '</a>']));
  });

  it('answers text files decoded whatever their encoding, CSV too', async () => {
    // windows-1252: Latin-1 for the letters, 0x80 for the euro sign.
    const legacy = Buffer.concat([
      Buffer.from('Año de facturación: 2024 ', 'latin1'),
      Buffer.of(0x80),
    ]);
    await uploadAs(ana, 'latin1.txt', legacy);
    expect(await previewData('vista/latin1.txt')).toMatchObject({
      kind: 'text',
      text: 'Año de facturación: 2024 €',
      truncated: false,
    });
    await uploadAs(ana, 'datos.csv', new TextEncoder().encode('a;b\n1;2\n'));
    expect(await previewData('vista/datos.csv')).toMatchObject({
      kind: 'text',
      text: 'a;b\n1;2\n',
    });
  });

  it('cuts a text file at 1 MiB, on a character boundary', async () => {
    const line = 'ñandú €uro\n';
    const bytes = new TextEncoder().encode(line.repeat(Math.ceil(TEXT_PREVIEW_BYTES / 10)));
    await uploadAs(ana, 'largo.md', bytes);
    const data = await previewData('vista/largo.md');
    expect(data).toMatchObject({ kind: 'text', truncated: true });
    expect(new TextEncoder().encode(data.text).length).toBeLessThanOrEqual(TEXT_PREVIEW_BYTES);
    expect(data.text).not.toContain('\uFFFD');
  });

  it('answers none for audio', async () => {
    await uploadAs(ana, 'nota.mp3', new Uint8Array([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]));
    expect(await previewData('vista/nota.mp3')).toMatchObject({ kind: 'none' });
  });

  it('answers FILE_PROCESSING_ERROR for a damaged workbook', async () => {
    await uploadAs(ana, 'roto.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]));
    const response = await preview(ana, 'vista/roto.xlsx');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errorCode: 'FILE_PROCESSING_ERROR' });
  });

  it("answers RESOURCE_NOT_FOUND for another user's file or a name nobody has", async () => {
    await uploadAs(bob, 'secreto.txt', new TextEncoder().encode('de Bob'));
    for (const name of ['vista/secreto.txt', 'vista/nada.txt', 'sin-barra']) {
      const response = await preview(ana, name);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'RESOURCE_NOT_FOUND' });
    }
    const forbidden = await preview(ana, 'vista/secreto.txt', bob);
    expect(forbidden.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
  });
});
