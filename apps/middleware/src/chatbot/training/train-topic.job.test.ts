import { COMPANY, type MiddlewareComponents } from '@folio/sdk';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, expect, it } from 'vitest';

import {
  createStorageTestApp,
  multipartBody,
  type StorageTestApp,
  type TestUser,
} from '../../storage/testing/storage-test-app';
import { createChatbotJobHandlers } from '../chatbot.feature';
import { TRAIN_TOPIC_JOB_KIND } from './train-topic.job';

type Schemas = MiddlewareComponents['schemas'];

const NOTES = `# Acta\n\nSe aprueba el presupuesto de 2026.\n\nLa próxima reunión será el 3 de marzo.\n`;

let test: StorageTestApp;
let ana: TestUser;

// Jobs do not run by themselves here: each test runs the training job when it wants to.
beforeAll(async () => {
  test = await createStorageTestApp();
  ana = await test.signIn();
}, 60_000);
afterAll(() => test.close());

async function configure(
  topico: string,
  name: string,
  bytes: Uint8Array,
  flags: { mannuscrit?: boolean } = {},
) {
  const body = await multipartBody(
    { user: ana.email, empresa: COMPANY, topico, descripcion: 'Actas', ...flags },
    [{ name, bytes }],
  );
  const response = await test.call(ana, {
    method: 'POST',
    url: '/chatbot/configure',
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json<Schemas['TrainingAccepted']>().training.training_id;
}

function runTraining(trainingId: string) {
  const { folio } = test.app;
  const handler = createChatbotJobHandlers(folio.chatbot.deps)[TRAIN_TOPIC_JOB_KIND];
  if (!handler) {
    throw new Error('no chatbot.train handler');
  }
  return handler({
    jobId: 'test',
    kind: TRAIN_TOPIC_JOB_KIND,
    payload: { trainingId },
    attempt: 1,
    workerId: 'test',
    signal: new AbortController().signal,
    progress: () => Promise.resolve(),
  });
}

const passageCount = async (topicName: string) =>
  Number(
    (
      await test.db
        .selectFrom('chat_passages as p')
        .innerJoin('chat_topics as t', 't.id', 'p.topic_id')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('t.name', '=', topicName)
        .executeTakeFirstOrThrow()
    ).n,
  );

it('resumes a training that stopped mid-way without duplicate passages', async () => {
  const trainingId = await configure('actas', 'acta.md', new TextEncoder().encode(NOTES));
  await runTraining(trainingId);
  const first = await passageCount('actas');
  expect(first).toBeGreaterThan(0);
  // As a worker that died while writing leaves it: the batch running, the file in progress.
  await test.db.updateTable('chat_topic_files').set({ status: 'training' }).execute();
  await test.db
    .updateTable('chat_trainings')
    .set({ status: 'running', finished_at: null })
    .where('id', '=', trainingId)
    .execute();
  await runTraining(trainingId);
  expect(await passageCount('actas')).toBe(first);
  const training = await test.db
    .selectFrom('chat_trainings')
    .select('status')
    .where('id', '=', trainingId)
    .executeTakeFirstOrThrow();
  expect(training.status).toBe('succeeded');
});

it('refuses a corrupt PDF before anything is stored', async () => {
  const blobs = await test.countBlobs();
  const body = await multipartBody(
    { user: ana.email, empresa: COMPANY, topico: 'rotos', descripcion: 'Actas' },
    [{ name: 'roto.pdf', bytes: new TextEncoder().encode('%PDF-1.7\nnot a PDF body') }],
  );
  const response = await test.call(ana, {
    method: 'POST',
    url: '/chatbot/configure',
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.json<{ errorCode: string }>().errorCode).toBe('PDF_PROCESSING_ERROR');
  expect(await test.countBlobs()).toBe(blobs);
  const topics = await test.db
    .selectFrom('chat_topics')
    .select('id')
    .where('name', '=', 'rotos')
    .execute();
  expect(topics).toHaveLength(0);
});

it('leaves an unreadable document unprocessed, with its reason, and nothing half-trained', async () => {
  const damaged = new Uint8Array([
    0x50,
    0x4b,
    0x03,
    0x04,
    ...new TextEncoder().encode('not a zip'),
  ]);
  const trainingId = await configure('danados', 'acta.docx', damaged);
  await runTraining(trainingId);
  const file = await test.db
    .selectFrom('chat_topic_files')
    .select(['status', 'reason', 'passages'])
    .where('training_id', '=', trainingId)
    .executeTakeFirstOrThrow();
  expect(file).toMatchObject({ status: 'failed', reason: 'unreadable', passages: 0 });
  expect(await passageCount('danados')).toBe(0);
  const training = await test.db
    .selectFrom('chat_trainings')
    .select('status')
    .where('id', '=', trainingId)
    .executeTakeFirstOrThrow();
  expect(training.status).toBe('failed');
});

it('reads every page of a handwritten topic by OCR, not by its text layer', async () => {
  // What the page shows, and a text layer that says something else (drawn invisible).
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText('El consejo aprueba el presupuesto', { x: 60, y: 700, size: 28, font });
  page.drawText('de la planta para el año que viene.', { x: 60, y: 660, size: 28, font });
  page.drawText('qwxz zzqv', { x: 60, y: 600, size: 12, font, opacity: 0 });
  const trainingId = await configure('manuscritos', 'nota.pdf', await pdf.save(), {
    mannuscrit: true,
  });
  await runTraining(trainingId);
  const passages = await test.db
    .selectFrom('chat_passages as p')
    .innerJoin('chat_topics as t', 't.id', 'p.topic_id')
    .select(['p.heading', 'p.text'])
    .where('t.name', '=', 'manuscritos')
    .execute();
  const text = passages.map((passage) => `${passage.heading ?? ''} ${passage.text}`).join(' ');
  expect(text).toContain('presupuesto');
  expect(text).toContain('planta');
  expect(text).not.toContain('qwxz');
}, 120_000);
