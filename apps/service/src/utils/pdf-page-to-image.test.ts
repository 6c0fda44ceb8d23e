import { jpegSize } from '@folio/documents/testing/images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pdfPageToImage } from './pdf-page-to-image';
import { makeEncryptedPdf, makePdf } from './testing/fixtures';
import { context, startUtilsService } from './testing/service';

const upload = async (name = 'informe.pdf') => ({
  name,
  mimeType: 'application/pdf',
  bytes: await makePdf([
    [144, 72],
    [72, 144],
  ]),
});

describe('pdfPageToImage', () => {
  it('renders the page asked for at the resolution asked for', async () => {
    const first = await pdfPageToImage(await upload(), 1);
    expect(first.name).toBe('informe-p1.jpg');
    expect(jpegSize(first.bytes)).toEqual([300, 150]);
    const second = await pdfPageToImage(await upload('C:\\docs\\Año.PDF'), 2, 72);
    expect(second.name).toBe('Año-p2.jpg');
    expect(jpegSize(second.bytes)).toEqual([72, 144]);
    expect((await pdfPageToImage(await upload('.pdf'), 1, 72)).name).toBe('archivo-p1.jpg');
  });

  it('refuses a page outside the PDF and an encrypted PDF', async () => {
    await expect(pdfPageToImage(await upload(), 3)).rejects.toMatchObject({
      code: 'PDF_PAGE_VALIDATION_ERROR',
      detail: { page: 3, pages: 2 },
    });
    await expect(
      pdfPageToImage(
        { name: 'x.pdf', mimeType: 'application/pdf', bytes: await makeEncryptedPdf() },
        1,
      ),
    ).rejects.toMatchObject({ code: 'PDF_PROCESSING_ERROR', detail: { reason: 'encrypted' } });
  });
});

describe('POST /utils/pdf-page-to-image', () => {
  let service: Awaited<ReturnType<typeof startUtilsService>>;
  beforeAll(async () => {
    service = await startUtilsService();
  });
  afterAll(async () => service.close());

  it('answers the page as <name>-p<page>.jpg', async () => {
    const response = await service.post('pdf-page-to-image', { ...context, page: 2, dpi: 72 }, [
      await upload().then(({ name, bytes }) => ({ name, bytes })),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''informe-p2.jpg`);
    expect(jpegSize(response.rawPayload)).toEqual([72, 144]);
  });

  it('refuses bad options and files, and keeps serving', async () => {
    const { bytes } = await upload();
    const post = (options: Record<string, unknown>, files = [{ name: 'a.pdf', bytes }]) =>
      service.post('pdf-page-to-image', { ...context, ...options }, files);
    expect((await post({ page: 3 })).json()).toMatchObject({
      errorCode: 'PDF_PAGE_VALIDATION_ERROR',
      detail: { page: 3, pages: 2 },
    });
    expect((await post({ page: 0 })).json()).toMatchObject({
      errorCode: 'PDF_PAGE_VALIDATION_ERROR',
    });
    expect((await post({ page: 'uno' })).json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
      detail: { field: 'page' },
    });
    expect((await post({ dpi: 600 })).json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
      detail: { field: 'dpi' },
    });
    expect((await post({}, [{ name: 'a.pdf', bytes: Buffer.from('hola') }])).statusCode).toBe(415);
    expect((await post({}, [{ name: 'a.pdf', bytes: new Uint8Array() }])).json()).toMatchObject({
      errorCode: 'FILE_VALIDATION_ERROR',
    });
    expect(
      (await post({}, [{ name: 'a.pdf', bytes: Buffer.from('%PDF-1.4 roto') }])).json(),
    ).toMatchObject({ errorCode: 'PDF_PROCESSING_ERROR', detail: { reason: 'corrupt' } });
    const two = await post({}, [
      { name: 'a.pdf', bytes },
      { name: 'b.pdf', bytes },
    ]);
    expect(two.json()).toMatchObject({
      errorCode: 'TOO_MANY_FILES',
      detail: { max: 1, current: 2 },
    });
    const anonymous = await service.post(
      'pdf-page-to-image',
      context,
      [{ name: 'a.pdf', bytes }],
      null,
    );
    expect(anonymous.statusCode).toBe(401);
    const after = await post({});
    expect(after.statusCode).toBe(200);
    expect(jpegSize(after.rawPayload)).toEqual([300, 150]);
  });
});
