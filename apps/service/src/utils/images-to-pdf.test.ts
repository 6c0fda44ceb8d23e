import { makePng } from '@folio/documents/testing/images';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { imagesToPdf } from './images-to-pdf';
import { sniffImage } from './images-to-pdf-frames';
import { UTILS_LIMITS } from './limits';
import { JPEG_40X30, pageSizes, WEBP_HEADER } from './testing/fixtures';
import { makeTiff } from './testing/images';
import { context, startUtilsService } from './testing/service';

/** A solid-colour image of the given size in a format sharp writes. */
const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 32, g: 96, b: 192, alpha: 0.5 } } });

/** The filters of the images a PDF embeds, in order: DCTDecode is a JPEG, FlateDecode a PNG. */
async function imageFilters(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object) => object.toString().includes('/Subtype /Image'))
    .map((object) => /\/Filter \/(\w+)/.exec(object.toString())?.[1] ?? 'none');
}

const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

const image = (name: string, bytes: Uint8Array) => ({ name, mimeType: 'image/*', bytes });

describe('imagesToPdf', () => {
  it('makes one page per image the size of the image, in order', async () => {
    const pdf = await imagesToPdf(
      [
        image('a.png', makePng(120, 80)),
        image('b.jpg', JPEG_40X30),
        image('c.png', makePng(10, 20)),
      ],
      'fit',
    );
    expect(await pageSizes(pdf)).toEqual([
      [120, 80],
      [40, 30],
      [10, 20],
    ]);
  });

  it('puts each image on an A4 page, landscape for a wide image', async () => {
    const pdf = await imagesToPdf(
      [image('tall.png', makePng(50, 90)), image('wide.jpg', JPEG_40X30)],
      'a4',
    );
    expect(await pageSizes(pdf)).toEqual([
      [595, 842],
      [842, 595],
    ]);
  });

  it('refuses other formats, empty files and broken images (SPEC §7), naming the file', async () => {
    await expect(imagesToPdf([image('x.gif', GIF)], 'fit')).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      detail: { file: 'x.gif' },
    });
    await expect(imagesToPdf([image('e.png', new Uint8Array())], 'fit')).rejects.toMatchObject({
      code: 'FILE_VALIDATION_ERROR',
      detail: { reason: 'empty' },
    });
    const broken = makePng(10, 10).subarray(0, 30);
    await expect(imagesToPdf([image('b.png', broken)], 'fit')).rejects.toMatchObject({
      code: 'FILE_VALIDATION_ERROR',
      detail: { file: 'b.png', reason: 'corrupt' },
    });
    await expect(imagesToPdf([image('x.webp', WEBP_HEADER)], 'fit')).rejects.toMatchObject({
      code: 'FILE_VALIDATION_ERROR',
      detail: { file: 'x.webp', reason: 'corrupt' },
    });
    const cut = makeTiff([[20, 20]]).subarray(0, 40);
    await expect(imagesToPdf([image('x.tif', cut)], 'fit')).rejects.toMatchObject({
      code: 'FILE_VALIDATION_ERROR',
      detail: { file: 'x.tif', reason: 'corrupt' },
    });
    expect(sniffImage(Buffer.from('%PDF-1.7'))).toBeUndefined();
  });
});

describe('imagesToPdf with WebP and TIFF', () => {
  it('makes a page per WebP image, the size of the image or A4', async () => {
    const webp = await solid(60, 40).webp().toBuffer();
    const fit = await imagesToPdf([image('a.webp', webp), image('b.png', makePng(10, 20))], 'fit');
    expect(await pageSizes(fit)).toEqual([
      [60, 40],
      [10, 20],
    ]);
    expect(await imageFilters(fit)).toEqual(['DCTDecode', 'FlateDecode']);
    const a4 = await imagesToPdf([image('a.webp', webp)], 'a4');
    expect(await pageSizes(a4)).toEqual([[842, 595]]);
  });

  it('keeps the transparency of a WebP image (embedded as PNG)', async () => {
    const webp = await solid(30, 30, 4).webp({ lossless: true }).toBuffer();
    const pdf = await imagesToPdf([image('alpha.webp', webp)], 'fit');
    expect(await pageSizes(pdf)).toEqual([[30, 30]]);
    // A PNG with alpha is an image plus its soft mask.
    expect(await imageFilters(pdf)).toEqual(['FlateDecode', 'FlateDecode']);
  });

  it('makes a page per frame of a multi-page TIFF, in order, between the other images', async () => {
    const tiff = makeTiff([
      [40, 30],
      [20, 50],
      [70, 10],
    ]);
    const pdf = await imagesToPdf(
      [image('scan.tiff', tiff), image('photo.jpg', JPEG_40X30)],
      'fit',
    );
    expect(await pageSizes(pdf)).toEqual([
      [40, 30],
      [20, 50],
      [70, 10],
      [40, 30],
    ]);
    const a4 = await imagesToPdf([image('scan.tif', tiff)], 'a4');
    expect(await pageSizes(a4)).toEqual([
      [842, 595],
      [595, 842],
      [842, 595],
    ]);
  });

  it('embeds a TIFF page without loss (as PNG), even a JPEG-compressed one', async () => {
    const jpegTiff = await solid(50, 50).tiff({ compression: 'jpeg' }).toBuffer();
    const pdf = await imagesToPdf(
      [image('j.tif', jpegTiff), image('raw.tif', makeTiff([[8, 8]]))],
      'fit',
    );
    expect(await pageSizes(pdf)).toEqual([
      [50, 50],
      [8, 8],
    ]);
    expect(await imageFilters(pdf)).toEqual(['FlateDecode', 'FlateDecode']);
  });
});

