import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { imagesToPdf, sniffImage } from './images-to-pdf';
import { JPEG_40X30, makePng, pageSizes, WEBP_HEADER } from './testing/fixtures';
import { context, startUtilsService } from './testing/service';

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

  it('refuses WebP and other formats, empty files and broken images', async () => {
    await expect(imagesToPdf([image('x.webp', WEBP_HEADER)], 'fit')).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      detail: { file: 'x.webp' },
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
    expect(sniffImage(Buffer.from('%PDF-1.7'))).toBeUndefined();
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

  it('refuses an unknown page size, a WebP image and no token, and keeps serving', async () => {
    const png = { name: 'a.png', bytes: makePng(8, 8) };
    const size = await service.post('images-to-pdf', { ...context, pageSize: 'letter' }, [png]);
    expect(size.json()).toMatchObject({ errorCode: 'BAD_REQUEST', detail: { field: 'pageSize' } });
    const webp = await service.post('images-to-pdf', context, [
      { name: 'a.webp', bytes: WEBP_HEADER },
    ]);
    expect(webp.statusCode).toBe(415);
    const anonymous = await service.post('images-to-pdf', context, [png], null);
    expect(anonymous.statusCode).toBe(401);
    const a4 = await service.post('images-to-pdf', { ...context, pageSize: 'a4' }, [png]);
    expect(await pageSizes(a4.rawPayload)).toEqual([[595, 842]]);
  });
});
