import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createFakeChatbot, topicOf } from './testing/fake-chatbot';
import { renderChatbot } from './testing/render-chatbot';

const list = () => screen.findByRole('list', { name: 'Chatbot' });

describe('topics page', () => {
  it('lists each topic with its type, description, files and status (SPEC §2)', async () => {
    const chatbot = createFakeChatbot({
      topics: [
        topicOf('contratos', { file_count: 3, conversation_count: 2 }),
        topicOf('cuentas', { config_chatbot: 'estructurado', status: 'processing' }),
      ],
    });
    renderChatbot(chatbot, '/chatbot');

    const contratos = (
      await within(await list()).findByRole('link', { name: 'Open contratos' })
    ).closest('li');
    expect(contratos?.textContent).toContain('Conversational');
    expect(contratos?.textContent).toContain('Documents of contratos');
    expect(contratos?.textContent).toContain('3');
    expect(contratos?.textContent).toContain('2 conversations');
    expect(contratos?.textContent).toContain('Active');
    const cuentas = screen.getByRole('link', { name: 'Open cuentas' }).closest('li');
    expect(cuentas?.textContent).toContain('Accounting');
    expect(cuentas?.textContent).toContain('Processing');
    expect(screen.getByRole('link', { name: 'Open contratos' }).getAttribute('href')).toBe(
      '/chatbot/run-topic/contratos',
    );
    expect(screen.getByRole('link', { name: 'Search all my documents' }).getAttribute('href')).toBe(
      '/chatbot/run-topic/BUSQUEDA_GLOBAL',
    );
  });

  it('searches by name and description', async () => {
    const chatbot = createFakeChatbot({ topics: [topicOf('contratos'), topicOf('facturas')] });
    renderChatbot(chatbot, '/chatbot');
    await within(await list()).findByRole('link', { name: 'Open contratos' });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search topics' }), {
      target: { value: 'FACT' },
    });

    expect(screen.queryByRole('link', { name: 'Open contratos' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open facturas' })).toBeDefined();
  });

  it('deletes a topic after a confirmation, and says so (SPEC §8)', async () => {
    const chatbot = createFakeChatbot({ topics: [topicOf('contratos'), topicOf('facturas')] });
    const { server } = renderChatbot(chatbot, '/chatbot');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete contratos' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete the topic contratos and its conversations?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Topic deleted successfully')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open contratos' })).toBeNull());
    expect(server.calls('POST /api/chatbot/topics/delete')).toHaveLength(1);
  });

  it('shows an empty state that leads to creating the first topic', async () => {
    renderChatbot(createFakeChatbot(), '/chatbot');

    expect(await screen.findByText('You have no topics yet.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Create your first topic' }).getAttribute('href')).toBe(
      '/chatbot/new-topic',
    );
  });

  it('speaks Spanish with its accents', async () => {
    renderChatbot(
      createFakeChatbot({ topics: [topicOf('contratos', { conversation_count: 1 })] }),
      '/chatbot',
      {
        browserLanguage: 'es-ES',
      },
    );

    const item = (await screen.findByRole('link', { name: 'Abrir contratos' })).closest('li');
    expect(item?.textContent).toContain('1 conversación');
    expect(screen.getByRole('link', { name: 'Nuevo tema' })).toBeDefined();
  });
});
