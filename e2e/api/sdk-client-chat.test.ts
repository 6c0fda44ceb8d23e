// The chat resource of @folio/sdk (issue 21) against the real servers, as the web and the CLI use
// it: over a user's own signed-in clients (`createFolioFromClients`). A training followed by its
// handle to the end, a conversation of streamed answers, the prompt help, and an accounting
// topic's tables and questions; no generated path, no user context written by the test.
import { createFolioFromClients, type Folio } from '@folio/sdk';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { asFile, REPORT, signInChatUser } from '../support/chat-users';
import { pdfWithLines, xlsxWithSheets } from '../support/sample-files';

let folio: Folio;
const WAIT = { intervalMs: 200, timeoutMs: 60_000 };

beforeAll(async () => {
  const user = await signInChatUser('sdk.chat');
  folio = createFolioFromClients({
    clients: user.clients,
    url: inject('servers').middlewareUrl,
    username: () => user.email,
  });
}, 60_000);

describe('chat', () => {
  it('creates a topic and adds a file, each training followed by its handle to the end', async () => {
    const report = asFile('informe.pdf', await pdfWithLines([REPORT]), 'application/pdf');
    const run = await folio.chat.topics.create('SdkChat', report, {
      descripcion: 'Informes anuales',
    });
    const statuses: string[] = [];
    run.on('progress', (training) => statuses.push(training.status));
    const trained = await run.done(WAIT);

    expect(run.topic).toBe('sdkchat');
    expect(trained.processed).toEqual(['informe.pdf']);
    expect(statuses.at(-1)).toBe('succeeded');

    const notes = asFile('notas.txt', 'La planta de Sevilla tiene paneles solares desde 2021.');
    const more = await folio.chat.training.add('sdkchat', [notes], {
      config_chatbot: 'documental',
    });
    expect((await more.done(WAIT)).processed).toEqual(['notas.txt']);
    expect((await folio.chat.topics.get('sdkchat')).topic.file_count).toBe(2);
  });

  it('answers in one conversation as streamed events, then suggests and improves questions', async () => {
    const first = folio.chat.messages.send('sdkchat', '¿Cuándo se inauguró la planta de Sevilla?');
    const events: string[] = [];
    for await (const event of first) {
      events.push(event.event);
    }
    const answered = await first.done();
    const conversationId = answered.answer.conversation.conversation_id;

    expect(events[0]).toBe('start');
    expect(events).toContain('delta');
    expect(events.at(-1)).toBe('done');
    expect(answered.text).toContain('2019');
    expect(answered.citations[0]).toMatchObject({ filename: 'informe.pdf' });

    const followUp = await folio.chat.messages
      .send('sdkchat', '¿Cuántas personas emplea?', { conversation_id: conversationId })
      .done();
    expect(followUp.answer.conversation.conversation_id).toBe(conversationId);
    const history = await folio.chat.conversations.history('sdkchat', conversationId);
    expect(history.conversations).toHaveLength(2);

    const suggested = await folio.chat.prompts.suggest('sdkchat', { conversationId });
    expect(suggested.success).toBe(true);
    expect(suggested.suggestions.length).toBeGreaterThan(0);
    const improved = await folio.chat.prompts.improve('sdkchat', 'planta sevilla');
    expect(improved.message.length).toBeGreaterThan(0);
  });

  it("lists an accounting topic's tables and the questions they answer", async () => {
    const ledger = await xlsxWithSheets({
      Ventas: [
        ['Mes', 'Importe'],
        ['Enero', 1200],
        ['Febrero', 800],
      ],
    });
    const run = await folio.chat.topics.create('SdkCuentas', asFile('ventas.xlsx', ledger), {
      descripcion: 'Ventas',
      config_chatbot: 'estructurado',
    });
    await run.done(WAIT);

    const tables = await folio.chat.tables.list('sdkcuentas');
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({ row_count: 2 });
    const questions = await folio.chat.tables.questions('sdkcuentas');
    expect(questions.questions.length).toBeGreaterThan(0);
  });
});
