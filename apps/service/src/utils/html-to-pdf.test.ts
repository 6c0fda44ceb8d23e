import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readPdf } from '../chromium/testing/read-pdf';
import { htmlPdfName } from './html-to-pdf';
import { context, startUtilsService, USER } from './testing/service';

describe('htmlPdfName', () => {
  it('is documento.pdf without a usable name (SPEC §7), else the name made safe', () => {
    expect(htmlPdfName(undefined)).toBe('documento.pdf');
    expect(htmlPdfName('  ')).toBe('documento.pdf');
    expect(htmlPdfName('..')).toBe('documento.pdf');
    expect(htmlPdfName('Informe Año 2025')).toBe('Informe Año 2025.pdf');
    expect(htmlPdfName('informe.html')).toBe('informe.pdf');
    expect(htmlPdfName('informe.PDF')).toBe('informe.pdf');
    expect(htmlPdfName('../../etc/passwd')).toBe('passwd.pdf');
    expect(htmlPdfName('a:b*c?.htm')).toBe('a_b_c_.pdf');
  });
});

describe('POST /utils/html-to-pdf', () => {
  let service: Awaited<ReturnType<typeof startUtilsService>>;
  beforeAll(async () => {
    service = await startUtilsService();
  });
  afterAll(async () => service.close());

  const post = (body: Record<string, unknown>, token: string | null = service.token) =>
    service.app.inject({
      method: 'POST',
      url: '/api/utils/html-to-pdf',
      payload: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const codeOf = (response: { json: () => unknown }) =>
    (response.json() as { errorCode?: string }).errorCode;

  it('answers documento.pdf with the HTML printed on A4', async () => {
    const response = await post({ ...context, html: '<h1>Hola, mundo</h1>' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="documento.pdf"; filename*=UTF-8''documento.pdf`,
    );
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.text).toContain('Hola, mundo');
    expect(pdf.papers).toEqual(['a4']);
  });

  it('names the PDF after `name` and prints on the paper asked for', async () => {
    const response = await post({
      ...context,
      html: '<p>carta apaisada</p>',
      name: 'Informe Año',
      pageSize: 'letter',
      landscape: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Informe A_o.pdf"; filename*=UTF-8''Informe%20A%C3%B1o.pdf`,
    );
    expect((await readPdf(response.rawPayload)).papers).toEqual(['letter landscape']);
  });

  it('refuses blank HTML with MISSING_PARAMETERS and a bad body with BAD_REQUEST', async () => {
    const blank = await post({ ...context, html: ' \n\t ' });
    expect(blank.statusCode).toBe(400);
    expect(codeOf(blank)).toBe('MISSING_PARAMETERS');
    expect(blank.json()).toMatchObject({ detail: { field: 'html' } });
    expect(codeOf(await post({ ...context }))).toBe('BAD_REQUEST');
    expect(codeOf(await post({ ...context, html: '<p>x</p>', pageSize: 'a3' }))).toBe(
      'BAD_REQUEST',
    );
  });

  it('refuses a caller without a token, and a user context that is not the token’s', async () => {
    const anonymous = await post({ ...context, html: '<p>x</p>' }, null);
    expect(anonymous.statusCode).toBe(401);
    const other = await post({ ...context, user: `otro.${USER}`, html: '<p>x</p>' });
    expect(other.statusCode).toBe(403);
    expect(codeOf(other)).toBe('FORBIDDEN');
    const company = await post({ ...context, empresa: 'otra', html: '<p>x</p>' });
    expect(codeOf(company)).toBe('FORBIDDEN');
  });
});
