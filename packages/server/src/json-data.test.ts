import { AppError } from '@folio/core';
import type { MiddlewareJsonData, ServiceJsonData } from '@folio/sdk';
import middlewareContract from '@folio/sdk/openapi/middleware.json' with { type: 'json' };
import serviceContract from '@folio/sdk/openapi/service.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';

import { createJsonDataReader } from './json-data';

const ana = { username: 'ana@example.com', familyId: 'f', tokenId: 't', expiresAt: new Date() };
const context = { user: 'ana@example.com', empresa: 'demo' };

const readService = createJsonDataReader<ServiceJsonData>(serviceContract);
const readMiddleware = createJsonDataReader<MiddlewareJsonData>(middlewareContract);

/** The AppError `read` throws, as code and detail. */
function refusalOf(read: () => unknown): { code: string; detail: unknown } {
  try {
    read();
  } catch (error) {
    if (error instanceof AppError) {
      return { code: error.code, detail: error.detail };
    }
    throw error;
  }
  throw new Error('json_data was accepted');
}

describe('createJsonDataReader', () => {
  it("answers json_data typed by its operation's contentSchema, defaults filled in", () => {
    const options = readService('pdfToImages', JSON.stringify({ ...context, ranges: '1-2' }), ana);
    expect(options).toEqual({ ...context, ranges: '1-2', dpi: 150 });
  });

  it.each([
    ['no json_data', undefined],
    ['text that is not JSON', '{nope'],
    ['JSON that is not an object', '[1]'],
    ['more than the call allows', JSON.stringify({ ...context, ranges: 'x'.repeat(70_000) })],
  ])('refuses %s with BAD_REQUEST on json_data (SPEC §7)', (_name, text) => {
    expect(refusalOf(() => readService('splitPdf', text, ana))).toEqual({
      code: 'BAD_REQUEST',
      detail: { field: 'json_data' },
    });
  });

  it('takes a longer json_data where the call allows it', () => {
    const text = JSON.stringify({ ...context, ranges: 'x'.repeat(70_000) });
    expect(readService('splitPdf', text, ana, { maxLength: 100_000 }).ranges).toHaveLength(70_000);
  });

  it("checks the user context against the token first (FORBIDDEN, DECISIONS.md 'The two hosts')", () => {
    const text = JSON.stringify({ user: 'bob@example.com', empresa: 'demo', dpi: 'alto' });
    expect(refusalOf(() => readService('pdfToImages', text, ana)).code).toBe('FORBIDDEN');
    expect(refusalOf(() => readService('combinePdfs', '{}', ana)).code).toBe('FORBIDDEN');
  });

  it('refuses a field the schema requires with MISSING_PARAMETERS naming it', () => {
    const text = JSON.stringify(context);
    expect(refusalOf(() => readMiddleware('searchFileContents', text, ana))).toEqual({
      code: 'MISSING_PARAMETERS',
      detail: { fields: ['prompt'] },
    });
  });

  it.each([
    [{ dpi: 301 }, { field: 'dpi', reason: 'out_of_range', min: 72, max: 300 }],
    [{ dpi: 'alto' }, { field: 'dpi', reason: 'not_integer' }],
    [{ ranges: 5 }, { field: 'ranges', reason: 'not_text' }],
  ])('refuses %j with BAD_REQUEST naming the field and why', (fields, detail) => {
    const text = JSON.stringify({ ...context, ...fields });
    expect(refusalOf(() => readService('pdfToImages', text, ana))).toEqual({
      code: 'BAD_REQUEST',
      detail,
    });
  });

  it('names the allowed values of a closed list, and the path of a nested value', () => {
    const size = JSON.stringify({ ...context, pageSize: 'letter' });
    expect(refusalOf(() => readService('imagesToPdf', size, ana)).detail).toEqual({
      field: 'pageSize',
      reason: 'unknown_pageSize',
      allowed: ['fit', 'a4', null],
    });
    const attributes = JSON.stringify({
      ...context,
      document_type: 'invoice',
      attributes: [{ name: 'total', type: 'money', placement: 'header' }],
    });
    expect(refusalOf(() => readMiddleware('configureDocument', attributes, ana)).detail).toEqual({
      field: 'attributes',
      reason: 'unknown_type',
      path: 'attributes.0.type',
      allowed: ['simple', 'table', 'text', 'date', 'number'],
    });
    const id = JSON.stringify({ ...context, document_type: 'invoice', example_file_id: 'file-1' });
    expect(refusalOf(() => readMiddleware('configureDocument', id, ana)).detail).toEqual({
      field: 'example_file_id',
      reason: 'not_uuid',
    });
  });
});
