import { describe, expect, it } from 'vitest';

import { createFolioClients } from '../clients';

import { createFolioFromClients } from './folio-from-clients';

describe('the conversations of the chat resource', () => {
  it('sends the topic and conversation with the user context in json_data, and reads the lists', async () => {
    const forms: Array<{ path: string; jsonData: unknown }> = [];
    const clients = createFolioClients({
      middlewareUrl: 'http://folio.test/api',
      serviceUrl: 'http://folio.test/api',
      fetch: async (request) => {
        const form = await request.formData();
        const path = new URL(request.url).pathname;
        const jsonData = form.get('json_data');
        forms.push({ path, jsonData: typeof jsonData === 'string' ? JSON.parse(jsonData) : null });
        return path.endsWith('/list')
          ? Response.json({ conversations: [{ conversation_id: 'c1' }] })
          : Response.json({ conversations: [], conversation_id: 'c1' });
      },
    });
    const folio = createFolioFromClients({ clients, url: '', username: () => 'ana@example.com' });

    expect(await folio.chat.conversations.list('informes')).toEqual([{ conversation_id: 'c1' }]);
    await folio.chat.conversations.rename('informes', 'c1', 'Q1');
    await folio.chat.conversations.delete('informes', 'c1');

    expect(forms.map((form) => form.path)).toEqual([
      '/api/chatbot/conversations/list',
      '/api/chatbot/conversations/rename',
      '/api/chatbot/conversations/delete',
    ]);
    expect(forms[1]?.jsonData).toMatchObject({
      user: 'ana@example.com',
      empresa: 'demo',
      topico: 'informes',
      conversation_id: 'c1',
      descripcion: 'Q1',
    });
  });
});
