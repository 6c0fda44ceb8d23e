import { describe, expect, it } from 'vitest';

import { recordingServers } from './testing/recording-server';

const serve = recordingServers();

const REQUEST_ID = '00000000-0000-4000-8000-0000000000c1';

describe('the extractor resource', () => {
  it('lists the collections with the owner only in the query', async () => {
    const collection = { config_name: 'Facturas', documents: 3, states: { verified: 3 } };
    const { server, folio } = await serve(() =>
      Response.json({ success: true, data: [collection] }),
    );

    expect(await folio.extractor.collections()).toEqual([collection]);
    const url = new URL(server.requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/extractor/collections');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      empresa: 'demo',
      user: 'ana@example.com',
    });
  });

  it('asks to train a topic with all the results, or with the documents named', async () => {
    const { server, folio } = await serve(() =>
      Response.json({ success: true, id: REQUEST_ID }, { status: 202 }),
    );

    expect(await folio.extractor.trainChatbot('Facturas', 'Proveedores')).toBe(REQUEST_ID);
    await folio.extractor.trainChatbot({ name: 'Facturas' }, 'Proveedores', {
      documentIds: ['d1'],
    });

    const [all, named] = await Promise.all(
      server.requests.map((request) => request.json() as Promise<Record<string, unknown>>),
    );
    expect(all).toMatchObject({ config_name: 'Facturas', topico: 'Proveedores' });
    expect(all).not.toHaveProperty('document_ids');
    expect(named).toMatchObject({ document_ids: ['d1'] });
  });
});
