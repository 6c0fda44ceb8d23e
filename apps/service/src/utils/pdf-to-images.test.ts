import { jpegSize } from '@folio/documents/testing/images';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pagesOf, planPageImages } from './pdf-to-images';
import { zipStream } from './split-pdf';
import { makeEncryptedPdf, makePdf } from './testing/fixtures';
import { context, startUtilsService } from './testing/service';

/** Three pages whose sizes tell them apart: 144x72, 72x144, 72x72 points (2, 1, 1 inches). */
const upload = async (name = 'informe.pdf') => ({
  name,
  mimeType: 'application/pdf',
  bytes: await makePdf([
    [144, 72],
    [72, 144],
    [72, 72],
  ]),
});

async function collect(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/** Each entry of a ZIP of JPEGs with its pixel size. */
const imageSizes = (zip: Uint8Array) =>
  Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, jpegSize(bytes)]);

describe('pagesOf', () => {
  it('lists the pages of the ranges in the order written, each once', () => {
    expect(
      pagesOf([
        { from: 2, to: 3 },
        { from: 1, to: 1 },
        { from: 2, to: 2 },
      ]),
    ).toEqual([2, 3, 1]);
  });
});

describe('pdfToImages', () => {
  it('renders every page as <name>-p<page>.jpg at the resolution asked for', async () => {
    const { pages, images } = await planPageImages(await upload(), undefined, 72);
    expect(pages).toEqual([1, 2, 3]);
    expect(imageSizes(await collect(zipStream(images())))).toEqual([
      ['informe-p1.jpg', [144, 72]],
      ['informe-p2.jpg', [72, 144]],
      ['informe-p3.jpg', [72, 72]],
    ]);
  });

  it('renders only the pages of the ranges, the image size following the dpi', async () => {
    const { images } = await planPageImages(await upload('Año.PDF'), '3,1-2', 150);
    expect(imageSizes(await collect(zipStream(images())))).toEqual([
      ['Año-p3.jpg', [150, 150]],
      ['Año-p1.jpg', [300, 150]],
      ['Año-p2.jpg', [150, 300]],
    ]);
  });

  it('refuses ranges outside the PDF and an encrypted PDF before rendering', async () => {
    await expect(planPageImages(await upload(), '2-5', 150)).rejects.toMatchObject({
      code: 'PDF_PAGE_VALIDATION_ERROR',
      detail: { range: '2-5', pages: 3 },
    });
    const encrypted = {
      name: 'x.pdf',
      mimeType: 'application/pdf',
      bytes: await makeEncryptedPdf(),
    };
    await expect(planPageImages(encrypted, undefined, 150)).rejects.toMatchObject({
      code: 'PDF_PROCESSING_ERROR',
      detail: { file: 'x.pdf', reason: 'encrypted' },
    });
  });
});

describe('POST /utils/pdf-to-images', () => {
  let service: Awaited<ReturnType<typeof startUtilsService>>;
  beforeAll(async () => {
    service = await startUtilsService();
  });
  afterAll(async () => service.close());

  it('answers archivos.zip of JPEGs at 150 dpi by default (SPEC §7)', async () => {
    const { name, bytes } = await upload();
    const response = await service.post('pdf-to-images', context, [{ name, bytes }]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''archivos.zip`);
    expect(imageSizes(response.rawPayload)).toEqual([
      ['informe-p1.jpg', [300, 150]],
      ['informe-p2.jpg', [150, 300]],
      ['informe-p3.jpg', [150, 150]],
    ]);
  });

  it('refuses bad options and files, and keeps serving', async () => {
    const { bytes } = await upload();
    const post = (options: Record<string, unknown>, files = [{ name: 'a.pdf', bytes }]) =>
      service.post('pdf-to-images', { ...context, ...options }, files);
    expect((await post({ dpi: 301 })).json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
      detail: { field: 'dpi', min: 72, max: 300 },
    });
    expect((await post({ dpi: 'alto' })).json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
    expect((await post({ ranges: 5 })).json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
      detail: { field: 'ranges' },
    });
    expect((await post({ ranges: 'todas' })).json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
    expect((await post({ ranges: '4-' })).json()).toMatchObject({
      errorCode: 'PDF_PAGE_VALIDATION_ERROR',
    });
    expect((await post({}, [{ name: 'a.pdf', bytes: Buffer.from('hola') }])).statusCode).toBe(415);
    expect((await post({}, [{ name: 'a.pdf', bytes: new Uint8Array() }])).json()).toMatchObject({
      errorCode: 'FILE_VALIDATION_ERROR',
    });
    expect(
      (await post({}, [{ name: 'rota.pdf', bytes: Buffer.from('%PDF-1.4 roto') }])).json(),
    ).toMatchObject({
      errorCode: 'PDF_PROCESSING_ERROR',
      detail: { file: 'rota.pdf', reason: 'corrupt' },
    });
    const two = await post({}, [
      { name: 'a.pdf', bytes },
      { name: 'b.pdf', bytes },
    ]);
    expect(two.json()).toMatchObject({ errorCode: 'TOO_MANY_FILES', detail: { max: 1 } });
    const anonymous = await service.post(
      'pdf-to-images',
      context,
      [{ name: 'a.pdf', bytes }],
      null,
    );
    expect(anonymous.statusCode).toBe(401);
    const after = await post({ ranges: '2', dpi: 72 });
    expect(imageSizes(after.rawPayload)).toEqual([['a-p2.jpg', [72, 144]]]);
  });
});
