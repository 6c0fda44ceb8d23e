import { describe, expect, it } from 'vitest';

import { createFolioClients } from './clients';
import { jsonDataForm } from './json-data-form';
import { userContext } from './user-context';

/** Clients whose hosts record the one request they get and answer `answer`. */
function observedClients(answer: unknown) {
  const seen: Request[] = [];
  const clients = createFolioClients({
    middlewareUrl: 'http://m.test/api',
    serviceUrl: 'http://s.test/api',
    fetch: async (request) => {
      seen.push(request);
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { clients, seen };
}

const pdf = (name: string, text: string) => new File([text], name, { type: 'application/pdf' });

describe('jsonDataForm', () => {
  it('sends json_data first, then repeated file parts, as multipart/form-data (SPEC §7)', async () => {
    const { clients, seen } = observedClients({ success: true, data: {} });
    await clients.middleware.POST('/storage/upload', {
      ...jsonDataForm(
        'uploadFiles',
        { ...userContext('ana@example.com'), topico: 'facturas' },
        { file: [pdf('a.pdf', 'a'), pdf('b.pdf', 'b')] },
      ),
    });

    const [request] = seen;
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/u);
    const form = await request?.formData();
    expect([...(form?.keys() ?? [])]).toEqual(['json_data', 'file', 'file']);
    expect(JSON.parse(form?.get('json_data') as string)).toEqual({
      user: 'ana@example.com',
      empresa: 'demo',
      aplicacion: 'manager_extractor',
      modelo: 'global_manager_extractor',
      topico: 'facturas',
    });
    const files = form?.getAll('file') as File[];
    expect(files.map((file) => file.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(await files[1]?.text()).toBe('b');
  });

  it('sends one file, or the other fields of a form, as single parts', async () => {
    const { clients, seen } = observedClients({ success: true, data: {} });
    await clients.service.POST('/utils/split-pdf', {
      ...jsonDataForm(
        'splitPdf',
        { ...userContext('ana@example.com'), ranges: '1-2' },
        { file: pdf('a.pdf', 'a') },
      ),
      parseAs: 'blob',
    });
    await clients.middleware.POST('/extractor/documents/update', {
      ...jsonDataForm('updateDocument', userContext('ana@example.com'), {
        document_id: '4f1c2a7e-0000-4000-8000-000000000001',
        state: 'manually_verified',
      }),
    });

    const split = await seen[0]?.formData();
    expect((split?.getAll('file') as File[]).map((file) => file.name)).toEqual(['a.pdf']);
    const update = await seen[1]?.formData();
    expect([...(update?.keys() ?? [])]).toEqual(['json_data', 'document_id', 'state']);
    expect(update?.get('state')).toBe('manually_verified');
  });

  it('needs no parts for a call whose json_data is the whole body', async () => {
    const { clients, seen } = observedClients({ success: true, data: {} });
    await clients.middleware.POST('/docdb/get-file', {
      ...jsonDataForm('docdbGetFile', {
        ...userContext('ana@example.com'),
        _id: '4f1c2a7e-0000-4000-8000-000000000001',
      }),
    });

    const form = await seen[0]?.formData();
    expect([...(form?.keys() ?? [])]).toEqual(['json_data']);
  });
});
