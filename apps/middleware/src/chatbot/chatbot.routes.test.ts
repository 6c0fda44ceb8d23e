import { COMPANY, type MiddlewareComponents } from '@folio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createStorageTestApp,
  multipartBody,
  type StorageTestApp,
  type TestUser,
  type UploadFile,
} from '../storage/testing/storage-test-app';

// A small report in Spanish: the answer to "¿Cuándo se inauguró la planta de Sevilla?" is in its
// second paragraph, and nowhere else.
const REPORT = `# Informe anual de Aceites del Sur

La empresa cerró el ejercicio con unas ventas de 12 millones de euros, un 8 % más que el año anterior.

La planta de Sevilla se inauguró en marzo de 2019 y emplea a 140 personas en dos turnos.

El consejo aprobó un dividendo de 0,30 euros por acción, pagadero en julio.
`;
const SECRET = `# Notas privadas

La contraseña de la caja fuerte de la planta de Sevilla es girasol-7781.
`;

type Schemas = MiddlewareComponents['schemas'];
type Failure = { errorCode: string };

const md = (name: string, text: string): UploadFile => ({
  name,
  bytes: new TextEncoder().encode(text),
  type: 'text/markdown',
});

let test: StorageTestApp;
let ana: TestUser;
let eve: TestUser;

beforeAll(async () => {
  test = await createStorageTestApp({ FOLIO_JOBS_IN_PROCESS: '1', FOLIO_JOBS_POLL_MS: '50' });
  ana = await test.signIn();
  eve = await test.signIn();
}, 60_000);
afterAll(() => test.close());

async function form(
  user: TestUser,
  url: string,
  jsonData: object,
  files: UploadFile[] = [],
  accept?: string,
) {
  const body = await multipartBody({ user: user.email, empresa: COMPANY, ...jsonData }, files);
  return test.call(user, {
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(accept ? { accept } : {}) },
  });
}

