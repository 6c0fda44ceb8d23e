import { describe, expect, it } from 'vitest';

import { instantClock, recordingServers } from './testing/recording-server';

const serve = recordingServers();

const DOCUMENT_ID = '00000000-0000-4000-8000-0000000000d1';
const ROW = {
  _id: '00000000-0000-4000-8000-0000000000b1',
  config_name: 'Facturas',
  date: '2031-05-01T10:00:00.000Z',
  document_id: DOCUMENT_ID,
  data: { headers: { Total: 121 }, items: [] },
  files: [{ file_id: '00000000-0000-4000-8000-0000000000f1', file_name: 'a.pdf' }],
};

describe('the document database of the extractor resource', () => {
  it("sends documents filed under the configuration at the client clock's now", async () => {
    const { server, folio } = await serve(
      () => Response.json({ success: true, message: 'Data sent', data: [ROW] }, { status: 201 }),
      instantClock(Date.parse(ROW.date)),
    );

    const rows = await folio.extractor.database.send('Facturas', [DOCUMENT_ID]);

    expect(rows).toEqual([ROW]);
    const jsonData = (await server.requests[0]?.formData())?.get('json_data');
    expect(new URL(server.requests[0]?.url ?? '').pathname).toBe('/api/docdb/insert');
    expect(JSON.parse(typeof jsonData === 'string' ? jsonData : '{}')).toMatchObject({
      user: 'ana@example.com',
      configName: 'Facturas',
      date: ROW.date,
      document_ids: [DOCUMENT_ID],
    });
  });

  it('reads back every row of a configuration', async () => {
    const { server, folio } = await serve(() => Response.json({ success: true, data: [ROW] }));

    expect(await folio.extractor.database.list('Facturas')).toEqual([ROW]);
    expect(new URL(server.requests[0]?.url ?? '').pathname).toBe('/api/extractor/query-all');
    expect(await server.requests[0]?.json()).toMatchObject({
      user: 'ana@example.com',
      config_name: 'Facturas',
    });
  });
});
