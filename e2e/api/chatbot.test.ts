// The chatbot through the SDK against the built servers (SPEC §1 Chatbot, §3, §4 chatbot
// training, §5 topic name and chat file upload, §7 Chatbot, §8, §9; issue 10 "How it is
// checked"): topics and their rules, training from uploads, Files and the document database, bad
// files, conversations, the built-in engine's cited answers (JSON and streamed), global search,
// and one user's topics, conversations and text never reaching another.
import {
  expectData,
  jsonDataForm,
  sendChatMessage,
  userContext,
  type ChatMessageJsonData,
  type ChatMessagePath,
  type ChatStreamEvent,
  type JsonDataFields,
  type MiddlewareComponents,
} from '@folio/sdk';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import {
  asFile,
  blankPdf,
  countOwnerBlobs,
  docxWithParagraphs,
  encryptPdf,
  getTopic,
  pdfWithLines,
  pollUntil,
  signInChatUser,
  trainedTopic,
  type ChatCaller,
  type ChatUser,
} from '../support/chat-users';
import { failure } from '../support/failure';
import {
  runInvoices,
  saveConfiguration,
  signInNewUser,
  type ResultsUser,
} from '../support/results-fixture';
import { startServers, type RunningServers } from '../support/start-servers';

type Schemas = MiddlewareComponents['schemas'];

const servers = inject('servers');

// A report whose answers sit in one sentence each, and nowhere else.
const REPORT = [
  'Informe anual de Aceites del Sur.',
  'La empresa cerró el ejercicio con unas ventas de 12 millones de euros.',
  'La planta de Sevilla se inauguró en marzo de 2019 y emplea a 140 personas.',
  'El consejo aprobó un dividendo de 0,30 euros por acción, pagadero en julio.',
];
const MANUAL = [
  'Manual de mantenimiento de la prensa hidráulica.',
  'La presión máxima de trabajo de la prensa es de 250 bares.',
  'El aceite hidráulico de la prensa se cambia cada 2.000 horas de uso.',
];
// Eve's document: its word must never reach Ana.
const SECRET_WORD = 'zarzamora9931';
const SECRET = `La contraseña de la caja fuerte de la oficina es ${SECRET_WORD}.`;

const ctx = (user: ChatCaller) => userContext(user.email);

const configure = (user: ChatCaller, settings: JsonDataFields<'configureChatbot'>, file: File) =>
  user.api.POST(
    '/chatbot/configure',
    jsonDataForm('configureChatbot', { ...ctx(user), ...settings }, { file }),
  );

const train = (user: ChatCaller, topico: string, files: File[]) =>
  user.api.POST(
    '/chatbot/train/conversational',
    jsonDataForm('trainConversational', { ...ctx(user), topico }, { files }),
  );

const listTopics = async (user: ChatCaller) =>
  (
    await expectData(
      user.api.POST('/chatbot/topics/list', jsonDataForm('getTopics', { ...ctx(user) })),
    )
  ).topics;

const history = (user: ChatCaller, topico: string, conversationId: string) =>
  user.api.POST(
    '/chatbot/history',
    jsonDataForm('getHistory', { ...ctx(user), topico, conversation_id: conversationId }),
  );

const deleteConversation = (user: ChatCaller, topico: string, conversationId: string) =>
  user.api.POST(
    '/chatbot/conversations/delete',
    jsonDataForm('deleteConversation', { ...ctx(user), topico, conversation_id: conversationId }),
  );

const listConversations = async (user: ChatCaller, topico: string) =>
  (
    await expectData(
      user.api.POST(
        '/chatbot/conversations/list',
        jsonDataForm('getConversationsByTopic', { ...ctx(user), topico }),
      ),
    )
  ).conversations;

type Ask = Omit<ChatMessageJsonData, 'user' | 'empresa'>;

/** A question answered as JSON, on the route of its files (SPEC §5). */
const ask = (
  user: ChatCaller,
  jsonData: Ask,
  files: File[] = [],
  path: ChatMessagePath = files.length > 0
    ? '/chatbot/messages/document'
    : '/chatbot/messages/conversational',
) =>
  user.api.POST(
    path,
    jsonDataForm('sendMessageConversational', { ...ctx(user), ...jsonData }, { files }),
  );