async function trained(user: TestUser, topico: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const detail = (await form(user, '/chatbot/topics/one', { topico })).json<
      Schemas['TopicDetail']
    >();
    const status = detail.topic.training?.status;
    if (status === 'succeeded' || status === 'failed') {
      return detail;
    }
    if (Date.now() > deadline) {
      throw new Error(`training of ${topico} still ${status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('topics', () => {
  it('creates a topic from a reference file and trains it', async () => {
    const created = await form(
      ana,
      '/chatbot/configure',
      { topico: 'Informes', descripcion: 'Informes anuales', config_chatbot: 'documental' },
      [md('informe.md', REPORT)],
    );
    expect(created.statusCode, created.body).toBe(202);
    expect(created.json<Schemas['TrainingAccepted']>().topic).toMatchObject({
      topico: 'informes',
      config_chatbot: 'documental',
    });
    const detail = await trained(ana, 'informes');
    expect(detail.topic).toMatchObject({ status: 'active', file_count: 1 });
    expect(detail.topic.training).toMatchObject({ status: 'succeeded', processed: ['informe.md'] });
    expect(detail.files[0]).toMatchObject({
      filename: 'informe.md',
      status: 'trained',
      language: 'es',
    });
    expect(detail.files[0]?.passages).toBeGreaterThan(0);
    const listed = (await form(ana, '/chatbot/topics/list', {})).json<Schemas['TopicList']>();
    expect(listed.topics.map((topic) => topic.topico)).toContain('informes');
  });

  it('refuses what SPEC §5 refuses and keeps nothing', async () => {
    const blobs = await test.countBlobs();
    const excel = await form(ana, '/chatbot/configure', { topico: 'hojas', descripcion: 'x' }, [
      { name: 'cuentas.xlsx', bytes: new Uint8Array([80, 75, 3, 4]) },
    ]);
    expect(excel.json<Failure>().errorCode).toBe('EXCEL_NOT_ALLOWED');
    const symbols = await form(
      ana,
      '/chatbot/configure',
      { topico: 'mis informes!', descripcion: 'x' },
      [md('a.md', REPORT)],
    );
    expect(symbols.statusCode).toBe(400);
    const twice = await form(ana, '/chatbot/configure', { topico: 'INFORMES', descripcion: 'x' }, [
      md('b.md', REPORT),
    ]);
    expect(twice.json<Failure>().errorCode).toBe('TOPIC_NAME_EXISTS');
    const noDescription = await form(ana, '/chatbot/configure', { topico: 'otro' }, [
      md('c.md', REPORT),
    ]);
    expect(noDescription.json<Failure>().errorCode).toBe('MISSING_PARAMETERS');
    expect(await test.countBlobs()).toBe(blobs);
  });
});

describe('conversations and answers', () => {
  it('answers with a cited sentence, keeps the history, renames and deletes', async () => {
    const asked = await form(ana, '/chatbot/messages/conversational', {
      topico: 'informes',
      prompt: '¿Cuándo se inauguró la planta de Sevilla?',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const { message, conversation } = asked.json<Schemas['MessageAnswer']>();
    expect(message.bot_response).toContain('marzo de 2019');
    expect(message.engine).toBe('builtin');
    expect(message.citations[0]).toMatchObject({ n: 1, filename: 'informe.md', page: 1 });
    expect(message.citations[0]?.quote).toContain('marzo de 2019');
    expect(conversation.name).toBe('Nueva Conversación');

    const history = (
      await form(ana, '/chatbot/history', {
        topico: 'informes',
        conversation_id: conversation.conversation_id,
      })
    ).json<Schemas['History']>();
    expect(history.conversations).toHaveLength(1);
    expect(history.conversations[0]?.user_message).toContain('Sevilla');

    const renamed = await form(ana, '/chatbot/conversations/rename', {
      topico: 'informes',
      conversation_id: conversation.conversation_id,
      descripcion: 'Plantas',
    });
    expect(renamed.json<Schemas['Conversation']>().name).toBe('Plantas');
    const deleted = await form(ana, '/chatbot/conversations/delete', {
      topico: 'informes',
      conversation_id: conversation.conversation_id,
    });
    expect(deleted.statusCode).toBe(200);
    const list = (await form(ana, '/chatbot/conversations/list', { topico: 'informes' })).json<
      Schemas['ConversationList']
    >();
    expect(list.conversations).toHaveLength(0);
  });

  it('streams the answer as server-sent events', async () => {
    const streamed = await form(
      ana,
      '/chatbot/messages/conversational',
      { topico: 'informes', prompt: 'What dividend did the board approve?' },
      [],
      'text/event-stream',
    );
    expect(streamed.headers['content-type']).toContain('text/event-stream');
    const events = streamed.body
      .split('\n\n')
      .filter((block) => block.startsWith('event:'))
      .map((block) => block.split('\n')[0]?.slice('event: '.length));
    expect(events[0]).toBe('start');
    expect(events).toContain('delta');
    expect(events.at(-1)).toBe('done');
  });

  it('keeps nothing of a question whose attachment cannot be read', async () => {
    const before = await test.db.selectFrom('chat_conversations').select('id').execute();
    const damaged = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new TextEncoder().encode('roto')]);
    const asked = await form(
      ana,
      '/chatbot/messages/document',
      { topico: 'informes', prompt: '¿Qué dice el anexo?' },
      [{ name: 'anexo.docx', bytes: damaged }],
    );
    expect(asked.json<Failure>().errorCode).toBe('FILE_PROCESSING_ERROR');
    const after = await test.db.selectFrom('chat_conversations').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('says plainly when the documents do not answer', async () => {
    const asked = await form(ana, '/chatbot/messages/conversational', {
      topico: 'informes',
      prompt: '¿Quién ganó el mundial de fútbol de 1986?',
    });
    expect(asked.json<Schemas['MessageAnswer']>().message.citations).toEqual([]);
  });
});

describe("the extractor's train-chatbot requests", () => {
  it('trains the documents of a request into the topic it names', async () => {
    const uploaded = await test.upload(ana, [md('factura.md', REPORT)], { topico: 'extractor' });
    const fileId = uploaded.json<{ data: { archivos: { id: string }[] } }>().data.archivos[0]?.id;
    const configuration = await test.db
      .insertInto('configurations')
      .values({ user_id: ana.id, name: 'facturas', document_type: 'invoice', attributes: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const document = await test.db
      .insertInto('extracted_documents')
      .values({
        user_id: ana.id,
        configuration_id: configuration.id,
        file_name: 'factura.md',
        file_id: fileId ?? null,
        status: 'done',
        headers: '{}',
        items: '[]',
        available_fields: '{"headers": [], "details": []}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const asked = await test.call(ana, {
      method: 'POST',
      url: '/extractor/train-chatbot',
      payload: {
        user: ana.email,
        empresa: COMPANY,
        config_name: 'facturas',
        topico: 'Proveedores',
        document_ids: [document.id],
      },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const deadline = Date.now() + 60_000;
    let request = { status: 'pending', training_id: null as string | null };
    while (request.status === 'pending' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      request = await test.db
        .selectFrom('chatbot_training_requests')
        .select(['status', 'training_id'])
        .where('user_id', '=', ana.id)
        .executeTakeFirstOrThrow();
    }
    expect(request.status).toBe('done');
    const detail = await trained(ana, 'proveedores');
    expect(detail.topic.descripcion).toBe('Resultados de facturas');
    expect(detail.files.map((file) => file.filename)).toEqual(['factura.md']);
  });
});

describe('scoping', () => {
  it("never shows another user's topics, conversations or text", async () => {
    await form(eve, '/chatbot/configure', { topico: 'notas', descripcion: 'Notas' }, [
      md('notas.md', SECRET),
    ]);
    await trained(eve, 'notas');
    const mine = await form(ana, '/chatbot/topics/one', { topico: 'notas' });
    expect(mine.json<Failure>().errorCode).toBe('RESOURCE_NOT_FOUND');
    const asked = await form(ana, '/chatbot/messages/conversational', {
      topico: 'BUSQUEDA_GLOBAL',
      prompt: '¿Cuál es la contraseña de la caja fuerte de Sevilla?',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.body).not.toContain('girasol');
    const evesOwn = await form(eve, '/chatbot/messages/conversational', {
      topico: 'notas',
      prompt: '¿Cuál es la contraseña de la caja fuerte?',
    });
    const conversationId = evesOwn.json<Schemas['MessageAnswer']>().conversation.conversation_id;
    const theirs = await form(ana, '/chatbot/history', {
      topico: 'informes',
      conversation_id: conversationId,
    });
    expect(theirs.json<Failure>().errorCode).toBe('RESOURCE_NOT_FOUND');
    const asEve = await form(eve, '/chatbot/history', {
      topico: 'informes',
      conversation_id: conversationId,
    });
    expect(asEve.json<Failure>().errorCode).toBe('RESOURCE_NOT_FOUND');
  });

  it('deletes a topic with its conversations and its files', async () => {
    const deleted = await form(eve, '/chatbot/topics/delete', { topico: 'notas' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const gone = await form(eve, '/chatbot/topics/one', { topico: 'notas' });
    expect(gone.json<Failure>().errorCode).toBe('RESOURCE_NOT_FOUND');
    const files = await test.db
      .selectFrom('files')
      .select('id')
      .where('user_id', '=', eve.id)
      .execute();
    expect(files).toHaveLength(0);
  });
});
