import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { DocumentPage, ExtractedDocument, Run } from './extractor-types';
import {
  contextOf,
  createExtractorTestApp,
  dataOf,
  makeSpanishInvoice,
  makeZip,
  multipartFields,
  type ExtractorTestApp,
  type TestUser,
} from './testing/extractor-test-app';

let test: ExtractorTestApp;
let ana: TestUser;
let bob: TestUser;
let documentId: string;

beforeAll(async () => {
  test = await createExtractorTestApp();
  ana = await test.signIn();
  bob = await test.signIn();
  expect((await test.saveConfiguration(ana)).statusCode).toBe(200);
  const invoice = await makeSpanishInvoice();
  const run = dataOf<Run>(
    await test.extractZip(ana, 'Facturas', makeZip({ 'a.pdf': invoice, 'b.pdf': invoice })),
  );
  await test.runJob(run.run_id);
  documentId = run.documents[0]?.document_id ?? '';
});

afterAll(async () => {
  await test.close();
});

/** updateDocument as the web sends it: a multipart form. */
async function update(user: TestUser, fields: Record<string, unknown>) {
  const body = await multipartFields({
    json_data: JSON.stringify(contextOf(user)),
    ...Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [
        name,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ),
  });
  return test.call(user, {
    method: 'POST',
    url: '/extractor/documents/update',
    payload: body.payload,
    headers: body.headers,
  });
}

describe('verifying and editing a document (SPEC §4, §5, §7)', () => {
  it('verifies by hand: manually_verified sets verified_at, another state clears it', async () => {
    const verified = await update(ana, { document_id: documentId, state: 'manually_verified' });
    expect(verified.json()).toMatchObject({ success: true });
    expect(verified.statusCode).toBe(200);
    expect(dataOf<ExtractedDocument>(verified)).toMatchObject({ state: 'manually_verified' });
    expect(dataOf<ExtractedDocument>(verified).verified_at).not.toBeNull();
    const reopened = await update(ana, { document_id: documentId, state: 'requires_verification' });
    expect(dataOf<ExtractedDocument>(reopened)).toMatchObject({ verified_at: null });
  });

  it('takes the same fields URL-encoded', async () => {
    const response = await test.call(ana, {
      method: 'POST',
      url: '/extractor/documents/update',
      payload: new URLSearchParams({
        document_id: documentId,
        state: 'verified',
        json_data: JSON.stringify(contextOf(ana)),
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(dataOf<ExtractedDocument>(response)).toMatchObject({ state: 'verified' });
  });

  it('refuses setting the engine’s own state', async () => {
    const response = await update(ana, { document_id: documentId, state: 'auto_verified' });
    expect(response.json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
      detail: { reason: 'state_not_allowed' },
    });
  });

  it('saves edited values normalised, and names added to this document only', async () => {
    const document = dataOf<ExtractedDocument>(
      await test.call(ana, { method: 'GET', url: `/extractor/documents/${documentId}` }),
    );
    const response = await update(ana, {
      document_id: documentId,
      updated_data: {
        headers: { total: '2.300,50', pedido: 'P-77' },
        available_fields: {
          headers: [...document.available_fields.headers, 'pedido'],
          details: document.available_fields.details,
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const edited = dataOf<ExtractedDocument>(response);
    expect(edited.headers['total']).toMatchObject({ value: 2300.5, edited: true, page: 1 });
    expect(edited.headers['pedido']).toMatchObject({ value: 'P-77', edited: true });
    expect(edited.headers['numero_factura']).toEqual(document.headers['numero_factura']);
    // The other document of the configuration has no such header.
    const page = dataOf<DocumentPage>(
      await test.call(ana, {
        method: 'GET',
        url: '/extractor/results',
        query: { ...contextOf(ana), config_name: 'Facturas' },
      }),
    );
    const other = page.items.find((item) => item.document_id !== documentId);
    expect(other?.available_fields.headers).not.toContain('pedido');
  });

  it('refuses a header that already exists (SPEC §5 "The header already exists")', async () => {
    const response = await update(ana, {
      document_id: documentId,
      updated_data: { available_fields: { headers: ['total', 'Total'] } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
      detail: { reason: 'header_exists', name: 'Total' },
    });
  });

  it('answers another user’s document as not found', async () => {
    const response = await update(bob, { document_id: documentId, state: 'verified' });
    expect(response.json()).toMatchObject({ errorCode: 'RESOURCE_NOT_FOUND' });
  });

  it('filters results by state', async () => {
    const response = await test.call(ana, {
      method: 'GET',
      url: '/extractor/results',
      query: { ...contextOf(ana), config_name: 'Facturas', state: 'verified' },
    });
    expect(dataOf<DocumentPage>(response).items.map((item) => item.document_id)).toEqual([
      documentId,
    ]);
  });
});

describe('document pages and deletion', () => {
  it('answers a page as a JPEG at 110 dpi, and no page past the last', async () => {
    const response = await test.call(ana, {
      method: 'GET',
      url: `/extractor/documents/${documentId}/pages/1`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const missing = await test.call(ana, {
      method: 'GET',
      url: `/extractor/documents/${documentId}/pages/2`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes a document from the list, keeping its PDF in Files', async () => {
    const files = async () =>
      (await test.db.selectFrom('files').select('id').where('user_id', '=', ana.id).execute())
        .length;
    const before = await files();
    const refused = await test.call(ana, {
      method: 'DELETE',
      url: '/extractor/documents',
      payload: { ...contextOf(ana), document_id: documentId, config_name: 'Otra' },
    });
    expect(refused.statusCode).toBe(404);
    const deleted = await test.call(ana, {
      method: 'DELETE',
      url: '/extractor/documents',
      payload: { ...contextOf(ana), document_id: documentId, config_name: 'Facturas' },
    });
    expect(deleted.json()).toEqual({ success: true, count: 1 });
    const gone = await test.call(ana, { method: 'GET', url: `/extractor/documents/${documentId}` });
    expect(gone.statusCode).toBe(404);
    expect(await files()).toBe(before);
  });
});