/** The answer of a question asked as JSON (the contract also lists the event stream). */
async function answered(call: ReturnType<typeof ask>): Promise<Schemas['MessageAnswer']> {
  const data = await expectData(call);
  if (typeof data === 'string') {
    throw new Error('an event stream came where JSON was asked for');
  }
  return data;
}

/** Every event of a streamed answer. */
async function streamed(user: ChatUser, jsonData: Ask): Promise<ChatStreamEvent[]> {
  const events: ChatStreamEvent[] = [];
  const stream = await sendChatMessage(user.clients, {
    endpoint: '/chatbot/messages/conversational',
    jsonData: { ...ctx(user), ...jsonData },
  });
  for await (const event of stream) {
    events.push(event);
  }
  return events;
}

const wordsOf = (text: string) => text.split(/\s+/u).filter(Boolean).length;

let ana: ChatUser;
let eve: ChatUser;

beforeAll(async () => {
  [ana, eve] = await Promise.all([signInChatUser('ana'), signInChatUser('eve')]);
  // Ana's topic `informes`, from a PDF, shared by the tests below.
  await expectData(
    configure(
      ana,
      { topico: 'Informes', descripcion: 'Informes anuales' },
      asFile('informe.pdf', await pdfWithLines([REPORT]), 'application/pdf'),
    ),
  );
  await trainedTopic(ana, 'informes');
}, 120_000);

