import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { translate } from '@folio/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CliError } from '../../errors';

import { parseConfiguration, readConfigurationFile } from './configuration-file';

const VALID = {
  name: 'Facturas2024',
  document_type: 'invoice',
  prompt: 'Spanish invoices',
  attributes: [
    { name: 'invoice_number', type: 'simple', placement: 'header', detail: 'Factura nº' },
    { name: 'total', type: 'number', placement: 'header', required: true },
    { name: 'importe', type: 'number', placement: 'detail' },
  ],
};

/** The English message of the CliError that parsing `value` throws. */
function problemOf(value: unknown): string {
  try {
    parseConfiguration(typeof value === 'string' ? value : JSON.stringify(value), 'config.json');
  } catch (error) {
    if (error instanceof CliError) {
      return translate('en', error.messageKey, error.params);
    }
    throw error;
  }
  throw new Error('parsed without a problem');
}

describe('parseConfiguration', () => {
  it('reads a valid configuration, required false unless set', () => {
    expect(parseConfiguration(JSON.stringify(VALID), 'config.json')).toEqual({
      name: 'Facturas2024',
      document_type: 'invoice',
      prompt: 'Spanish invoices',
      attributes: [
        {
          name: 'invoice_number',
          type: 'simple',
          placement: 'header',
          detail: 'Factura nº',
          required: false,
        },
        { name: 'total', type: 'number', placement: 'header', required: true },
        { name: 'importe', type: 'number', placement: 'detail', required: false },
      ],
    });
  });

  it('reads the output of configs show --json, ignoring what the server sets', () => {
    const shown = {
      ...VALID,
      id: '0b6f7d8e-1c2a-4b3c-9d4e-5f6a7b8c9d0e',
      created_at: '2024-03-05T10:00:00Z',
      updated_at: '2024-03-05T10:00:00Z',
      last_run_at: null,
      document_count: 4,
    };
    const parsed = parseConfiguration(JSON.stringify(shown), 'config.json');
    expect(parsed).not.toHaveProperty('id');
    expect(parsed.name).toBe('Facturas2024');
  });

  it('names the file and the JSON error when the text is not JSON', () => {
    expect(problemOf('{"name": ')).toMatch(/^config\.json is not valid JSON: /);
  });

  it('refuses a list instead of an object', () => {
    expect(problemOf([VALID])).toBe('config.json must hold one JSON object, the configuration');
  });

  it('refuses a name that is not letters and digits (SPEC §5)', () => {
    expect(problemOf({ ...VALID, name: 'Facturas 2024' })).toBe(
      'config.json: name is required and must be letters and digits only, at most 100 characters',
    );
  });

  it('names the choices of an unknown document type', () => {
    expect(problemOf({ ...VALID, document_type: 'receipt' })).toBe(
      'config.json: document_type must be one of invoice, accounting, handwritten, other',
    );
  });

  it('names the attribute whose type is wrong', () => {
    const attributes = [...VALID.attributes, { name: 'x', type: 'money', placement: 'detail' }];
    expect(problemOf({ ...VALID, attributes })).toBe(
      'config.json: attributes[3].type must be one of simple, table, text, date, number',
    );
  });

  it('refuses an unknown field, so a typo is not silently dropped', () => {
    expect(problemOf({ ...VALID, documentType: 'invoice' })).toBe(
      'config.json: unknown field documentType',
    );
  });

  it('needs a header and a detail attribute (SPEC §5)', () => {
    const attributes = VALID.attributes.filter((attribute) => attribute.placement === 'header');
    expect(problemOf({ ...VALID, attributes })).toBe(
      'config.json: a configuration needs at least one header and one detail attribute',
    );
  });

  it('refuses an attribute name given twice in one placement, ignoring case', () => {
    const attributes = [...VALID.attributes, { name: 'TOTAL', type: 'text', placement: 'header' }];
    expect(problemOf({ ...VALID, attributes })).toBe(
      'config.json: the header attribute TOTAL is given twice',
    );
  });

  it('refuses a required flag that is not a boolean', () => {
    const attributes = [{ ...VALID.attributes[0], required: 'yes' }, ...VALID.attributes.slice(1)];
    expect(problemOf({ ...VALID, attributes })).toBe(
      'config.json: attributes[0].required must be true or false',
    );
  });
});

describe('readConfigurationFile', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'folio-extract-config-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads a file saved with a byte-order mark', async () => {
    const path = join(dir, 'bom.json');
    await writeFile(path, `\uFEFF${JSON.stringify(VALID)}`);
    await expect(readConfigurationFile(path)).resolves.toMatchObject({ name: 'Facturas2024' });
  });

  it('names a missing file', async () => {
    const path = join(dir, 'missing.json');
    await expect(readConfigurationFile(path)).rejects.toMatchObject({
      messageKey: 'cli.extract.inputMissing',
      params: { path },
    });
  });
});
