import { renderPdfPage } from '@folio/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ConfigureDocumentData } from './extractor-types';
import {
  createExtractorTestApp,
  dataOf,
  INVOICE_ATTRIBUTES,
  makeSpanishInvoice,
  type ExtractorTestApp,
  type TestUser,
} from './testing/extractor-test-app';

let test: ExtractorTestApp;
let ana: TestUser;
let invoice: Uint8Array;

beforeAll(async () => {
  test = await createExtractorTestApp();
  ana = await test.signIn();
  invoice = await makeSpanishInvoice();
});

afterAll(async () => {
  await test.close();
});

const configure = (
  user: TestUser,
  file: { name: string; bytes: Uint8Array; type?: string },
  fields: Record<string, unknown> = {},
) =>
  test.form(user, '/extractor/configure-document', { document_type: 'invoice', ...fields }, [file]);

type Suggestion = { name: string; placement: string; detail: string | null; example?: unknown };

describe('configureDocument (the wizard, SPEC §2, §7)', () => {
  it('answers page images and attributes suggested from the labels of the example', async () => {
    const balance = await test.balanceOf(ana);
    const response = await configure(ana, { name: 'ejemplo.pdf', bytes: invoice });
    expect(response.statusCode).toBe(200);
    const data = dataOf<ConfigureDocumentData>(response);
    expect(data.file_name).toBe('ejemplo.pdf');
    expect(data.pages).toHaveLength(1);
    expect(data.pages[0]).toMatchObject({ page: 1, width: 595, height: 842 });
    expect(data.pages[0]?.image).toMatch(/^data:image\/jpeg;base64,\/9j\//u);
    const byName = new Map(
      (data.suggested_attributes as Suggestion[]).map((suggestion) => [
        suggestion.name,
        suggestion,
      ]),
    );
    expect(byName.get('invoice_number')).toMatchObject({
      placement: 'header',
      detail: 'Factura nº',
      example: { value: 'F-2024/0157', page: 1 },
    });
    expect(byName.get('total')).toMatchObject({ example: { value: 2288.11 } });
    expect(byName.get('date')).toMatchObject({ example: { value: '2024-03-05' } });
    expect(byName.get('amount')).toMatchObject({ placement: 'detail', example: { value: 600 } });
    expect(data.extracted).toBeUndefined();
    // Its one page is spent, and the example is a file of the `extractor` folder.
    expect(await test.balanceOf(ana)).toBe(balance - 1);
    const file = await test.db
      .selectFrom('files as f')
      .innerJoin('folders as fo', 'fo.id', 'f.folder_id')
      .select(['fo.name', 'f.category'])
      .where('f.id', '=', data.file_id)
      .executeTakeFirstOrThrow();
    expect(file).toEqual({ name: 'extractor', category: 'config' });
  });

  it('tests a configuration on the example when attributes are given', async () => {
    const response = await configure(
      ana,
      { name: 'ejemplo.pdf', bytes: invoice },
      { attributes: INVOICE_ATTRIBUTES, config_name: 'Facturas' },
    );
    const { extracted } = dataOf<ConfigureDocumentData>(response);
    expect(extracted).toMatchObject({
      config_name: 'Facturas',
      state: 'auto_verified',
      headers: { numero_factura: { value: 'F-2024/0157' }, base_imponible: { value: 1891 } },
    });
    expect(extracted?.items).toHaveLength(3);
  });

  it('reads a scanned example (PNG) by OCR', async () => {
    const scan = await renderPdfPage(invoice, 1, { dpi: 150, format: 'png' });
    const response = await configure(ana, { name: 'escaneo.png', bytes: scan.data });
    expect(response.statusCode).toBe(200);
    const names = (
      dataOf<ConfigureDocumentData>(response).suggested_attributes as Suggestion[]
    ).map((suggestion) => suggestion.name);
    expect(names).toEqual(expect.arrayContaining(['invoice_number', 'total']));
  });

  it('refuses an example it cannot read, and one the balance cannot pay for', async () => {
    const text = await configure(ana, {
      name: 'notas.txt',
      bytes: new TextEncoder().encode('hola'),
    });
    expect(text.json()).toMatchObject({ errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
    const poor = await test.signIn();
    await test.setBalance(poor, 0);
    const refused = await configure(poor, { name: 'ejemplo.pdf', bytes: invoice });
    expect(refused.json()).toMatchObject({
      errorCode: 'INSUFFICIENT_BALANCE',
      detail: { required: 1, available: 0 },
    });
  });
});