describe('topics and training (SPEC §4, §7)', () => {
  it('creates a topic from a PDF, lower-cased, trained, with its file in the chatbot folder', async () => {
    const detail = await trainedTopic(ana, 'INFORMES');
    expect(detail.topic).toMatchObject({
      topico: 'informes',
      descripcion: 'Informes anuales',
      config_chatbot: 'documental',
      is_global: false,
      status: 'active',
      file_count: 1,
    });
    expect(detail.topic.training).toMatchObject({
      status: 'succeeded',
      files_total: 1,
      files_done: 1,
      pages_done: 1,
      processed: ['informe.pdf'],
      unprocessed: [],
    });
    expect(detail.files).toEqual([
      expect.objectContaining({
        filename: 'informe.pdf',
        status: 'trained',
        language: 'es',
        pages: 1,
        reason: null,
      }),
    ]);
    expect(detail.files[0]?.passages).toBeGreaterThan(0);
    const inFiles = await expectData(
      ana.api.GET('/storage/files', { params: { query: { ...ctx(ana), topico: 'chatbot' } } }),
    );
    expect(inFiles.data.items.map((item) => item.id)).toContain(detail.files[0]?.file_id);
  });

  it('creates a topic from a DOCX, and lists the topics with their kind and counts', async () => {
    const accepted = await expectData(
      configure(
        ana,
        { topico: 'manuales', descripcion: 'Manuales de máquinas', config_chatbot: 'documental' },
        asFile('manual.docx', await docxWithParagraphs(MANUAL)),
      ),
    );
    expect(accepted.topic).toMatchObject({ topico: 'manuales', config_chatbot: 'documental' });
    expect(['queued', 'running', 'succeeded']).toContain(accepted.training.status);
    const detail = await trainedTopic(ana, 'manuales');
    expect(detail.topic.training).toMatchObject({
      status: 'succeeded',
      processed: ['manual.docx'],
    });
    const topics = await listTopics(ana);
    expect(topics.find((topic) => topic.topico === 'manuales')).toMatchObject({
      config_chatbot: 'documental',
      status: 'active',
      file_count: 1,
    });
    expect(topics.map((topic) => topic.topico)).toContain('informes');
    const answer = await answered(
      ask(ana, {
        topico: 'manuales',
        prompt: '¿Cuál es la presión máxima de trabajo de la prensa?',
      }),
    );
    expect(answer.message.bot_response).toContain('250 bares');
    expect(answer.message.citations[0]).toMatchObject({ filename: 'manual.docx' });
  });

  it('adds files as one batch whose progress shows in getTopic and ends with processed and unprocessed names', async () => {
    const damaged = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('roto')]);
    const accepted = await expectData(
      train(ana, 'manuales', [
        asFile('turnos.md', '# Turnos\n\nEl taller abre de lunes a viernes de 7 a 15 horas.\n'),
        asFile('averias.txt', 'Las averías de la prensa se anotan en el libro rojo del taller.'),
        asFile('danado.docx', damaged),
      ]),
    );
    expect(accepted.training).toMatchObject({ topico: 'manuales', files_total: 3 });
    const detail = await trainedTopic(ana, 'manuales');
    // Every state seen on the way is one batch, its done count only growing.
    const ids = new Set(detail.seen.map((training) => training.training_id));
    expect(ids).toEqual(new Set([accepted.training.training_id]));
    const done = detail.seen.map((training) => training.files_done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(detail.topic.training).toMatchObject({
      status: 'succeeded',
      files_total: 3,
      files_done: 3,
      unprocessed: [
        { name: 'danado.docx', reason: 'unreadable', error_code: expect.any(String) as unknown },
      ],
    });
    expect(detail.topic.training?.processed.sort()).toEqual(['averias.txt', 'turnos.md']);
    expect(detail.topic.file_count).toBeGreaterThanOrEqual(3);
    const failed = detail.files.find((file) => file.filename === 'danado.docx');
    expect(failed).toMatchObject({ status: 'failed', reason: 'unreadable', passages: 0 });
  });

  it('trains files already in Files, which stay in their folder', async () => {
    const stored = await expectData(
      ana.api.POST(
        '/storage/upload',
        jsonDataForm(
          'uploadFiles',
          { ...ctx(ana), topico: 'Contratos' },
          {
            file: [
              asFile('alquiler.txt', 'El alquiler del almacén de Dos Hermanas vence en 2031.'),
            ],
          },
        ),
      ),
    );
    const fileId = stored.data.archivos[0]?.id ?? '';
    const accepted = await expectData(
      ana.api.POST('/chatbot/train/from-files', {
        body: { ...ctx(ana), topico: 'informes', file_ids: [fileId] },
      }),
    );
    expect(accepted.training.files_total).toBe(1);
    const detail = await trainedTopic(ana, 'informes');
    expect(detail.topic.training?.processed).toEqual(['alquiler.txt']);
    expect(detail.files.map((file) => file.file_id)).toContain(fileId);
    const contratos = await expectData(
      ana.api.GET('/storage/files', { params: { query: { ...ctx(ana), topico: 'Contratos' } } }),
    );
    expect(contratos.data.items.map((item) => item.id)).toEqual([fileId]);
    const answer = await answered(
      ask(ana, { topico: 'informes', prompt: '¿Cuándo vence el alquiler del almacén?' }),
    );
    expect(answer.message.citations[0]).toMatchObject({ file_id: fileId });

    // A new topic needs its description; another user's file is not found.
    expect(
      await failure(
        ana.api.POST('/chatbot/train/from-files', {
          body: { ...ctx(ana), topico: 'nuevo', file_ids: [fileId] },
        }),
      ),
    ).toMatchObject({ code: 'MISSING_PARAMETERS' });
    expect(
      await failure(
        eve.api.POST('/chatbot/train/from-files', {
          body: { ...ctx(eve), topico: 'robado', descripcion: 'x', file_ids: [fileId] },
        }),
      ),
    ).toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
  });
});

