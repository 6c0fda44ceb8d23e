import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

import { JPEG_40X30, makePdf } from '../utils/testing/fixtures';
import { identifyFile } from './office-input';
import {
  makeEncryptedOdt,
  makeEncryptedOfficeFile,
  makeExecutable,
  makeReportDocx,
  makeSalesXlsx,
  makeZipBombDocx,
  minimalDocx,
} from './testing/office-fixtures';

const file = (name: string, bytes: Uint8Array | string) => ({
  name,
  bytes: typeof bytes === 'string' ? new Uint8Array(Buffer.from(bytes, 'latin1')) : bytes,
});

const refusal = (name: string, bytes: Uint8Array | string) =>
  identifyFile(file(name, bytes)).then(
    () => undefined,
    (error: unknown) => error as { code: string; detail: Record<string, unknown> },
  );

describe('identifyFile', () => {
  it('tells documents by their bytes, whatever their name says', async () => {
    expect(await identifyFile(file('x.docx', await makePdf([[10, 10]])))).toEqual({ kind: 'pdf' });
    expect(await identifyFile(file('foto.pdf', JPEG_40X30))).toEqual({ kind: 'image' });
    expect(await identifyFile(file('a.doc', await makeReportDocx()))).toEqual({
      kind: 'office',
      extension: 'docx',
    });
    expect(await identifyFile(file('a', await makeSalesXlsx()))).toEqual({
      kind: 'office',
      extension: 'xlsx',
    });
    expect(await identifyFile(file('x.zip', makeEncryptedOdt()))).toEqual({
      kind: 'office',
      extension: 'odt',
    });
    expect(await identifyFile(file('carta.txt', '{\\rtf1 hola}'))).toEqual({
      kind: 'office',
      extension: 'rtf',
    });
  });

  it('tells legacy Word and Excel files by the streams of their compound file', async () => {
    const compound = (stream: string) => {
      const bytes = Buffer.alloc(2048);
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
      Buffer.from(stream, 'utf16le').copy(bytes, 1024);
      return new Uint8Array(bytes);
    };
    expect(await identifyFile(file('a.bin', compound('WordDocument')))).toMatchObject({
      extension: 'doc',
    });
    expect(await identifyFile(file('a.bin', compound('Workbook')))).toMatchObject({
      extension: 'xls',
    });
  });

  it('decodes text, Markdown, CSV and HTML by their names, in any encoding', async () => {
    expect(await identifyFile(file('nota.txt', 'A\xf1o nuevo'))).toEqual({
      kind: 'text',
      extension: 'txt',
      text: 'Año nuevo',
    });
    expect(await identifyFile(file('datos.CSV', 'a;b\n1;2'))).toMatchObject({ extension: 'csv' });
    expect(await identifyFile(file('leeme.md', '# T\u00edtulo'))).toMatchObject({
      extension: 'md',
    });
    expect(await identifyFile(file('p.html', '<p>hola</p>'))).toEqual({
      kind: 'html',
      text: '<p>hola</p>',
    });
  });

  it('refuses empty files, programs and unknown types', async () => {
    expect(await refusal('vacio.docx', '')).toMatchObject({
      code: 'FILE_VALIDATION_ERROR',
      detail: { file: 'vacio.docx', reason: 'empty' },
    });
    expect(await refusal('programa.docx', makeExecutable())).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      detail: { file: 'programa.docx' },
    });
    expect(await refusal('programa.txt', makeExecutable())).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await refusal('datos.bin', 'plain words')).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const otherZip = zipSync({ 'a.txt': strToU8('not an office file') });
    expect(await refusal('a.docx', otherZip)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses damaged and encrypted office files as FILE_PROCESSING_ERROR', async () => {
    expect(await refusal('roto.docx', 'these bytes are no container')).toMatchObject({
      code: 'FILE_PROCESSING_ERROR',
      detail: { file: 'roto.docx', reason: 'corrupt' },
    });
    expect(await refusal('roto.docx', minimalDocx().subarray(0, 200))).toMatchObject({
      code: 'FILE_PROCESSING_ERROR',
      detail: { reason: 'corrupt' },
    });
    expect(await refusal('secreto.docx', makeEncryptedOfficeFile())).toMatchObject({
      code: 'FILE_PROCESSING_ERROR',
      detail: { file: 'secreto.docx', reason: 'encrypted' },
    });
  });

  it('refuses a zip bomb dressed as a DOCX from its directory, before inflating it', async () => {
    // 20 MiB of spaces deflate ~1,030:1, past the office containers' 1,000:1.
    const bomb = makeZipBombDocx(20);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await refusal('bomba.docx', bomb)).toMatchObject({
      code: 'ZIP_READ_ERROR',
      detail: { file: 'bomba.docx', reason: 'zip-ratio-exceeded' },
    });
  });
});
