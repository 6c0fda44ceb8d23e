import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { combinePdfs } from './combine-pdfs';
import { makeEncryptedPdf, makePdf, pageSizes } from './testing/fixtures';
import { context, startUtilsService } from './testing/service';

const file = (name: string, bytes: Uint8Array) => ({ name, mimeType: 'application/pdf', bytes });
const codeOf = async (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (error: unknown) => (error as { code?: string }).code,
  );

describe('combinePdfs', () => {
  it('puts the pages of every PDF in the order given', async () => {
    const first = await makePdf([
      [100, 200],
      [110, 210],
    ]);
    const second = await makePdf([[300, 400]]);
    const combined = await combinePdfs([file('b.pdf', second), file('a.pdf', first)]);
    expect(await pageSizes(combined)).toEqual([
      [300, 400],
      [100, 200],
      [110, 210],
    ]);
  });

  it('refuses empty, non-PDF, corrupt and encrypted files with a code naming the file', async () => {
    const good = file('good.pdf', await makePdf([[100, 100]]));
    expect(await codeOf(combinePdfs([good, file('empty.pdf', new Uint8Array())]))).toBe(
      'FILE_VALIDATION_ERROR',
    );
    expect(await codeOf(combinePdfs([file('x.pdf', Buffer.from('hello world'))]))).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(await codeOf(combinePdfs([file('x.pdf', Buffer.from('%PDF-1.7\n garbage'))]))).toBe(
      'PDF_PROCESSING_ERROR',
    );
    await expect(combinePdfs([file('locked.pdf', await makeEncryptedPdf())])).rejects.toMatchObject(
      { code: 'PDF_PROCESSING_ERROR', detail: { file: 'locked.pdf', reason: 'encrypted' } },
    );
  });
});

describe('POST /utils/combine-pdfs', () => {
  let service: Awaited<ReturnType<typeof startUtilsService>>;
  beforeAll(async () => {
    service = await startUtilsService();
  });
  afterAll(async () => service.close());

  it('answers documento.pdf with the pages in order', async () => {
    const response = await service.post('combine-pdfs', context, [
      { name: 'uno.pdf', bytes: await makePdf([[100, 100]]) },
      {
        name: 'dos.pdf',
        bytes: await makePdf([
          [200, 200],
          [250, 250],
        ]),
      },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="documento.pdf"; filename*=UTF-8''documento.pdf`,
    );
    expect(await pageSizes(response.rawPayload)).toEqual([
      [100, 100],
      [200, 200],
      [250, 250],
    ]);
  });

  it('refuses a caller without a token with 401, and keeps serving after bad files', async () => {
    const pdf = await makePdf([[100, 100]]);
    const anonymous = await service.post(
      'combine-pdfs',
      context,
      [{ name: 'a.pdf', bytes: pdf }],
      null,
    );
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });

    const corrupt = await service.post('combine-pdfs', context, [
      { name: 'a.pdf', bytes: pdf },
      { name: 'rota.pdf', bytes: Buffer.from('%PDF-1.4 nothing') },
    ]);
    expect(corrupt.statusCode).toBe(422);
    expect(corrupt.json()).toMatchObject({
      errorCode: 'PDF_PROCESSING_ERROR',
      detail: { file: 'rota.pdf', reason: 'corrupt' },
    });

    const after = await service.post('combine-pdfs', context, [{ name: 'a.pdf', bytes: pdf }]);
    expect(after.statusCode).toBe(200);
  });

  it('refuses a body without files, without json_data, of another user or not multipart', async () => {
    const noFile = await service.post('combine-pdfs', context, []);
    expect(noFile.json()).toMatchObject({ errorCode: 'BAD_REQUEST', detail: { field: 'file' } });
    const pdf = await makePdf([[100, 100]]);
    const noJson = await service.post('combine-pdfs', undefined, [{ name: 'a.pdf', bytes: pdf }]);
    expect(noJson.json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
      detail: { field: 'json_data' },
    });
    const badJson = await service.post('combine-pdfs', '{nope', [{ name: 'a.pdf', bytes: pdf }]);
    expect(badJson.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
    const other = await service.post('combine-pdfs', { ...context, user: 'eve@example.com' }, [
      { name: 'a.pdf', bytes: pdf },
    ]);
    expect(other.statusCode).toBe(403);

    const json = await service.app.inject({
      method: 'POST',
      url: '/api/utils/combine-pdfs',
      payload: { json_data: '{}' },
      headers: { authorization: `Bearer ${service.token}` },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses more than 100 files with TOO_MANY_FILES, counting them all', async () => {
    const pdf = await makePdf([[100, 100]]);
    const files = Array.from({ length: 103 }, (_, index) => ({ name: `${index}.pdf`, bytes: pdf }));
    const response = await service.post('combine-pdfs', context, files);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errorCode: 'TOO_MANY_FILES',
      detail: { max: 100, current: 103 },
    });
  });
});