describe('imagesToPdf limits', () => {
  it('refuses a TIFF page over the pixel limit before decoding it', async () => {
    const tiff = Buffer.from(makeTiff([[8, 8]]));
    // The one IFD of an 8x8 page starts at 206: its width, height and rows per strip (fields 0,
    // 1 and 7, 12 bytes each) now say 20,000 x 20,000 pixels.
    for (const field of [0, 1, 7]) {
      tiff.writeUInt32LE(20_000, 206 + 2 + field * 12 + 8);
    }
    await expect(imagesToPdf([image('huge.tif', tiff)], 'fit')).rejects.toMatchObject({
      code: 'FILE_VALIDATION_ERROR',
      detail: { file: 'huge.tif', reason: 'too-many-pixels' },
    });
  });

  it('refuses a TIFF that takes the PDF past the page limit', async () => {
    const sizes = Array.from({ length: UTILS_LIMITS.maxPages + 1 }, (): [number, number] => [1, 1]);
    await expect(imagesToPdf([image('many.tif', makeTiff(sizes))], 'fit')).rejects.toMatchObject({
      code: 'FILE_TOO_MANY_PAGES',
      detail: { file: 'many.tif', max: UTILS_LIMITS.maxPages },
    });
  });
});

describe('POST /utils/images-to-pdf', () => {
  let service: Awaited<ReturnType<typeof startUtilsService>>;
  beforeAll(async () => {
    service = await startUtilsService();
  });
  afterAll(async () => service.close());

  it('answers imagen.pdf, fitting pages by default', async () => {
    const response = await service.post('images-to-pdf', context, [
      { name: 'foto.jpg', bytes: JPEG_40X30, type: 'image/jpeg' },
      { name: 'plano.png', bytes: makePng(64, 48), type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''imagen.pdf`);
    expect(await pageSizes(response.rawPayload)).toEqual([
      [40, 30],
      [64, 48],
    ]);
  });

  it('refuses an unknown page size, a GIF image and no token, and keeps serving', async () => {
    const png = { name: 'a.png', bytes: makePng(8, 8) };
    const size = await service.post('images-to-pdf', { ...context, pageSize: 'letter' }, [png]);
    expect(size.json()).toMatchObject({ errorCode: 'BAD_REQUEST', detail: { field: 'pageSize' } });
    const gif = await service.post('images-to-pdf', context, [{ name: 'a.gif', bytes: GIF }]);
    expect(gif.statusCode).toBe(415);
    const anonymous = await service.post('images-to-pdf', context, [png], null);
    expect(anonymous.statusCode).toBe(401);
    const a4 = await service.post('images-to-pdf', { ...context, pageSize: 'a4' }, [png]);
    expect(await pageSizes(a4.rawPayload)).toEqual([[595, 842]]);
  });

  it('takes WebP and multi-page TIFF uploads', async () => {
    const response = await service.post('images-to-pdf', context, [
      { name: 'foto.webp', bytes: await solid(64, 48).webp().toBuffer(), type: 'image/webp' },
      {
        name: 'scan.tiff',
        bytes: makeTiff([
          [30, 20],
          [20, 30],
        ]),
        type: 'image/tiff',
      },
    ]);
    expect(response.statusCode).toBe(200);
    expect(await pageSizes(response.rawPayload)).toEqual([
      [64, 48],
      [30, 20],
      [20, 30],
    ]);
  });
});
