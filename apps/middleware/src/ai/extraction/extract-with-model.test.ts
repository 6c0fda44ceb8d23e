import { readPdfText, type PageText } from '@folio/documents';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { runBuiltInEngine, type ExtractionResult } from '../../extractor/engine';
import {
  makeSpanishInvoice,
  SPANISH_CONFIGURATION,
} from '../../extractor/engine/testing/spanish-invoice';
import { createAiProviders } from '../ai-providers';
import { startMockLlmServer, type MockLlmServer } from '../testing/mock-llm-server';
import { extractWithModel } from './extract-with-model';
import type { ModelConfiguration } from './model-configuration';

const CONFIGURATION: ModelConfiguration = {
  ...SPANISH_CONFIGURATION,
  model: 'gpt-4o-mini',
  prompt: 'Las fechas están en español.',
  documentType: 'invoice',
};

/** What a good model answers for the generated invoice, in its own formats. */
const GOOD_ANSWER = {
  headers: {
    numero_factura: 'F-2024/0157',
    fecha: '2024-03-05',
    emisor: 'ACME Soluciones S.L.',
    nif_emisor: 'B12345678',
    base_imponible: 1891,
    iva: '397,11',
    total: 2288.11,
    moneda: '€',
    vencimiento: '04/04/2024',
  },
  items: [
    { concepto: 'Consultoría técnica\n(marzo de 2024)', cantidad: 10, precio: 60, importe: 600 },
    { concepto: 'Licencia anual software', cantidad: 1, precio: 1200, importe: 1200 },
    { concepto: 'Soporte remoto', cantidad: 2, precio: 45.5, importe: 91 },
  ],
};

let mock: MockLlmServer;
let pages: PageText[];
let builtin: ExtractionResult;

beforeAll(async () => {
  mock = await startMockLlmServer();
  const pdf = await makeSpanishInvoice();
  pages = (await readPdfText(pdf)).pages;
  builtin = await runBuiltInEngine({ configuration: SPANISH_CONFIGURATION, pages, pdf });
});
afterAll(async () => {
  await mock.close();
});
beforeEach(() => {
  mock.reset();
});

const providers = () =>
  createAiProviders(
    { openaiApiKey: 'sk-test', openaiBaseUrl: `${mock.url}/v1` },
    { timeoutMs: 5_000, retryDelayMs: 1 },
  );

const run = (configuration: ModelConfiguration = CONFIGURATION) =>
  extractWithModel(configuration, pages, builtin, { providers: providers() });

const valuesOf = (result: ExtractionResult) =>
  Object.fromEntries(Object.entries(result.fields).map(([name, field]) => [name, field.value]));

