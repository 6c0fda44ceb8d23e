import { describe, expect, it } from 'vitest';

import { createFolioClients } from '../clients';

import { createFolioFromClients } from './folio-from-clients';

describe('the documents of the extractor resource', () => {
  it('reviews a document with the user context in json_data and the edited data as JSON', async () => {
    const parts: Array<Record<string, string>> = [];
    const clients = createFolioClients({
      middlewareUrl: 'http://folio.test/api',
      serviceUrl: 'http://folio.test/api',
      fetch: async (request) => {
        const form = await request.formData();
        const fields: Record<string, string> = {};
        form.forEach((value, name) => {
          fields[name] = typeof value === 'string' ? value : '';
        });
        parts.push(fields);
        return Response.json({ success: true, data: { document_id: 'd1', state: 'verified' } });
      },
    });
    const folio = createFolioFromClients({ clients, url: '', username: () => 'ana@example.com' });
    const data = { headers: {}, items: [], available_fields: { headers: [], details: [] } };

    await folio.extractor.documents.update('d1', { state: 'manually_verified' });
    await folio.extractor.documents.update('d1', { data });

    expect(parts[0]).toMatchObject({ document_id: 'd1', state: 'manually_verified' });
    expect(parts[0]).not.toHaveProperty('updated_data');
    expect(JSON.parse(parts[0]?.['json_data'] ?? '{}')).toMatchObject({ user: 'ana@example.com' });
    expect(JSON.parse(parts[1]?.['updated_data'] ?? '{}')).toEqual(data);
    expect(parts[1]).not.toHaveProperty('state');
  });
});
