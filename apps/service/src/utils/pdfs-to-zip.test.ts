import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { planPdfsZip } from './pdfs-to-zip';
import { makeEncryptedPdf, makePdf } from './testing/fixtures';
import { context, startUtilsService } from './testing/service';

const pdf = (width: number) => makePdf([[width, 100]]);
const upload = async (name: string, width = 100) => ({
  name,
  mimeType: 'application/pdf',
  bytes: await pdf(width),
});

describe('pdfsToZip', () => {
  it('keeps the names, made safe and told apart', async () => {
    const parts = await planPdfsZip([
      await upload('informe.pdf'),
      await upload('Informe.PDF'),
      await upload('../../etc/informe.pdf'),
      await upload('a:b?.pdf'),
      await upload('..'),
      await upload('notas'),
    ]);
    expect(parts.map((part) => part.name)).toEqual([
      'informe.pdf',
      'Informe (2).pdf',
      'informe (3).pdf',
      'a_b_.pdf',
      'documento.pdf',
      'notas.pdf',
    ]);
  });

  it('refuses a file that is not a readable PDF, naming it', async () => {
    await expect(
      planPdfsZip([
        await upload('a.pdf'),
        { name: 'x.pdf', mimeType: 'application/pdf', bytes: await makeEncryptedPdf() },
      ]),
    ).rejects.toMatchObject({
      code: 'PDF_PROCESSING_ERROR',
      detail: { file: 'x.pdf', reason: 'encrypted' },
    });
  });
});

describe('POST /utils/pdfs-to-zip', () => {
  let service: Awaited<ReturnType<typeof startUtilsService>>;
  beforeAll(async () => {
    service = await startUtilsService();
  });
  afterAll(async () => service.close());

  it('answers archivos.zip with the PDFs unchanged, in the order given', async () => {
    const first = await pdf(100);
    const second = await pdf(200);
    const response = await service.post('pdfs-to-zip', context, [
      { name: 'Año fiscal.pdf', bytes: second },
      { name: 'año fiscal.pdf', bytes: first },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''archivos.zip`);
    const entries = unzipSync(response.rawPayload);
    expect(Object.keys(entries)).toEqual(['Año fiscal.pdf', 'año fiscal (2).pdf']);
    expect(Buffer.from(entries['Año fiscal.pdf'] ?? []).equals(Buffer.from(second))).toBe(true);
    expect(Buffer.from(entries['año fiscal (2).pdf'] ?? []).equals(Buffer.from(first))).toBe(true);
  });

  it('refuses bad files, too many files and no token, and keeps serving', async () => {
    const bytes = await pdf(100);
    const post = (files: Array<{ name: string; bytes: Uint8Array }>) =>
      service.post('pdfs-to-zip', context, files);
    const notPdf = await post([
      { name: 'a.pdf', bytes },
      { name: 'nota.pdf', bytes: Buffer.from('hola') },
    ]);
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json()).toMatchObject({ detail: { file: 'nota.pdf' } });
    expect((await post([{ name: 'a.pdf', bytes: new Uint8Array() }])).json()).toMatchObject({
      errorCode: 'FILE_VALIDATION_ERROR',
    });
    expect(
      (await post([{ name: 'a.pdf', bytes: Buffer.from('%PDF-1.4 roto') }])).json(),
    ).toMatchObject({
      errorCode: 'PDF_PROCESSING_ERROR',
      detail: { file: 'a.pdf', reason: 'corrupt' },
    });
    const tooMany = await post(
      Array.from({ length: 101 }, (_, index) => ({ name: `${index}.pdf`, bytes })),
    );
    expect(tooMany.json()).toMatchObject({
      errorCode: 'TOO_MANY_FILES',
      detail: { max: 100, current: 101 },
    });
    expect((await service.post('pdfs-to-zip', context, [], undefined)).json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
    });
    const anonymous = await service.post('pdfs-to-zip', context, [{ name: 'a.pdf', bytes }], null);
    expect(anonymous.statusCode).toBe(401);
    const after = await post([{ name: 'a.pdf', bytes }]);
    expect(Object.keys(unzipSync(after.rawPayload))).toEqual(['a.pdf']);
  });
});