describe('extractWithModel', () => {
  it("normalises the model's values like the built-in engine and finds them on the page", async () => {
    mock.reply({ content: JSON.stringify(GOOD_ANSWER) });
    const outcome = await run();
    expect(outcome.engine).toBe('gpt-4o-mini');
    expect(outcome.warnings).toEqual([]);
    expect(valuesOf(outcome.result)).toEqual(valuesOf(builtin));
    const total = outcome.result.fields['total'];
    expect(total?.source?.page).toBe(1);
    expect(total?.source?.box.x).toBeGreaterThan(450);
    expect(total?.confidence).toBe(0.9);
    expect(outcome.result.warnings).toEqual([]);
  });

  it('finds line-item numbers on their own row, not on the first line holding them', async () => {
    mock.reply({ content: JSON.stringify(GOOD_ANSWER) });
    const { result } = await run();
    expect(result.rows).toHaveLength(3);
    const [first, second] = result.rows;
    const secondY = second?.cells['concepto']?.source?.box.y;
    expect(second?.cells['cantidad']?.value).toBe(1);
    expect(second?.cells['cantidad']?.source?.box.y).toBeCloseTo(secondY ?? -1, 0);
    expect(first?.cells['concepto']?.source?.box.height).toBeGreaterThan(15);
    expect(second?.source?.page).toBe(1);
  });

  it('sends the reading-order text, the prompt instruction and the schema of the configuration', async () => {
    mock.reply({ content: JSON.stringify(GOOD_ANSWER) });
    await run();
    const body = mock.requests[0]?.body as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: { json_schema: { schema: { properties: Record<string, unknown> } } };
    };
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.messages[0]?.content).toContain('Las fechas están en español.');
    expect(body.messages[1]?.content).toContain('Factura nº: F-2024/0157');
    expect(body.messages[1]?.content).toContain('- numero_factura (simple): Factura nº');
    expect(Object.keys(body.response_format.json_schema.schema.properties)).toEqual([
      'headers',
      'items',
    ]);
  });

  it('asks again after invalid JSON and keeps the second answer', async () => {
    mock.reply({ content: 'Sure! Here it is:' }, { content: JSON.stringify(GOOD_ANSWER) });
    const outcome = await run();
    expect(mock.requests).toHaveLength(2);
    expect(outcome.engine).toBe('gpt-4o-mini');
  });

  it('keeps the built-in result with llm_fallback after invalid JSON twice', async () => {
    mock.reply({ content: '{"headers": {' }, { content: 'no' }, { content: '{}' });
    const outcome = await run();
    expect(mock.requests).toHaveLength(2);
    expect(outcome).toEqual({ result: builtin, engine: 'builtin', warnings: ['llm_fallback'] });
  });

  it('treats JSON that is not an object like invalid JSON', async () => {
    mock.reply({ content: '[1, 2]' }, { content: '"text"' });
    const outcome = await run();
    expect(mock.requests).toHaveLength(2);
    expect(outcome.warnings).toEqual(['llm_fallback']);
  });

  it('falls back at once on a 4xx and after one retry on a 5xx', async () => {
    mock.reply({ status: 400 });
    expect((await run()).warnings).toEqual(['llm_fallback']);
    expect(mock.requests).toHaveLength(1);
    mock.reset();
    mock.reply({ status: 500 }, { status: 502 });
    expect((await run()).warnings).toEqual(['llm_fallback']);
    expect(mock.requests).toHaveLength(2);
  });

  it('answers with the built-in engine and llm_unavailable when the provider has no key', async () => {
    const outcome = await run({ ...CONFIGURATION, model: 'deepseek-chat' });
    expect(outcome).toEqual({ result: builtin, engine: 'builtin', warnings: ['llm_unavailable'] });
    expect(mock.requests).toHaveLength(0);
  });

  it('calls no model for a configuration without one', async () => {
    const outcome = await run({ ...CONFIGURATION, model: null });
    expect(outcome).toEqual({ result: builtin, engine: 'builtin', warnings: [] });
    expect(mock.requests).toHaveLength(0);
  });

  it("fills the fields the model left null from the built-in engine's result", async () => {
    const answer = { ...GOOD_ANSWER, headers: { ...GOOD_ANSWER.headers, nif_emisor: null } };
    mock.reply({ content: JSON.stringify(answer) });
    const { result } = await run();
    expect(result.fields['nif_emisor']).toEqual(builtin.fields['nif_emisor']);
  });

  it('checks the result like a built-in one: totals that do not add up are flagged', async () => {
    const answer = { ...GOOD_ANSWER, headers: { ...GOOD_ANSWER.headers, total: 2500 } };
    mock.reply({ content: JSON.stringify(answer) });
    const { result } = await run();
    expect(result.fields['total']).toMatchObject({ value: 2500, confidence: 0.5 });
    expect(result.fields['total']?.source).toBeUndefined();
    expect(result.warnings.map((warning) => warning.code)).toContain('TOTALS_MISMATCH');
  });

  it('throws the abort reason of a cancelled run', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(
      extractWithModel(CONFIGURATION, pages, builtin, {
        providers: providers(),
        signal: controller.signal,
      }),
    ).rejects.toThrow('cancelled');
  });
});
