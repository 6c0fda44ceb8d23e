import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createFakeChatbot, topicOf } from './testing/fake-chatbot';
import { renderChatbot } from './testing/render-chatbot';

const PDF = new File(['%PDF-1.7 contrato'], 'contrato.pdf', { type: 'application/pdf' });
const XLSX = new File(['PK cuentas'], 'cuentas.xlsx');

async function fillForm(values: { name?: string; description?: string; file?: File }) {
  fireEvent.change(await screen.findByLabelText('Topic name'), {
    target: { value: values.name ?? '' },
  });
  fireEvent.change(screen.getByLabelText('Description'), {
    target: { value: values.description ?? '' },
  });
  if (values.file) {
    fireEvent.change(screen.getByLabelText('Reference file'), {
      target: { files: [values.file] },
    });
  }
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create topic' }));

describe('new topic page', () => {
  it('says what is missing, with the messages of SPEC §5', async () => {
    const chatbot = createFakeChatbot();
    const { server } = renderChatbot(chatbot, '/chatbot/new-topic');
    await fillForm({ name: 'mis contratos' });
    submit();

    expect(
      await screen.findByText(
        'The topic name can only contain letters and digits, without spaces or symbols.',
      ),
    ).toBeDefined();
    expect(screen.getByText('The description is required.')).toBeDefined();
    expect(screen.getByText('Choose a reference file.')).toBeDefined();
    expect(server.calls('POST /api/chatbot/configure')).toHaveLength(0);
  });

  it('refuses Excel in a conversational topic and a name already used', async () => {
    const chatbot = createFakeChatbot({ topics: [topicOf('contratos')] });
    renderChatbot(chatbot, '/chatbot/new-topic');
    await screen.findByLabelText('Topic name');
    await fillForm({ name: 'Contratos', description: 'Alquileres', file: XLSX });
    submit();

    expect(await screen.findByText(/^Excel files are not allowed/)).toBeDefined();
    expect(await screen.findByText(/A topic with this name already exists/)).toBeDefined();
  });

  it('creates the topic lower-cased, shows the training progress, then opens the topic (SPEC §4)', async () => {
    const chatbot = createFakeChatbot();
    const { server, app } = renderChatbot(chatbot, '/chatbot/new-topic');
    await fillForm({ name: 'Contratos', description: 'Alquileres', file: PDF });
    fireEvent.click(screen.getByLabelText(/Handwritten documents/));
    submit();

    expect(await screen.findByText(/0 of 1 files trained/)).toBeDefined();
    const [call] = server.calls('POST /api/chatbot/configure');
    const body = (await call?.text()) ?? '';
    expect(body).toContain('"topico":"contratos"');
    expect(body).toContain('"descripcion":"Alquileres"');
    expect(body).toContain('"mannuscrit":true');
    // jsdom's File reaches undici as a Blob, so the part's file name is not checked here.
    expect(body).toContain('name="file"; filename=');

    expect(
      await screen.findByText('Topic created successfully', {}, { timeout: 4000 }),
    ).toBeDefined();
    await waitFor(() => expect(app.pathname()).toBe('/chatbot/run-topic/contratos'));
  });

  it('creates an accounting topic from a workbook (issue 12)', async () => {
    const chatbot = createFakeChatbot();
    const { server } = renderChatbot(chatbot, '/chatbot/new-topic');
    await screen.findByLabelText('Topic name');
    fireEvent.click(screen.getByLabelText(/^Accounting/));
    await fillForm({ name: 'Cuentas', description: 'Facturas de 2024', file: XLSX });
    expect(screen.getByText(/^Accepted: .*XLSX/)).toBeDefined();
    submit();

    expect(await screen.findByText(/0 of 1 files trained/)).toBeDefined();
    const [call] = server.calls('POST /api/chatbot/configure');
    const body = (await call?.text()) ?? '';
    expect(body).toContain('"topico":"cuentas"');
    expect(body).toContain('"config_chatbot":"estructurado"');
  });
});
