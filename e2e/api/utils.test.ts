import { jpegSize, makePng } from '@folio/documents/testing/images';
import { expectData, toDownload, type JsonDataFields } from '@folio/sdk';
import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { registerVerifiedAccount } from '../support/accounts';
import { clientsForRun } from '../support/clients';
import { failure } from '../support/failure';
import { pageSizes, pdfOfSizes } from '../support/pdf-pages';
import { fileOf as file, postUtility, type UtilityCall } from '../support/utility-forms';

const servers = inject('servers');
const clients = clientsForRun();

/** A verified, signed-in user: the way e2e/api/auth.test.ts gets one. */
async function signIn() {
  const email = `utils.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const account = await registerVerifiedAccount(clients, servers.dataDir, email);
  const session = await expectData(clients.middleware.POST('/auth/login', { body: account }));
  return { email, token: session.access_token };
}

let user: { email: string; token: string };
beforeAll(async () => {
  user = await signIn();
});

/** Posts a utility's form as the user (or with `token`; `''` sends none). */
const post = (...call: [...UtilityCall, files: File[], token?: string]) =>
  postUtility(clients, user, ...call);

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('utilities (SPEC §7): combine, split, images to PDF', () => {
  it('combines PDFs in the order given into documento.pdf', async () => {
    const first = await pdfOfSizes([[300, 400]]);
    const second = await pdfOfSizes([
      [100, 150],
      [110, 160],
    ]);
    const download = toDownload(
      await post('/utils/combine-pdfs', {}, [file('b.pdf', second), file('a.pdf', first)]),
      'x',
    );
    expect(download.fileName).toBe('documento.pdf');
    expect(await pageSizes(await bytesOf(download.blob))).toEqual([
      [100, 150],
      [110, 160],
      [300, 400],
    ]);
  });

  it('splits a PDF by ranges into archivos.zip, and into single pages without ranges', async () => {
    const sizes = Array.from({ length: 9 }, (_, index): [number, number] => [100 + index, 200]);
    const pdf = await pdfOfSizes(sizes);
    const ranged = toDownload(
      await post('/utils/split-pdf', { ranges: '1-3,5,8-' }, [file('informe.pdf', pdf)]),
      'x',
    );
    expect(ranged.fileName).toBe('archivos.zip');
    const entries = unzipSync(await bytesOf(ranged.blob));
    expect(Object.keys(entries)).toEqual(['informe_1-3.pdf', 'informe_5.pdf', 'informe_8-9.pdf']);
    expect(await pageSizes(entries['informe_1-3.pdf'] ?? new Uint8Array())).toEqual(
      sizes.slice(0, 3),
    );
    expect(await pageSizes(entries['informe_8-9.pdf'] ?? new Uint8Array())).toEqual(sizes.slice(7));

    const pages = await post('/utils/split-pdf', {}, [file('informe.pdf', pdf)]);
    const single = unzipSync(await bytesOf(pages.data ?? new Blob([])));
    expect(Object.keys(single)).toHaveLength(9);
    for (const part of Object.values(single)) {
      expect((await PDFDocument.load(part)).getPageCount()).toBe(1);
    }
  });

  it('makes imagen.pdf from PNG images, pages fitting the images or A4', async () => {
    const images = [
      file('a.png', makePng(120, 80), 'image/png'),
      file('b.png', makePng(30, 60), 'image/png'),
    ];
    const fit = toDownload(await post('/utils/images-to-pdf', { pageSize: 'fit' }, images), 'x');
    expect(fit.fileName).toBe('imagen.pdf');
    expect(await pageSizes(await bytesOf(fit.blob))).toEqual([
      [120, 80],
      [30, 60],
    ]);
    const a4 = await post('/utils/images-to-pdf', { pageSize: 'a4' }, images);
    expect(await pageSizes(await bytesOf(a4.data ?? new Blob([])))).toEqual([
      [842, 595],
      [595, 842],
    ]);
  });

  it('refuses bad input with a clear code and keeps serving', async () => {
    const pdf = await pdfOfSizes([[200, 200]]);
    const anonymous = await failure(post('/utils/combine-pdfs', {}, [file('a.pdf', pdf)], ''));
    expect(anonymous.status).toBe(401);

    const corrupt = await failure(
      post('/utils/combine-pdfs', {}, [
        file('a.pdf', pdf),
        file('rota.pdf', Buffer.from('%PDF-1.4 x')),
      ]),
    );
    expect(corrupt.code).toBe('PDF_PROCESSING_ERROR');
    expect(corrupt.detail).toEqual({ file: 'rota.pdf', reason: 'corrupt' });

    const empty = await failure(
      post('/utils/split-pdf', {}, [file('vacio.pdf', new Uint8Array())]),
    );
    expect(empty.code).toBe('FILE_VALIDATION_ERROR');

    const notPdf = await failure(
      post('/utils/split-pdf', {}, [file('nota.pdf', Buffer.from('plain text'), 'text/plain')]),
    );
    expect(notPdf.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const outside = await failure(
      post('/utils/split-pdf', { ranges: '2-4' }, [file('a.pdf', pdf)]),
    );
    expect(outside.code).toBe('PDF_PAGE_VALIDATION_ERROR');

    const badRanges = await failure(
      post('/utils/split-pdf', { ranges: 'todo' }, [file('a.pdf', pdf)]),
    );
    expect(badRanges.code).toBe('BAD_REQUEST');

    const gif = await failure(
      post('/utils/images-to-pdf', {}, [file('a.gif', Buffer.from('GIF89a\x01\x00\x01\x00'))]),
    );
    expect(gif.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const tooMany = await failure(
      post(
        '/utils/combine-pdfs',
        {},
        Array.from({ length: 101 }, (_, index) => file(`${index}.pdf`, pdf)),
      ),
    );
    expect(tooMany.code).toBe('TOO_MANY_FILES');
    expect(tooMany.detail).toEqual({ max: 100, current: 101 });

    const after = await post('/utils/combine-pdfs', {}, [file('a.pdf', pdf), file('b.pdf', pdf)]);
    expect(await pageSizes(await bytesOf(after.data ?? new Blob([])))).toHaveLength(2);
  });
});

describe('utilities (SPEC §7): PDF page to image', () => {
  it('answers the page asked for as <name>-p<page>.jpg at the dpi asked for', async () => {
    const pdf = await pdfOfSizes([
      [144, 72],
      [72, 144],
    ]);
    const second = toDownload(
      await post('/utils/pdf-page-to-image', { page: 2, dpi: 72 }, [file('Año 2025.pdf', pdf)]),
      'x',
    );
    expect(second.fileName).toBe('Año 2025-p2.jpg');
    expect(jpegSize(await bytesOf(second.blob))).toEqual([72, 144]);
    const first = toDownload(await post('/utils/pdf-page-to-image', {}, [file('.pdf', pdf)]), 'x');
    expect(first.fileName).toBe('archivo-p1.jpg');
    expect(jpegSize(await bytesOf(first.blob))).toEqual([300, 150]);
  });

  it('refuses bad input with a clear code and keeps serving', async () => {
    const pdf = await pdfOfSizes([[200, 200]]);
    const to = (fields: JsonDataFields<'pdfPageToImage'>, files: File[], token?: string) =>
      failure(post('/utils/pdf-page-to-image', fields, files, token));
    expect((await to({}, [file('a.pdf', pdf)], '')).status).toBe(401);
    const outside = await to({ page: 2 }, [file('a.pdf', pdf)]);
    expect(outside.code).toBe('PDF_PAGE_VALIDATION_ERROR');
    expect(outside.detail).toEqual({ page: 2, pages: 1 });
    expect((await to({ dpi: 1000 }, [file('a.pdf', pdf)])).code).toBe('BAD_REQUEST');
    expect((await to({}, [file('vacio.pdf', new Uint8Array())])).code).toBe(
      'FILE_VALIDATION_ERROR',
    );
    expect((await to({}, [file('nota.pdf', Buffer.from('plain text'))])).code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    const corrupt = await to({}, [file('rota.pdf', Buffer.from('%PDF-1.4 x'))]);
    expect(corrupt.code).toBe('PDF_PROCESSING_ERROR');
    expect(corrupt.detail).toEqual({ file: 'rota.pdf', reason: 'corrupt' });
    const two = await to({}, [file('a.pdf', pdf), file('b.pdf', pdf)]);
    expect(two.code).toBe('TOO_MANY_FILES');
    const after = await post('/utils/pdf-page-to-image', { dpi: 72 }, [file('a.pdf', pdf)]);
    expect(jpegSize(await bytesOf(after.data ?? new Blob([])))).toEqual([200, 200]);
  });
});

describe('utilities (SPEC §7): PDFs to ZIP', () => {
  it('answers archivos.zip with the PDFs unchanged under their own names', async () => {
    const first = await pdfOfSizes([[300, 400]]);
    const second = await pdfOfSizes([[100, 150]]);
    const download = toDownload(
      await post('/utils/pdfs-to-zip', {}, [
        file('Factura Año.pdf', first),
        file('factura año.pdf', second),
        file('../otra.pdf', second),
      ]),
      'x',
    );
    expect(download.fileName).toBe('archivos.zip');
    const entries = unzipSync(await bytesOf(download.blob));
    expect(Object.keys(entries)).toEqual(['Factura Año.pdf', 'factura año (2).pdf', 'otra.pdf']);
    expect(Buffer.from(entries['Factura Año.pdf'] ?? []).equals(Buffer.from(first))).toBe(true);
    expect(await pageSizes(entries['otra.pdf'] ?? new Uint8Array())).toEqual([[100, 150]]);
  });

  it('refuses bad input with a clear code and keeps serving', async () => {
    const pdf = await pdfOfSizes([[200, 200]]);
    const to = (files: File[], token?: string) =>
      failure(post('/utils/pdfs-to-zip', {}, files, token));
    expect((await to([file('a.pdf', pdf)], '')).status).toBe(401);
    const notPdf = await to([file('a.pdf', pdf), file('nota.pdf', Buffer.from('plain text'))]);
    expect(notPdf.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(notPdf.detail).toMatchObject({ file: 'nota.pdf' });
    const corrupt = await to([file('rota.pdf', Buffer.from('%PDF-1.4 x'))]);
    expect(corrupt.code).toBe('PDF_PROCESSING_ERROR');
    expect(corrupt.detail).toEqual({ file: 'rota.pdf', reason: 'corrupt' });
    expect((await to([file('vacio.pdf', new Uint8Array())])).code).toBe('FILE_VALIDATION_ERROR');
    const tooMany = await to(Array.from({ length: 101 }, (_, index) => file(`${index}.pdf`, pdf)));
    expect(tooMany.code).toBe('TOO_MANY_FILES');
    expect(tooMany.detail).toEqual({ max: 100, current: 101 });
    const after = await post('/utils/pdfs-to-zip', {}, [file('a.pdf', pdf)]);
    expect(Object.keys(unzipSync(await bytesOf(after.data ?? new Blob([]))))).toEqual(['a.pdf']);
  });
});
