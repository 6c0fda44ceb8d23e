// The chatbot's topics through the SDK against the built servers (SPEC §1 Chatbot, §4 chatbot
// training, §5 topic name, §7 Chatbot, §8; issue 10 "How it is checked"): topics and their
// rules, training from uploads, Files and the document database, bad files, demo mode and
// deleting a topic.
import { expectData, jsonDataForm, userContext, type JsonDataFields } from '@folio/sdk';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import {
  answered,
  ask,
  asFile,
  configure,
  ctx,
  getTopic,
  history,
  listConversations,
  listFiles,
  listTopics,
  signInChatUser,
  signInWithReportTopic,
  train,
  trainedTopic,
  uploadToFolder,
  type ChatUser,
} from '../support/chat-users';
import { failure } from '../support/failure';
import {
  insertIntoDocdb,
  runInvoices,
  saveConfiguration,
  signInNewUser,
  type ResultsUser,
} from '../support/results-fixture';
import { blankPdf, docxWithParagraphs, encryptPdf, pdfWithLines } from '../support/sample-files';
import { startServers, type RunningServers } from '../support/start-servers';
import { ownerBlobCount } from '../support/stored-blobs';

const servers = inject('servers');

const MANUAL = [
  'Manual de mantenimiento de la prensa hidráulica.',
  'La presión máxima de trabajo de la prensa es de 250 bares.',
  'El aceite hidráulico de la prensa se cambia cada 2.000 horas de uso.',
];

let ana: ChatUser;
let eve: ChatUser;

beforeAll(async () => {
  // Ana's topic `informes`, from a PDF, is shared by the tests below.
  [ana, eve] = await Promise.all([signInWithReportTopic('ana'), signInChatUser('eve')]);
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
    const inFiles = await listFiles(ana, { topico: 'chatbot' });
    expect(inFiles.map((item) => item.id)).toContain(detail.files[0]?.file_id);
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
    const stored = await uploadToFolder(ana, 'Contratos', [
      asFile('alquiler.txt', 'El alquiler del almacén de Dos Hermanas vence en 2031.'),
    ]);
    const fileId = stored[0]?.id ?? '';
    const accepted = await expectData(
      ana.api.POST('/chatbot/train/from-files', {
        body: { ...ctx(ana), topico: 'informes', file_ids: [fileId] },
      }),
    );
    expect(accepted.training.files_total).toBe(1);
    const detail = await trainedTopic(ana, 'informes');
    expect(detail.topic.training?.processed).toEqual(['alquiler.txt']);
    expect(detail.files.map((file) => file.file_id)).toContain(fileId);
    const contratos = await listFiles(ana, { topico: 'Contratos' });
    expect(contratos.map((item) => item.id)).toEqual([fileId]);
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
  const blobs = () => ownerBlobCount(servers, referenceFileId);

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
    const locked = await encryptPdf(
      await pdfWithLines([['Documento cifrado con clave.']]),
      'secreto',
    );
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

describe('deleting a topic (SPEC §7 delete topic)', () => {
  it('removes its conversations and its files from the chatbot folder, keeping files of other folders', async () => {
    await expectData(
      configure(
        ana,
        { topico: 'temporal', descripcion: 'Para borrar' },
        asFile('borrador.md', '# Borrador\n\nEl borrador se archiva cada viernes.\n'),
      ),
    );
    const elsewhere = await uploadToFolder(ana, 'Archivo', [
      asFile('anexo.txt', 'El anexo se guarda en el archivo general.'),
    ]);
    const anexoId = elsewhere[0]?.id ?? '';
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
    const files = await listFiles(ana, { limit: 200 });
    const ids = files.map((item) => item.id);
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
    const rows = await insertIntoDocdb(clerk, 'Facturas', documents);
    fileIds = rows.flatMap((row) => row.files.map((file) => file.file_id));
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
    const chatFolder = await listFiles(clerk, { topico: 'chatbot' });
    expect(chatFolder.map((item) => item.id)).toContain(detail.files[0]?.file_id);
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
