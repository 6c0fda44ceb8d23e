import { linesToText, readPdfText } from '@folio/documents';
import {
  docxBomb,
  docxNestedTables,
  xlsxBillionLaughs,
  xlsxFarCorner,
  xlsxManySheets,
} from '@folio/documents/testing/hostile-office';
import { makePng } from '@folio/documents/testing/images';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  makeEncryptedOdt,
  makeExecutable,
  makeReportDocx,
  makeSalesXlsx,
  makeZipBombDocx,
  minimalDocx,
} from '../office/testing/office-fixtures';
import { convertAll, convertedNames, convertToPdf, type Converters } from './convert-to-pdf';
import { planDocxSplit } from './split-docx';
import { planXlsxSplit } from './split-xlsx';
import { JPEG_40X30, makeEncryptedPdf, makePdf, pageSizes } from './testing/fixtures';
import { context, startUtilsService } from './testing/service';

const upload = (name: string, bytes: Uint8Array | string) => ({
  name,
  mimeType: 'application/octet-stream',
  bytes: typeof bytes === 'string' ? new Uint8Array(Buffer.from(bytes, 'latin1')) : bytes,
});

/** Converters that record what they were given and answer a one-page PDF. */
function fakeConverters() {
  const calls: Array<{ to: 'html' | 'office'; name?: string; text: string }> = [];
  const converters: Converters = {
    html: {
      print: async (html) => {
        calls.push({ to: 'html', text: html });
        return makePdf([[100, 100]]);
      },
      close: async () => undefined,
    },
    office: {
      toPdf: async (name, bytes) => {
        calls.push({ to: 'office', name, text: Buffer.from(bytes).toString('utf8') });
        return makePdf([[200, 200]]);
      },
      close: async () => undefined,
    },
  };
  return { calls, converters };
}

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => error as { code: string; detail: Record<string, unknown> },
  );

async function pdfText(pdf: Uint8Array): Promise<{ pages: number; text: string }> {
  const read = await readPdfText(pdf);
  return {
    pages: read.pageCount,
    text: read.pages.map((page) => linesToText(page.lines)).join('\n'),
  };
}

describe('convertToPdf', () => {
  it('sends each kind of file to its converter, text decoded to UTF-8', async () => {
    const { calls, converters } = fakeConverters();
    const pdf = await makePdf([[300, 400]]);
    expect(await convertToPdf(upload('a.pdf', pdf), converters)).toBe(pdf);
    expect(await pageSizes(await convertToPdf(upload('foto.jpg', JPEG_40X30), converters))).toEqual(
      [[40, 30]],
    );
    await convertToPdf(upload('nota.txt', 'A\xf1o'), converters);
    await convertToPdf(upload('datos.csv', 'a;b'), converters);
    await convertToPdf(upload('pagina.htm', '<p>hola</p>'), converters);
    await convertToPdf(upload('carta.doc', minimalDocx('hola')), converters);
    expect(calls.map(({ to, name }) => [to, name])).toEqual([
      ['office', 'documento.txt'],
      ['office', 'documento.csv'],
      ['html', undefined],
      ['office', 'documento.docx'],
    ]);
    expect(calls[0]?.text).toBe('Año');
    expect(calls[2]?.text).toBe('<p>hola</p>');
  });

  it('refuses with the contract codes, naming the caller’s file', async () => {
    const { converters } = fakeConverters();
    const convert = (name: string, bytes: Uint8Array | string) =>
      refusal(convertToPdf(upload(name, bytes), converters));
    expect(await convert('programa.exe', makeExecutable())).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      detail: { file: 'programa.exe' },
    });
    expect(await convert('vacio.pdf', '')).toMatchObject({ code: 'FILE_VALIDATION_ERROR' });
    expect(await convert('rota.pdf', '%PDF-1.7 nothing')).toMatchObject({
      code: 'FILE_PROCESSING_ERROR',
      detail: { file: 'rota.pdf', reason: 'corrupt' },
    });
    expect(await convert('cerrada.pdf', await makeEncryptedPdf())).toMatchObject({
      code: 'FILE_PROCESSING_ERROR',
      detail: { file: 'cerrada.pdf', reason: 'encrypted' },
    });
    expect(await convert('rota.png', makePng(10, 10).subarray(0, 40))).toMatchObject({
      code: 'FILE_PROCESSING_ERROR',
      detail: { file: 'rota.png' },
    });
    expect(await convert('enorme.html', `<p>${'a'.repeat(6 * 1024 * 1024)}</p>`)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      detail: { file: 'enorme.html' },
    });
    expect(await convert('bomba.docx', makeZipBombDocx(20))).toMatchObject({
      code: 'ZIP_READ_ERROR',
      detail: { file: 'bomba.docx' },
    });
  });

  it('refuses office files built to exhaust LibreOffice before it opens them (issue 17)', async () => {
    const { converters, calls } = fakeConverters();
    const convert = (name: string, bytes: Uint8Array) =>
      refusal(convertToPdf(upload(name, bytes), converters));
    const tooComplex = { code: 'FILE_PROCESSING_ERROR', detail: { reason: 'too-complex' } };
    expect(await convert('tablas.docx', docxNestedTables(3_000))).toMatchObject(tooComplex);
    expect(await convert('esquina.xlsx', xlsxFarCorner())).toMatchObject(tooComplex);
    expect(await convert('hojas.xlsx', xlsxManySheets(1_000))).toMatchObject(tooComplex);
    expect(await convert('risas.xlsx', xlsxBillionLaughs())).toMatchObject({
      code: 'FILE_PROCESSING_ERROR',
      detail: { file: 'risas.xlsx', reason: 'corrupt' },
    });
    expect(await convert('bomba.docx', docxBomb(64 * 1024 * 1024))).toMatchObject({
      code: 'FILE_PROCESSING_ERROR',
      detail: { file: 'bomba.docx' },
    });
    expect(calls).toEqual([]);
  });

  it('names the PDFs after the uploads, `documento.pdf` without a usable name', () => {
    const names = convertedNames(
      ['Informe.docx', 'informe.xlsx', '../.docx', 'Año 2025.txt'].map((name) => upload(name, 'x')),
    );
    expect(names).toEqual(['Informe.pdf', 'informe (2).pdf', 'documento.pdf', 'Año 2025.pdf']);
  });

  it('reports the first failure in upload order', async () => {
    const { converters } = fakeConverters();
    const error = await refusal(
      convertAll(
        [upload('a.txt', 'ok'), upload('b.exe', makeExecutable()), upload('c.pdf', '')],
        converters,
      ),
    );
    expect(error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', detail: { file: 'b.exe' } });
  });
});

