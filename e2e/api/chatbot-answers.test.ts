// The chatbot's answers through the SDK against the built servers (SPEC §1 Chatbot, §3, §5 chat
// file upload, §7 Chatbot, §9; issue 10 "How it is checked"): conversations, the built-in
// engine's cited answers (JSON and streamed, and stopped), messages with files and global search.
import {
  expectData,
  jsonDataForm,
  sendChatMessage,
  type ChatStreamEvent,
  type MiddlewareComponents,
} from '@folio/sdk';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  answered,
  ask,
  asFile,
  ctx,
  deleteConversation,
  getTopic,
  history,
  listConversations,
  listFiles,
  listTopics,
  signInWithReportTopic,
  streamed,
  uploadToFolder,
  type ChatUser,
} from '../support/chat-users';
import { failure } from '../support/failure';
import { pollUntil } from '../support/poll';
import { pdfWithLines, pdfWithTable } from '../support/sample-files';

type Schemas = MiddlewareComponents['schemas'];

const wordsOf = (text: string) => text.split(/\s+/u).filter(Boolean).length;

let ana: ChatUser;

beforeAll(async () => {
  // Ana's topic `informes`, from a PDF, is shared by the tests below.
  ana = await signInWithReportTopic('ana');
}, 120_000);

describe('conversations (SPEC §3, §4, §7)', () => {
  it('creates one under the default name, lists it, keeps its history, renames and deletes it', async () => {
    const created = await expectData(
      ana.api.POST(
        '/chatbot/conversations/create',
        jsonDataForm('createConversation', { ...ctx(ana), topico: 'informes' }),
      ),
    );
    expect(created).toMatchObject({
      topico: 'informes',
      name: 'Nueva Conversación',
      message_count: 0,
    });
    const id = created.conversation_id;
    const asked = await answered(
      ask(ana, {
        topico: 'informes',
        prompt: '¿Cuándo se inauguró la planta de Sevilla?',
        conversation_id: id,
      }),
    );
    expect(asked.conversation).toMatchObject({ conversation_id: id, message_count: 1 });
    const listed = await listConversations(ana, 'informes');
    expect(listed.find((conversation) => conversation.conversation_id === id)).toMatchObject({
      name: 'Nueva Conversación',
      message_count: 1,
    });

    const { conversation, conversations } = await expectData(history(ana, 'informes', id));
    expect(conversation.conversation_id).toBe(id);
    expect(conversations).toEqual([
      expect.objectContaining({
        message_id: asked.message.message_id,
        conversation_id: id,
        user_message: '¿Cuándo se inauguró la planta de Sevilla?',
        bot_response: asked.message.bot_response,
        files_id: [],
        engine: 'builtin',
        status: 'done',
      }),
    ]);
    const [item] = conversations;
    expect(Number.isNaN(Date.parse(item?.timestamp ?? ''))).toBe(false);
    const informe = (await expectData(getTopic(ana, 'informes'))).files.find(
      (file) => file.filename === 'informe.pdf',
    );
    expect(item?.citations[0]).toMatchObject({
      n: 1,
      file_id: informe?.file_id,
      filename: 'informe.pdf',
      page: 1,
    });
    const citation = item?.citations[0];
    expect(citation?.quote).toContain('marzo de 2019');
    expect(citation?.char_end).toBeGreaterThan(citation?.char_start ?? Infinity);
    expect(citation?.char_start).toBeGreaterThanOrEqual(0);

    const renamed = await expectData(
      ana.api.POST(
        '/chatbot/conversations/rename',
        jsonDataForm('updateConversationName', {
          ...ctx(ana),
          topico: 'informes',
          conversation_id: id,
          descripcion: 'Plantas',
        }),
      ),
    );
    expect(renamed).toMatchObject({ conversation_id: id, name: 'Plantas' });
    await expectData(deleteConversation(ana, 'informes', id));
    const after = await listConversations(ana, 'informes');
    expect(after.map((conversation) => conversation.conversation_id)).not.toContain(id);
    expect(await failure(history(ana, 'informes', id))).toMatchObject({
      code: 'RESOURCE_NOT_FOUND',
    });
  });

  it('continues a conversation: a second question lands in the same history', async () => {
    const first = await answered(
      ask(ana, { topico: 'informes', prompt: '¿Cuántas personas emplea la planta de Sevilla?' }),
    );
    expect(first.conversation.name).toBe('Nueva Conversación');
    const second = await answered(
      ask(ana, {
        topico: 'informes',
        prompt: '¿Qué dividendo aprobó el consejo?',
        conversation_id: first.conversation.conversation_id,
      }),
    );
    expect(second.conversation.message_count).toBe(2);
    const { conversations } = await expectData(
      history(ana, 'informes', first.conversation.conversation_id),
    );
    expect(conversations.map((item) => item.user_message)).toEqual([
      '¿Cuántas personas emplea la planta de Sevilla?',
      '¿Qué dividendo aprobó el consejo?',
    ]);
  });
});

