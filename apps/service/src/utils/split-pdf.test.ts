import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { planSplit, zipStream } from './split-pdf';
import { makeEncryptedPdf, makePdf, pageSizes } from './testing/fixtures';
import { context, startUtilsService } from './testing/service';

const sizes = (count: number) =>
  Array.from({ length: count }, (_, index): [number, number] => [100 + index, 200 + index]);
const upload = async (count: number) => ({
  name: 'informe.pdf',
  mimeType: 'application/pdf',
  bytes: await makePdf(sizes(count)),
});

async function collect(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

describe('splitPdf', () => {
  it('makes one PDF per page without ranges', async () => {
    const { parts } = await planSplit(await upload(3), undefined);
    const made = [];
    for await (const part of parts()) {
      made.push({ name: part.name, sizes: await pageSizes(part.bytes) });
    }
    expect(made).toEqual([
      { name: 'informe_1.pdf', sizes: [[100, 200]] },
      { name: 'informe_2.pdf', sizes: [[101, 201]] },
      { name: 'informe_3.pdf', sizes: [[102, 202]] },
    ]);
  });

  it('makes one PDF per range, streamed as a ZIP', async () => {
    const { parts } = await planSplit(await upload(10), '1-3,5,8-');
    const entries = unzipSync(await collect(zipStream(parts())));
    expect(Object.keys(entries)).toEqual([
      'informe_01-03.pdf',
      'informe_05.pdf',
      'informe_08-10.pdf',
    ]);
    expect(await pageSizes(entries['informe_01-03.pdf'] ?? new Uint8Array())).toEqual(sizes(3));
    expect(await pageSizes(entries['informe_08-10.pdf'] ?? new Uint8Array())).toEqual(
      sizes(10).slice(7),
    );
  });

  it('refuses ranges outside the PDF and encrypted PDFs before any output', async () => {
    await expect(planSplit(await upload(3), '2-5')).rejects.toMatchObject({
      code: 'PDF_PAGE_VALIDATION_ERROR',
    });
    await expect(
      planSplit(
        { name: 'x.pdf', mimeType: 'application/pdf', bytes: await makeEncryptedPdf() },
        '',
      ),
    ).rejects.toMatchObject({ code: 'PDF_PROCESSING_ERROR', detail: { reason: 'encrypted' } });
  });
});

describe('POST /utils/split-pdf', () => {
  let service: Awaited<ReturnType<typeof startUtilsService>>;
  beforeAll(async () => {
    service = await startUtilsService();
  });
  afterAll(async () => service.close());

  it('answers archivos.zip with one PDF per range', async () => {
    const response = await service.post('split-pdf', { ...context, ranges: '2,3-' }, [
      { name: 'Año fiscal.pdf', bytes: await makePdf(sizes(4)) },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''archivos.zip`);
    const entries = unzipSync(response.rawPayload);
    expect(Object.keys(entries)).toEqual(['Año fiscal_2.pdf', 'Año fiscal_3-4.pdf']);
  });

  it('refuses bad ranges, two files, a non-PDF and no token, and keeps serving', async () => {
    const pdf = await makePdf(sizes(2));
    const badRanges = await service.post('split-pdf', { ...context, ranges: '1-x' }, [
      { name: 'a.pdf', bytes: pdf },
    ]);
    expect(badRanges.statusCode).toBe(400);
    expect(badRanges.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
    const outside = await service.post('split-pdf', { ...context, ranges: '3' }, [
      { name: 'a.pdf', bytes: pdf },
    ]);
    expect(outside.json()).toMatchObject({ errorCode: 'PDF_PAGE_VALIDATION_ERROR' });
    const two = await service.post('split-pdf', context, [
      { name: 'a.pdf', bytes: pdf },
      { name: 'b.pdf', bytes: pdf },
    ]);
    expect(two.json()).toMatchObject({
      errorCode: 'TOO_MANY_FILES',
      detail: { max: 1, current: 2 },
    });
    const notPdf = await service.post('split-pdf', context, [
      { name: 'a.pdf', bytes: Buffer.from('PK\x03\x04 not a pdf') },
    ]);
    expect(notPdf.statusCode).toBe(415);
    const anonymous = await service.post(
      'split-pdf',
      context,
      [{ name: 'a.pdf', bytes: pdf }],
      null,
    );
    expect(anonymous.statusCode).toBe(401);
    const after = await service.post('split-pdf', context, [{ name: 'a.pdf', bytes: pdf }]);
    expect(Object.keys(unzipSync(after.rawPayload))).toEqual(['a_1.pdf', 'a_2.pdf']);
  });
});