describe('topic rules and refused files (SPEC §5, §8)', () => {
  // Ana's blobs before each refusal: a refusal stores nothing and leaves no topic.
  let referenceFileId = '';
  const blobs = () => countOwnerBlobs(servers.dataDir, referenceFileId);

  beforeAll(async () => {
    referenceFileId = (await expectData(getTopic(ana, 'informes'))).files[0]?.file_id ?? '';
  });

  const topicNames = async () => (await listTopics(ana)).map((topic) => topic.topico).sort();

  async function refused(call: () => Promise<unknown>) {
    const [blobsBefore, topicsBefore] = await Promise.all([blobs(), topicNames()]);
    const error = await failure(call());
    expect(await blobs()).toBe(blobsBefore);
    expect(await topicNames()).toEqual(topicsBefore);
    return error;
  }

  it('checks the name, the description, the reference file and its type', async () => {
    const md = () => asFile('notas.md', '# Notas\n\nUna nota.\n');
    const cases: Array<[JsonDataFields<'configureChatbot'>, File, string]> = [
      [{ topico: '   ', descripcion: 'x' }, md(), 'MISSING_PARAMETERS'],
      [{ topico: 'mis informes!', descripcion: 'x' }, md(), 'BAD_REQUEST'],
      [{ topico: 'INFORMES', descripcion: 'x' }, md(), 'TOPIC_NAME_EXISTS'],
      [{ topico: 'BUSQUEDA_GLOBAL', descripcion: 'x' }, md(), 'TOPIC_NAME_EXISTS'],
      [{ topico: 'sindescripcion' }, md(), 'MISSING_PARAMETERS'],
      [{ topico: 'sindescripcion', descripcion: '  ' }, md(), 'MISSING_PARAMETERS'],
      [
        { topico: 'hojas', descripcion: 'x' },
        asFile('cuentas.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04])),
        'EXCEL_NOT_ALLOWED',
      ],
      [
        { topico: 'imagenes', descripcion: 'x' },
        asFile('foto.png', 'png'),
        'UNSUPPORTED_MEDIA_TYPE',
      ],
    ];
    for (const [settings, file, code] of cases) {
      const error = await refused(() => configure(ana, settings, file));
      expect(error.code, settings.topico).toBe(code);
    }
    // A reference file is required.
    const noFile = await refused(() =>
      ana.api.POST('/chatbot/configure', {
        ...jsonDataForm(
          'configureChatbot',
          { ...ctx(ana), topico: 'sinarchivo', descripcion: 'x' },
          { file: undefined as unknown as File },
        ),
      }),
    );
    expect(noFile.code).toBe('BAD_REQUEST');
    // Adding files to a topic that does not exist, or Excel to one that does.
    expect(await refused(() => train(ana, 'nadie', [md()]))).toMatchObject({
      code: 'RESOURCE_NOT_FOUND',
    });
    expect(await refused(() => train(ana, 'informes', [asFile('cuentas.xls', 'x')]))).toMatchObject(
      { code: 'EXCEL_NOT_ALLOWED' },
    );
    // Names are unique per user, not across users.
    const evesOwn = await expectData(
      configure(eve, { topico: 'Informes', descripcion: 'Los de Eve' }, md()),
    );
    expect(evesOwn.topic.topico).toBe('informes');
  });

  it('refuses an empty file, a corrupt PDF and a file whose content is not its type', async () => {
    const cases: Array<[string, File, string]> = [
      ['vacio', asFile('vacio.pdf', new Uint8Array()), 'FILE_VALIDATION_ERROR'],
      ['vaciotxt', asFile('vacio.txt', ''), 'FILE_VALIDATION_ERROR'],
      ['corrupto', asFile('roto.pdf', '%PDF-1.7\nnot a PDF body'), 'PDF_PROCESSING_ERROR'],
      ['disfrazado', asFile('texto.pdf', 'solo texto, no un PDF'), 'UNSUPPORTED_MEDIA_TYPE'],
      ['disfrazadodocx', asFile('texto.docx', 'solo texto'), 'UNSUPPORTED_MEDIA_TYPE'],
    ];
    for (const [topico, file, code] of cases) {
      const error = await refused(() => configure(ana, { topico, descripcion: 'x' }, file));
      expect(error.code, file.name).toBe(code);
    }
  });

  it('keeps an encrypted PDF and one over the page limit unprocessed, with their reasons, and trains nothing of them', async () => {
    const locked = await encryptPdf(await pdfWithLines([['Documento cifrado con clave.']]));
    const cases: Array<[string, File, string, string]> = [
      ['cifrado', asFile('cifrado.pdf', locked), 'encrypted', 'PDF_PROCESSING_ERROR'],
      [
        'enorme',
        asFile('enorme.pdf', await blankPdf(1_001)),
        'too-many-pages',
        'FILE_TOO_MANY_PAGES',
      ],
    ];
    for (const [topico, file, reason, code] of cases) {
      await expectData(configure(ana, { topico, descripcion: 'x' }, file));
      const detail = await trainedTopic(ana, topico);
      expect(detail.topic, topico).toMatchObject({ status: 'error' });
      expect(detail.topic.training, topico).toMatchObject({
        status: 'failed',
        processed: [],
        unprocessed: [{ name: file.name, reason, error_code: code }],
        pages_done: 0,
      });
      expect(detail.files[0], topico).toMatchObject({ status: 'failed', reason, passages: 0 });
    }
  });
});

describe('demo mode (DECISIONS.md "Demo mode")', () => {
  let demo: RunningServers;
  let visitor: ChatUser;

  beforeAll(async () => {
    demo = await startServers({ FOLIO_DEMO: '1' });
    visitor = await signInChatUser('demo', demo);
  }, 120_000);
  afterAll(async () => demo?.stop());

  it('blocks creating a topic with FEATURE_BLOCKED, and stores nothing', async () => {
    const error = await failure(
      configure(visitor, { topico: 'demo', descripcion: 'x' }, asFile('a.md', '# A\n\nTexto.\n')),
    );
    expect(error).toMatchObject({ code: 'FEATURE_BLOCKED' });
    expect(await listTopics(visitor)).toEqual([]);
  });
});

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
    const chatFolder = await expectData(
      ana.api.GET('/storage/files', { params: { query: { ...ctx(ana), topico: 'chatbot' } } }),
    );
    expect(chatFolder.data.items.map((item) => item.id)).toContain(message.files_id[0]);
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

describe('global search and scoping (SPEC §9 BUSQUEDA_GLOBAL; issue 10 "Scoping")', () => {
  let evesConversation = '';

  beforeAll(async () => {
    await expectData(
      configure(
        eve,
        { topico: 'notas', descripcion: 'Notas privadas' },
        asFile('notas.md', `# Notas privadas\n\n${SECRET}\n`),
      ),
    );
    await trainedTopic(eve, 'notas');
    const evesAnswer = await answered(
      ask(eve, { topico: 'notas', prompt: '¿Cuál es la contraseña de la caja fuerte?' }),
    );
    expect(evesAnswer.message.bot_response).toContain(SECRET_WORD);
    evesConversation = evesAnswer.conversation.conversation_id;
    // Eve's own global search finds it once the file's content is indexed: the text is there to
    // be found, for her only.
    await pollUntil(
      () =>
        answered(
          ask(eve, {
            topico: 'BUSQUEDA_GLOBAL',
            prompt: '¿Cuál es la contraseña de la caja fuerte de la oficina?',
          }),
        ),
      (answer) => answer.message.bot_response.includes(SECRET_WORD),
      { what: "Eve's global search" },
    );
  });

  it('answers BUSQUEDA_GLOBAL over a file that is only in Files, citing it', async () => {
    const stored = await expectData(
      ana.api.POST(
        '/storage/upload',
        jsonDataForm(
          'uploadFiles',
          { ...ctx(ana), topico: 'Viveros' },
          {
            file: [
              asFile(
                'vivero.txt',
                'El vivero de Carmona cultiva 3.500 olivos de la variedad picual.',
              ),
            ],
          },
        ),
      ),
    );
    const file = stored.data.archivos[0];
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

  it("answers RESOURCE_NOT_FOUND for another user's topic and conversation ids", async () => {
    const calls: Array<[string, () => Promise<unknown>]> = [
      ['getTopic', () => getTopic(ana, 'notas')],
      [
        'getConversationsByTopic',
        () =>
          ana.api.POST(
            '/chatbot/conversations/list',
            jsonDataForm('getConversationsByTopic', { ...ctx(ana), topico: 'notas' }),
          ),
      ],
      [
        'createConversation',
        () =>
          ana.api.POST(
            '/chatbot/conversations/create',
            jsonDataForm('createConversation', { ...ctx(ana), topico: 'notas' }),
          ),
      ],
      ['trainConversational', () => train(ana, 'notas', [asFile('a.txt', 'texto')])],
      [
        'deleteTopic',
        () =>
          ana.api.POST(
            '/chatbot/topics/delete',
            jsonDataForm('deleteTopic', { ...ctx(ana), topico: 'notas' }),
          ),
      ],
      ['sendMessage', () => ask(ana, { topico: 'notas', prompt: '¿Contraseña?' })],
      // Eve's conversation id, under Ana's own topic or under Eve's topic name.
      ['getHistory', () => history(ana, 'informes', evesConversation)],
      ['getHistory (their topic)', () => history(ana, 'notas', evesConversation)],
      [
        'updateConversationName',
        () =>
          ana.api.POST(
            '/chatbot/conversations/rename',
            jsonDataForm('updateConversationName', {
              ...ctx(ana),
              topico: 'informes',
              conversation_id: evesConversation,
              descripcion: 'Mía',
            }),
          ),
      ],
      ['deleteConversation', () => deleteConversation(ana, 'informes', evesConversation)],
      [
        'sendMessage (their conversation)',
        () =>
          ask(ana, {
            topico: 'informes',
            prompt: '¿Cuál es la contraseña?',
            conversation_id: evesConversation,
          }),
      ],
    ];
    for (const [name, call] of calls) {
      expect((await failure(call())).code, name).toBe('RESOURCE_NOT_FOUND');
    }
    // Eve's conversation is untouched.
    const evesHistory = await expectData(history(eve, 'notas', evesConversation));
    expect(evesHistory.conversation.name).toBe('Nueva Conversación');
    expect(evesHistory.conversations).toHaveLength(1);
  });

  it("never lets the victim's text surface in another user's answers", async () => {
    // What the engine produced (the question itself is echoed in `user_message`).
    const answerText = (message: Schemas['HistoryItem']) =>
      `${message.bot_response} ${JSON.stringify(message.citations)}`;
    const questions = [
      '¿Cuál es la contraseña de la caja fuerte de la oficina?',
      'contraseña caja fuerte oficina',
      SECRET_WORD,
    ];
    for (const topico of ['informes', 'BUSQUEDA_GLOBAL']) {
      for (const prompt of questions) {
        const answer = await answered(ask(ana, { topico, prompt }));
        expect(answerText(answer.message), `${topico}: ${prompt}`).not.toContain(SECRET_WORD);
        const events = await streamed(ana, { topico, prompt });
        const produced = events.map((event) =>
          event.event === 'done' ? answerText(event.data.message) : JSON.stringify(event.data),
        );
        expect(produced.join(' '), `${topico}: ${prompt}`).not.toContain(SECRET_WORD);
      }
    }
  });
});

describe('deleting a topic (SPEC §7 delete topic)', () => {
  it('removes its conversations and its files from the chatbot folder, keeping files of other folders', async () => {
    await expectData(
      configure(
        ana,
        { topico: 'temporal', descripcion: 'Para borrar' },
        asFile('borrador.md', '# Borrador\n\nEl borrador se archiva cada viernes.\n'),
      ),
    );
    const elsewhere = await expectData(
      ana.api.POST(
        '/storage/upload',
        jsonDataForm(
          'uploadFiles',
          { ...ctx(ana), topico: 'Archivo' },
          { file: [asFile('anexo.txt', 'El anexo se guarda en el archivo general.')] },
        ),
      ),
    );
    const anexoId = elsewhere.data.archivos[0]?.id ?? '';
    await expectData(
      ana.api.POST('/chatbot/train/from-files', {
        body: { ...ctx(ana), topico: 'temporal', file_ids: [anexoId] },
      }),
    );
    const trained = await trainedTopic(ana, 'temporal');
    const borradorId = trained.files.find((file) => file.filename === 'borrador.md')?.file_id;
    const asked = await answered(
      ask(ana, { topico: 'temporal', prompt: '¿Cuándo se archiva el borrador?' }),
    );

    const deleted = await expectData(
      ana.api.POST(
        '/chatbot/topics/delete',
        jsonDataForm('deleteTopic', { ...ctx(ana), topico: 'temporal' }),
      ),
    );
    expect(deleted.topic.topico).toBe('temporal');
    expect(await failure(getTopic(ana, 'temporal'))).toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
    expect((await listTopics(ana)).map((topic) => topic.topico)).not.toContain('temporal');
    const files = await expectData(
      ana.api.GET('/storage/files', { params: { query: { ...ctx(ana), limit: 200 } } }),
    );
    const ids = files.data.items.map((item) => item.id);
    expect(ids).not.toContain(borradorId);
    expect(ids).toContain(anexoId);

    // A topic of the same name starts with no conversations: the old ones are gone.
    await expectData(
      configure(
        ana,
        { topico: 'temporal', descripcion: 'Otra vez' },
        asFile('otro.md', '# Otro\n\nOtro texto.\n'),
      ),
    );
    expect(await listConversations(ana, 'temporal')).toEqual([]);
    expect(
      await failure(history(ana, 'temporal', asked.conversation.conversation_id)),
    ).toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
  });
});

describe('training from the document database (SPEC §7)', () => {
  let clerk: ResultsUser;
  let fileIds: string[] = [];

  beforeAll(async () => {
    clerk = await signInNewUser('chat.docdb');
    await saveConfiguration(clerk, 'Facturas');
    const documents = await runInvoices(clerk, 'Facturas', ['C-0001']);
    const rows = await expectData(
      clerk.api.POST(
        '/docdb/insert',
        jsonDataForm('docdbInsert', {
          ...userContext(clerk.email),
          configName: 'Facturas',
          date: '2025-03-01',
          document_ids: documents.map((document) => document.document_id),
        }),
      ),
    );
    fileIds = rows.data.flatMap((row) => row.files.map((file) => file.file_id));
  }, 180_000);

  it('copies the records’ PDFs into the chatbot folder and trains them into a new topic', async () => {
    expect(fileIds).toHaveLength(1);
    const accepted = await expectData(
      clerk.api.POST('/chatbot/train/from-docdb', {
        body: {
          ...userContext(clerk.email),
          topico: 'proveedores',
          descripcion: 'Facturas de proveedores',
          files_ids: fileIds,
        },
      }),
    );
    expect(accepted.topic.topico).toBe('proveedores');
    const detail = await trainedTopic(clerk, 'proveedores');
    expect(detail.topic.training).toMatchObject({ status: 'succeeded', unprocessed: [] });
    expect(detail.topic.training?.processed).toHaveLength(1);
    const chatFolder = await expectData(
      clerk.api.GET('/storage/files', {
        params: { query: { ...userContext(clerk.email), topico: 'chatbot' } },
      }),
    );
    expect(chatFolder.data.items.map((item) => item.id)).toContain(detail.files[0]?.file_id);
    const { message } = await answered(
      ask(clerk, { topico: 'proveedores', prompt: '¿Cuál es el total de la factura C-0001?' }),
    );
    expect(message.citations[0]?.file_id).toBe(detail.files[0]?.file_id);

    // Another user's document-database file is not found; a new topic needs a description.
    expect(
      await failure(
        ana.api.POST('/chatbot/train/from-docdb', {
          body: { ...ctx(ana), topico: 'ajenas', descripcion: 'x', files_ids: fileIds },
        }),
      ),
    ).toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
    expect(
      await failure(
        clerk.api.POST('/chatbot/train/from-docdb', {
          body: { ...userContext(clerk.email), topico: 'sindescripcion', file_id: fileIds[0] },
        }),
      ),
    ).toMatchObject({ code: 'MISSING_PARAMETERS' });
  });
});
