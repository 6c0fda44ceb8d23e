import { renderPdfPage } from '@folio/documents';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startMockLlmServer, type MockLlmServer } from '../ai/testing/mock-llm-server';
import type { ConfigureDocumentData } from './extractor-types';
import {
  createExtractorTestApp,
  dataOf,
  INVOICE_ATTRIBUTES,
  makeSpanishInvoice,
  modelAnswer,
  type ExtractorTestApp,
  type TestUser,
} from './testing/extractor-test-app';

let test: ExtractorTestApp;
let llm: MockLlmServer;
let ana: TestUser;
let invoice: Uint8Array;

beforeAll(async () => {
  // OpenAI's protocol served locally: the models of the `openai` provider answer from `llm`.
  llm = await startMockLlmServer();
  test = await createExtractorTestApp({
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: `${llm.url}/v1`,
  });
  ana = await test.signIn();
  invoice = await makeSpanishInvoice();
});

afterAll(async () => {
  await Promise.all([test.close(), llm.close()]);
});

beforeEach(() => {
  llm.reset();
});

const configure = (
  user: TestUser,
  file: { name: string; bytes: Uint8Array; type?: string },
  fields: Record<string, unknown> = {},
) =>
  test.form(user, '/extractor/configure-document', { document_type: 'invoice', ...fields }, [file]);

/** configureDocument with json_data only: the example named by `example_file_id`. */
const configureStored = (user: TestUser, fields: Record<string, unknown>) =>
  test.form(user, '/extractor/configure-document', { document_type: 'invoice', ...fields }, []);

/** The files of a user's `extractor` folder. */
async function extractorFiles(user: TestUser): Promise<number> {
  const row = await test.db
    .selectFrom('files as f')
    .innerJoin('folders as fo', 'fo.id', 'f.folder_id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('f.user_id', '=', user.id)
    .where('fo.name', '=', 'extractor')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

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

describe("configureDocument on the stored example (example_file_id, the wizard's tests)", () => {
  /** Ana's example, uploaded once as the wizard's example step does. */
  async function uploadExample(): Promise<ConfigureDocumentData> {
    const response = await configure(ana, { name: 'ejemplo.pdf', bytes: invoice });
    expect(response.statusCode).toBe(200);
    return dataOf<ConfigureDocumentData>(response);
  }

  it('tests on the stored example without storing a copy, and spends its pages', async () => {
    const example = await uploadExample();
    const files = await extractorFiles(ana);
    const blobs = await test.countBlobs();
    const balance = await test.balanceOf(ana);

    for (let round = 0; round < 2; round++) {
      const response = await configureStored(ana, {
        example_file_id: example.file_id,
        attributes: INVOICE_ATTRIBUTES,
        config_name: 'Facturas',
      });
      expect(response.statusCode).toBe(200);
      const data = dataOf<ConfigureDocumentData>(response);
      expect(data).toMatchObject({ file_id: example.file_id, file_name: example.file_name });
      expect(data.pages).toHaveLength(1);
      expect(data.extracted).toMatchObject({
        file_id: example.file_id,
        engine: 'builtin',
        state: 'auto_verified',
        headers: { numero_factura: { value: 'F-2024/0157' } },
      });
    }

    expect(await extractorFiles(ana)).toBe(files);
    expect(await test.countBlobs()).toBe(blobs);
    expect(await test.balanceOf(ana)).toBe(balance - 2);
    expect(llm.requests).toHaveLength(0);
  });

  it("answers RESOURCE_NOT_FOUND for another user's file or an unknown id, spending nothing", async () => {
    const example = await uploadExample();
    const bruno = await test.signIn();
    const balance = await test.balanceOf(bruno);
    for (const id of [example.file_id, '00000000-0000-4000-8000-000000000000']) {
      const response = await configureStored(bruno, {
        example_file_id: id,
        attributes: INVOICE_ATTRIBUTES,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'RESOURCE_NOT_FOUND' });
    }
    expect(await test.balanceOf(bruno)).toBe(balance);
    expect(await extractorFiles(bruno)).toBe(0);
  });

  it('refuses both a file and example_file_id, neither, and a malformed id (BAD_REQUEST)', async () => {
    const example = await uploadExample();
    const files = await extractorFiles(ana);
    const balance = await test.balanceOf(ana);

    const both = await configure(
      ana,
      { name: 'ejemplo.pdf', bytes: invoice },
      { example_file_id: example.file_id, attributes: INVOICE_ATTRIBUTES },
    );
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
      detail: { field: 'example_file_id', reason: 'file_and_example_file_id' },
    });
    const neither = await configureStored(ana, { attributes: INVOICE_ATTRIBUTES });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ errorCode: 'BAD_REQUEST', detail: { field: 'file' } });
    const malformed = await configureStored(ana, { example_file_id: 'file-1' });
    expect(malformed.json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
      detail: { field: 'example_file_id', reason: 'not_uuid' },
    });

    expect(await extractorFiles(ana)).toBe(files);
    expect(await test.balanceOf(ana)).toBe(balance);
  });

  it('refuses an unknown model as saveConfiguration does (unknown_model)', async () => {
    const example = await uploadExample();
    const response = await configureStored(ana, {
      example_file_id: example.file_id,
      attributes: INVOICE_ATTRIBUTES,
      model: 'gpt-imaginario',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
      detail: { field: 'model', reason: 'unknown_model' },
    });
    const saved = await test.saveConfiguration(ana, {
      name: 'Imaginaria',
      model: 'gpt-imaginario',
    });
    expect(saved.json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
      detail: { field: 'model', reason: 'unknown_model' },
    });
    expect(llm.requests).toHaveLength(0);
  });

  it('runs the model step a run takes, with the prompt, and answers the model as the engine', async () => {
    const example = await uploadExample();
    llm.reply({ content: modelAnswer('MOD-777') });
    const response = await configureStored(ana, {
      example_file_id: example.file_id,
      attributes: INVOICE_ATTRIBUTES,
      model: 'gpt-4o-mini',
      prompt: 'Los importes están en euros',
    });
    expect(response.statusCode).toBe(200);
    const { extracted } = dataOf<ConfigureDocumentData>(response);
    expect(extracted).toMatchObject({
      engine: 'gpt-4o-mini',
      headers: { numero_factura: { value: 'MOD-777' } },
    });
    // The model left the lines out: the built-in engine's rows stay, as in a run.
    expect(extracted?.items).toHaveLength(3);
    expect(llm.requests).toHaveLength(1);
    expect(llm.requests[0]?.path).toBe('/v1/chat/completions');
    expect(llm.requests[0]?.body).toMatchObject({ model: 'gpt-4o-mini' });
    expect(JSON.stringify(llm.requests[0]?.body)).toContain('Los importes están en euros');
  });

  it('keeps the built-in result with llm_fallback when the model fails, as a run does', async () => {
    const example = await uploadExample();
    llm.reply({ status: 500, body: { error: { message: 'down' } } });
    const response = await configureStored(ana, {
      example_file_id: example.file_id,
      attributes: INVOICE_ATTRIBUTES,
      model: 'gpt-4o-mini',
    });
    expect(response.statusCode).toBe(200);
    const { extracted } = dataOf<ConfigureDocumentData>(response);
    expect(extracted?.engine).toBe('builtin');
    expect(extracted?.warnings).toContain('llm_fallback');
    expect(extracted?.headers['numero_factura']?.value).toBe('F-2024/0157');
  });
});