describe('POST /utils/convert-to-pdf, through the warm LibreOffice', () => {
  let service: Awaited<ReturnType<typeof startUtilsService>>;
  beforeAll(async () => {
    service = await startUtilsService();
  }, 120_000);
  afterAll(async () => service.close());

  it('answers one DOCX as <name>.pdf with its pages and words', async () => {
    const response = await service.post('convert-to-pdf', context, [
      { name: 'Informe anual.docx', bytes: await makeReportDocx() },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''Informe%20anual.pdf`,
    );
    const { pages, text } = await pdfText(response.rawPayload);
    expect(pages).toBe(5);
    expect(text).toContain('despues del salto');
    expect(text).toContain('Cabecera dos');
  }, 60_000);

  it('answers several files as archivos.zip, one PDF each in order', async () => {
    const response = await service.post('convert-to-pdf', context, [
      { name: 'ventas.xlsx', bytes: await makeSalesXlsx() },
      { name: 'nota.txt', bytes: Buffer.from('Año nuevo', 'utf8') },
      { name: 'plano.png', bytes: makePng(64, 48) },
      { name: 'ya.pdf', bytes: await makePdf([[100, 200]]) },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''archivos.zip`);
    const entries = unzipSync(response.rawPayload);
    expect(Object.keys(entries)).toEqual(['ventas.pdf', 'nota.pdf', 'plano.pdf', 'ya.pdf']);
    const sheets = await pdfText(entries['ventas.pdf'] ?? new Uint8Array());
    expect(sheets.pages).toBe(3);
    expect(sheets.text).toContain('Informe de ventas');
    expect((await pdfText(entries['nota.pdf'] ?? new Uint8Array())).text).toContain('Año nuevo');
    expect(await pageSizes(entries['plano.pdf'] ?? new Uint8Array())).toEqual([[64, 48]]);
    expect(await pageSizes(entries['ya.pdf'] ?? new Uint8Array())).toEqual([[100, 200]]);
  }, 60_000);

  it('opens every part of a split DOCX and XLSX in LibreOffice', async () => {
    const parts = [];
    for await (const part of (
      await planDocxSplit(upload('i.docx', await makeReportDocx()))
    ).parts()) {
      parts.push(part);
    }
    for await (const part of (
      await planXlsxSplit(upload('v.xlsx', await makeSalesXlsx()))
    ).parts()) {
      parts.push(part);
    }
    const response = await service.post('convert-to-pdf', context, parts);
    const entries = unzipSync(response.rawPayload);
    const texts = await Promise.all(
      Object.values(entries).map(async (pdf) => (await pdfText(pdf)).text),
    );
    expect(texts).toHaveLength(8);
    expect(texts[3]).toContain('delta cuatro');
    expect(texts[4]).toContain('eco cinco');
    expect(texts[4]).toContain('Cabecera dos');
    expect(texts[5]).toContain('Informe de ventas');
    expect(texts[6]).toContain('Margen');
    expect(texts[7]).toContain('Nota combinada');
  }, 120_000);

  it('refuses bad files with their codes and names, and keeps serving', async () => {
    const post = (name: string, bytes: Uint8Array) =>
      service.post('convert-to-pdf', context, [{ name, bytes }]);
    const exe = await post('programa.docx', makeExecutable());
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({ errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
    const encrypted = await post('secreto.odt', makeEncryptedOdt());
    expect(encrypted.json()).toMatchObject({
      errorCode: 'FILE_PROCESSING_ERROR',
      detail: { file: 'secreto.odt', reason: 'encrypted' },
    });
    const corrupt = await post('roto.docx', Buffer.from('these bytes are no DOCX'));
    expect(corrupt.json()).toMatchObject({
      errorCode: 'FILE_PROCESSING_ERROR',
      detail: { file: 'roto.docx', reason: 'corrupt' },
    });
    const empty = await post('vacio.docx', new Uint8Array());
    expect(empty.json()).toMatchObject({ errorCode: 'FILE_VALIDATION_ERROR' });
    const tooMany = await service.post(
      'convert-to-pdf',
      context,
      Array.from({ length: 21 }, (_, index) => ({ name: `${index}.txt`, bytes: Buffer.from('x') })),
    );
    expect(tooMany.json()).toMatchObject({
      errorCode: 'TOO_MANY_FILES',
      detail: { max: 20, current: 21 },
    });
    const after = await post('a.docx', minimalDocx('sigue'));
    expect((await pdfText(after.rawPayload)).text).toContain('sigue');
  }, 60_000);
});