describe('answers of the built-in engine (issue 10)', () => {
  it('answers a Spanish question with the sentence that holds the answer, cited and short', async () => {
    const { message } = await answered(
      ask(ana, { topico: 'informes', prompt: '¿Cuándo se inauguró la planta de Sevilla?' }),
    );
    expect(message.engine).toBe('builtin');
    expect(message.bot_response).toContain('marzo de 2019');
    expect(wordsOf(message.bot_response)).toBeLessThanOrEqual(40);
    // Not the whole page: the other sentences of the report stay out.
    expect(message.bot_response).not.toContain('dividendo');
    expect(message.citations).toHaveLength(1);
    expect(message.citations[0]).toMatchObject({ filename: 'informe.pdf', page: 1 });
    expect(message.citations[0]?.quote).toContain('Sevilla');
  });

  it('says plainly when the documents do not answer, without citations', async () => {
    const { message } = await answered(
      ask(ana, { topico: 'informes', prompt: '¿Quién ganó el mundial de fútbol de 1986?' }),
    );
    expect(message.citations).toEqual([]);
    expect(message.bot_response).toMatch(/no he encontrado/i);
    expect(message.engine).toBe('builtin');
  });

  it('streams start, deltas, citations and done, the deltas making the stored answer', async () => {
    const events = await streamed(ana, {
      topico: 'informes',
      prompt: '¿Qué dividendo aprobó el consejo?',
    });
    const names = events.map((event) => event.event);
    expect(names[0]).toBe('start');
    expect(names.at(-1)).toBe('done');
    expect(names.filter((name) => name === 'delta').length).toBeGreaterThan(0);
    expect(names.indexOf('citations')).toBeGreaterThan(names.lastIndexOf('delta'));
    const start = events[0]?.event === 'start' ? events[0].data : undefined;
    const done =
      events.at(-1)?.event === 'done'
        ? (events.at(-1)?.data as Schemas['MessageAnswer'])
        : undefined;
    expect(start).toMatchObject({ engine: 'builtin', message_id: done?.message.message_id });
    const text = events.map((event) => (event.event === 'delta' ? event.data.text : '')).join('');
    expect(text.trimEnd()).toBe(done?.message.bot_response);
    expect(done?.message.bot_response).toContain('0,30 euros');
    const citations = events.find((event) => event.event === 'citations');
    expect(citations?.data).toEqual({ citations: done?.message.citations });
    expect(done?.message.status).toBe('done');
  });

  it('keeps a stopped answer stored, as far as it went', async () => {
    const QUESTION = '¿Qué dividendo aprobó el consejo?';
    const controller = new AbortController();
    const stream = await sendChatMessage(ana.clients, {
      endpoint: '/chatbot/messages/conversational',
      jsonData: { ...ctx(ana), topico: 'informes', prompt: QUESTION },
      signal: controller.signal,
    });
    let start: Extract<ChatStreamEvent, { event: 'start' }>['data'] | undefined;
    const reading = (async () => {
      for await (const event of stream) {
        if (event.event === 'start') {
          start = event.data;
        }
        if (event.event === 'delta') {
          controller.abort();
        }
      }
    })();
    await expect(reading).rejects.toThrow();
    expect(start).toBeDefined();
    // The server ends the message when it sees the closed connection; the built-in engine may
    // have written the whole answer by then, so `stopped` and `done` are both correct here.
    const stored = await pollUntil(
      async () =>
        (await expectData(history(ana, 'informes', start?.conversation_id ?? ''))).conversations,
      (items) => items[0]?.status !== 'streaming',
      { what: 'the stopped message' },
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      message_id: start?.message_id,
      user_message: QUESTION,
    });
    expect(['stopped', 'done']).toContain(stored[0]?.status);
    // What was kept is the beginning of the whole answer (the engine answers the same again).
    const whole = await answered(ask(ana, { topico: 'informes', prompt: QUESTION }));
    const kept = stored[0]?.bot_response ?? '';
    expect(whole.message.bot_response.startsWith(kept)).toBe(true);
    if (stored[0]?.status === 'done') {
      expect(kept).toBe(whole.message.bot_response);
    }
  });
});

