import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  CITATION,
  createFakeChatbot,
  sseBody,
  storedFileOf,
  topicOf,
} from './testing/fake-chatbot';
import { renderChatbot } from './testing/render-chatbot';

const question = () => screen.findByLabelText('Your question');

/** A stream the test writes to, event by event, as a slow server would. */
function controlledStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start: (started) => {
      controller = started;
    },
  });
  return {
    body,
    write: (event: string, data: unknown) =>
      controller?.enqueue(encoder.encode(sseBody([[event, data]]))),
  };
}

function chatbotWithTopic() {
  return createFakeChatbot({ topics: [topicOf('contratos')] });
}

describe('conversation page', () => {
  it("creates a conversation named 'Nueva Conversación' through the rename call (SPEC §4)", async () => {
    const chatbot = chatbotWithTopic();
    const { server } = renderChatbot(chatbot, '/chatbot/run-topic/contratos');
    fireEvent.click(await screen.findByRole('button', { name: 'New conversation' }));

    const conversations = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(
      await within(conversations).findByRole('button', { name: 'Nueva Conversación' }),
    ).toBeDefined();
    expect(await screen.findByText('Conversation created successfully')).toBeDefined();
    const [rename] = server.calls('POST /api/chatbot/conversations/rename');
    expect(await rename?.text()).toContain('"descripcion":"Nueva Conversación"');
  });

  it('asks with Enter and shows the streamed Markdown answer, its engine and its citation (issue 10)', async () => {
    const chatbot = chatbotWithTopic();
    const { server } = renderChatbot(chatbot, '/chatbot/run-topic/contratos');
    const input = await question();
    fireEvent.change(input, { target: { value: '¿Cuál es el plazo?' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    const answer = await screen.findByText('30 días', { selector: 'strong' });
    const card = answer.closest<HTMLElement>('.chatbot-answer');
    expect(card?.textContent).toContain('El plazo es de');
    expect(within(card ?? document.body).getByText('Built-in engine')).toBeDefined();
    expect(screen.getByRole('button', { name: '[1] contrato.pdf p. 2' })).toBeDefined();
    const [call] = server.calls('POST /api/chatbot/messages/conversational');
    expect(call?.headers.get('accept')).toBe('text/event-stream');
    const body = (await call?.text()) ?? '';
    expect(body).toContain('"prompt":"¿Cuál es el plazo?"');
    expect(body).toContain('"topico":"contratos"');
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it('breaks the line with Shift+Enter instead of sending', async () => {
    const chatbot = chatbotWithTopic();
    const { server } = renderChatbot(chatbot, '/chatbot/run-topic/contratos');
    const input = await question();
    fireEvent.change(input, { target: { value: 'Primera línea' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });

    expect(screen.getByRole('button', { name: 'Send' })).toBeDefined();
    expect(server.calls('POST /api/chatbot/messages/conversational')).toHaveLength(0);
  });

  it('shows the answer as it streams and stops it with Stop, keeping what arrived', async () => {
    const chatbot = chatbotWithTopic();
    const stream = controlledStream();
    chatbot.state.answer = stream.body;
    renderChatbot(chatbot, '/chatbot/run-topic/contratos');
    const input = await question();
    fireEvent.change(input, { target: { value: 'Resume el contrato' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    await screen.findByRole('button', { name: 'Stop answering' });
    stream.write('start', { message_id: 'm-1', conversation_id: 'c-1', engine: 'builtin' });
    stream.write('delta', { text: 'El contrato regula' });
    expect(await screen.findByText('El contrato regula')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Stop answering' }));

    expect(await screen.findByText('The answer was stopped.')).toBeDefined();
    expect(screen.getByText('El contrato regula')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDefined();
  });

  it('sends a message with a PDF to the document route, and refuses Excel and a fifth file (SPEC §5)', async () => {
    const chatbot = chatbotWithTopic();
    const { server } = renderChatbot(chatbot, '/chatbot/run-topic/contratos');
    const input = await question();
    const attach = screen.getByLabelText('Attach files');

    fireEvent.change(attach, { target: { files: [new File(['PK'], 'cuentas.xlsx')] } });
    fireEvent.change(input, { target: { value: 'Suma' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/^Excel files are not allowed/)).toBeDefined();

    const pdfs = ['a', 'b', 'c', 'd', 'e'].map((name) => new File(['%PDF'], `${name}.pdf`));
    fireEvent.change(attach, { target: { files: pdfs } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Maximum 4 files allowed. You have selected 5.')).toBeDefined();

    fireEvent.change(attach, { target: { files: [new File(['%PDF'], 'anexo.pdf')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: '[1] contrato.pdf p. 2' });
    expect(server.calls('POST /api/chatbot/messages/document')).toHaveLength(1);
    expect(server.calls('POST /api/chatbot/messages/conversational')).toHaveLength(0);
  });

  it("opens a citation in the file's preview with the quoted text marked (issue 10)", async () => {
    const chatbot = chatbotWithTopic();
    const cited = storedFileOf(CITATION.file_id, CITATION.filename);
    const { server } = renderChatbot(chatbot, '/chatbot/run-topic/contratos', {
      routes: {
        [`GET /api/storage/files/${CITATION.file_id}`]: () =>
          Response.json({ success: true, data: cited }),
        'POST /api/storage/files/preview': () =>
          Response.json({
            success: true,
            data: {
              kind: 'text',
              file: cited,
              text: 'Cláusula 3. El plazo es de 30 días. Firmado.',
            },
          }),
      },
    });
    const input = await question();
    fireEvent.change(input, { target: { value: '¿Plazo?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await screen.findByRole('button', { name: '[1] contrato.pdf p. 2' });
    // The chip of the finished answer, not the streaming one it replaces.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Stop answering' })).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: '[1] contrato.pdf p. 2' }));

    const preview = await screen.findByText('Cláusula 3.', { exact: false, selector: 'pre' });
    expect(within(preview).getByText(CITATION.quote).tagName).toBe('MARK');
    expect(server.calls(`GET /api/storage/files/${CITATION.file_id}`)).toHaveLength(1);
  });

  it('renames and deletes a conversation after a confirmation', async () => {
    const chatbot = chatbotWithTopic();
    renderChatbot(chatbot, '/chatbot/run-topic/contratos');
    fireEvent.click(await screen.findByRole('button', { name: 'New conversation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Nueva Conversación' }));

    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Conversation name'), {
      target: { value: 'Plazos' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Plazos' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Plazos' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Delete the conversation Plazos?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Plazos' })).toBeNull());
    expect(await screen.findByText('Conversation deleted successfully')).toBeDefined();
  });

  it('does not render HTML that an answer carries (safe Markdown)', async () => {
    const chatbot = chatbotWithTopic();
    chatbot.state.answer = sseBody([
      ['start', { message_id: 'm-1', conversation_id: 'c-1', engine: 'builtin' }],
      ['delta', { text: 'Hola <img src=x onerror="alert(1)"> [enlace](javascript:alert(1))' }],
    ]);
    renderChatbot(chatbot, '/chatbot/run-topic/contratos');
    const input = await question();
    fireEvent.change(input, { target: { value: 'Hola' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    const link = await screen.findByText('enlace');
    expect(link.getAttribute('href') ?? '').not.toContain('javascript');
    expect(document.querySelector('.chatbot-answer img')).toBeNull();
  });

  it('adds files to the topic and shows the batch notice (SPEC §4 "Procesados")', async () => {
    const chatbot = chatbotWithTopic();
    const { server } = renderChatbot(chatbot, '/chatbot/run-topic/contratos');
    fireEvent.change(await screen.findByLabelText('Add files'), {
      target: { files: [new File(['PK docx'], 'anexo.docx')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Train' }));

    expect(await screen.findByText(/0 of 1 files trained/)).toBeDefined();
    expect(await screen.findByText('The training finished.', {}, { timeout: 4000 })).toBeDefined();
    expect(screen.getByText(/^Processed: /)).toBeDefined();
    expect(server.calls('POST /api/chatbot/train/conversational')).toHaveLength(1);
  });

  it('refuses Excel when adding files to a conversational topic', async () => {
    renderChatbot(chatbotWithTopic(), '/chatbot/run-topic/contratos');
    fireEvent.change(await screen.findByLabelText('Add files'), {
      target: { files: [new File(['PK'], 'cuentas.xls')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Train' }));

    expect(await screen.findByText(/^Excel files are not allowed/)).toBeDefined();
  });

  it('speaks Spanish', async () => {
    renderChatbot(chatbotWithTopic(), '/chatbot/run-topic/contratos', { browserLanguage: 'es' });

    expect(await screen.findByLabelText('Tu pregunta')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Nueva conversación' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Tema contratos' })).toBeDefined();
  });
});