describe('messages with files (SPEC §5 routing, §9 4 chat files)', () => {
  it('answers from an attached PDF and cites it, keeping it with the message', async () => {
    const attached = asFile(
      'acta.pdf',
      await pdfWithLines([
        [
          'Acta de la junta de accionistas.',
          'La junta nombró consejera delegada a Lucía Ferrándiz por cuatro años.',
        ],
      ]),
      'application/pdf',
    );
    const { message } = await answered(
      ask(ana, { topico: 'informes', prompt: '¿A quién nombró la junta consejera delegada?' }, [
        attached,
      ]),
    );
    expect(message.bot_response).toContain('Lucía Ferrándiz');
    expect(message.files_id).toHaveLength(1);
    expect(message.citations[0]).toMatchObject({
      filename: 'acta.pdf',
      page: 1,
      file_id: message.files_id[0],
    });
    const chatFolder = await listFiles(ana, { topico: 'chatbot' });
    expect(chatFolder.map((item) => item.id)).toContain(message.files_id[0]);
  });

  it('answers from a row of a PDF table, read with its header', async () => {
    const table = asFile(
      'cuentas.pdf',
      await pdfWithTable('Principales magnitudes del ejercicio, en miles de euros.', [
        ['Concepto', '2022', '2023', 'Variación'],
        ['Ingresos por ventas', '12.345', '14.210', '15,1 %'],
        ['Gastos de personal', '4.100', '4.350', '6,1 %'],
        ['EBITDA', '2.980', '3.540', '18,8 %'],
        ['Beneficio neto', '1.120', '1.475', '31,7 %'],
      ]),
      'application/pdf',
    );
    const { message } = await answered(
      ask(ana, { topico: 'informes', prompt: '¿Cuál fue el EBITDA de 2023?' }, [table]),
    );
    // The row, not its cells one by one: the figures come with the name they belong to.
    expect(message.bot_response).toMatch(/EBITDA\s+2\.980\s+3\.540/u);
    expect(message.bot_response).not.toContain('Beneficio neto');
    expect(message.citations[0]).toMatchObject({ filename: 'cuentas.pdf', page: 1 });
  });

  it('refuses more than 4 files with TOO_MANY_FILES, its max and current', async () => {
    const files = Array.from({ length: 5 }, (_, index) =>
      asFile(`nota${index}.txt`, `Nota número ${index}.`),
    );
    const error = await failure(ask(ana, { topico: 'informes', prompt: '¿Qué dicen?' }, files));
    expect(error).toMatchObject({ code: 'TOO_MANY_FILES', detail: { max: 4, current: 5 } });
  });

  it('answers images and audio with their own error codes until they are served', async () => {
    const image = await failure(
      ask(
        ana,
        { topico: 'informes', prompt: '¿Qué hay en la foto?' },
        [asFile('foto.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
        '/chatbot/messages/image',
      ),
    );
    expect(image.code).toBe('IMAGE_ANALYSIS_ERROR');
    const audio = await failure(
      ask(
        ana,
        { topico: 'informes', prompt: '¿Qué dice la grabación?' },
        [asFile('nota.mp3', new Uint8Array([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0]))],
        '/chatbot/messages/audio',
      ),
    );
    expect(audio.code).toBe('AUDIO_EXTRACTION');
  });
});

describe('global search (SPEC §9 BUSQUEDA_GLOBAL)', () => {
  it('answers BUSQUEDA_GLOBAL over a file that is only in Files, citing it', async () => {
    const stored = await uploadToFolder(ana, 'Viveros', [
      asFile('vivero.txt', 'El vivero de Carmona cultiva 3.500 olivos de la variedad picual.'),
    ]);
    const file = stored[0];
    // Global search reads the files' content index, filled by a job after the upload.
    await pollUntil(
      async () =>
        (
          await expectData(
            ana.api.GET('/storage/files/info', {
              params: { query: { empresa: ctx(ana).empresa, blob_name: file?.blob_name ?? '' } },
            }),
          )
        ).data.index_status,
      (status) => !['pending', 'indexing'].includes(status),
      { what: 'the index of vivero.txt' },
    );
    const { message } = await answered(
      ask(ana, {
        topico: 'BUSQUEDA_GLOBAL',
        prompt: '¿Cuántos olivos cultiva el vivero de Carmona?',
      }),
    );
    expect(message.bot_response).toContain('3.500 olivos');
    expect(message.citations[0]).toMatchObject({ file_id: file?.id, filename: 'vivero.txt' });
    const global = (await listTopics(ana)).find((topic) => topic.topico === 'BUSQUEDA_GLOBAL');
    expect(global).toMatchObject({ is_global: true });
  });
});
