import { makeTextImage } from '@folio/documents/testing/images';
import { COMPANY, type MiddlewareComponents } from '@folio/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startMockLlmServer, type MockLlmServer } from '../../ai/testing/mock-llm-server';
import {
  createStorageTestApp,
  multipartBody,
  type StorageTestApp,
  type TestUser,
} from '../../storage/testing/storage-test-app';

type Schemas = MiddlewareComponents['schemas'];

let llm: MockLlmServer;
let heard: StorageTestApp;
let deaf: StorageTestApp;
let ana: TestUser;
let bea: TestUser;

async function post(
  app: StorageTestApp,
  user: TestUser,
  url: string,
  jsonData: object,
  files: { name: string; bytes: Uint8Array }[] = [],
) {
  const body = await multipartBody({ user: user.email, empresa: COMPANY, ...jsonData }, files);
  return app.call(user, { method: 'POST', url, payload: body.payload, headers: body.headers });
}

const GLOBAL = 'BUSQUEDA_GLOBAL';
/** A short silent PCM WAV: a real RIFF header, so the upload's content check accepts it. */
function silentWav(samples = 800): Uint8Array {
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) =>
    [...text].forEach((char, index) => view.setUint8(at + index, char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples * 2, true);
  return bytes;
}

const RECORDING = { name: 'pregunta.wav', bytes: silentWav() };

const fileCount = (app: StorageTestApp) =>
  app.db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));

beforeAll(async () => {
  llm = await startMockLlmServer();
  heard = await createStorageTestApp({
    FOLIO_TRANSCRIPTION_URL: `${llm.url}/v1`,
    FOLIO_TRANSCRIPTION_MODEL: 'whisper-large-v3',
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: `${llm.url}/v1`,
  });
  deaf = await createStorageTestApp({});
  [ana, bea] = [await heard.signIn(), await deaf.signIn()];
}, 60_000);
afterAll(async () => {
  await Promise.all([heard.close(), deaf.close()]);
  await llm.close();
});
beforeEach(() => {
  llm.reset();
});

describe('an image message', () => {
  it('is read by OCR and answered over its text, the image kept with the message', async () => {
    const image = await makeTextImage(['Factura 2024-117', 'Total a pagar: 1.250 euros']);
    const asked = await post(
      heard,
      ana,
      '/chatbot/messages/image',
      { topico: GLOBAL, prompt: '¿Cuál es el total a pagar?' },
      [{ name: 'factura.png', bytes: image }],
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const { message } = asked.json<Schemas['MessageAnswer']>();
    expect(message.files_id).toHaveLength(1);
    expect(message.bot_response).toMatch(/1\.250/u);
  });

  it('refuses an image without text as IMAGE_ANALYSIS_ERROR and keeps nothing', async () => {
    const before = await fileCount(heard);
    const blank = await makeTextImage([]);
    const asked = await post(
      heard,
      ana,
      '/chatbot/messages/image',
      { topico: GLOBAL, prompt: '¿Qué pone?' },
      [{ name: 'blanco.png', bytes: blank }],
    );
    expect(asked.json<{ errorCode: string }>().errorCode).toBe('IMAGE_ANALYSIS_ERROR');
    expect(await fileCount(heard)).toBe(before);
  });

  it('goes to a vision model as an image, even with no text to read', async () => {
    llm.reply({ content: 'Es un recibo en blanco.' });
    const blank = await makeTextImage([]);
    const asked = await post(
      heard,
      ana,
      '/chatbot/messages/image',
      { topico: GLOBAL, prompt: '¿Qué es esto?', model: 'gpt-4o-mini' },
      [{ name: 'recibo.png', bytes: blank }],
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const turns = (llm.requests[0]?.body as { messages: { content: unknown }[] }).messages;
    const last = turns.at(-1)?.content as { type: string; image_url?: { url: string } }[];
    expect(last[1]?.image_url?.url).toMatch(/^data:image\/png;base64,iVBOR/u);
  });

  it('takes only images on the image route', async () => {
    const asked = await post(
      heard,
      ana,
      '/chatbot/messages/image',
      { topico: GLOBAL, prompt: 'Hola' },
      [{ name: 'nota.txt', bytes: new TextEncoder().encode('hola') }],
    );
    expect(asked.json<{ errorCode: string }>().errorCode).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('an audio message', () => {
  it('is transcribed by the configured endpoint and asked as the question', async () => {
    llm.reply({ content: '¿Cuántos archivos tengo?' });
    const asked = await post(
      heard,
      ana,
      '/chatbot/messages/audio',
      { topico: GLOBAL, prompt: ' ' },
      [RECORDING],
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const { message } = asked.json<Schemas['MessageAnswer']>();
    expect(message.user_message).toBe('¿Cuántos archivos tengo?');
    expect(llm.requests[0]?.path).toBe('/v1/audio/transcriptions');
    expect(String(llm.requests[0]?.body)).toContain('whisper-large-v3');
  });

  it('is AUDIO_EXTRACTION with nothing stored when the endpoint cannot read the file', async () => {
    const before = await fileCount(heard);
    llm.reply({ status: 400, body: { error: { message: 'Invalid file format.' } } });
    const asked = await post(
      heard,
      ana,
      '/chatbot/messages/audio',
      { topico: GLOBAL, prompt: ' ' },
      [RECORDING],
    );
    expect(asked.statusCode).toBe(422);
    expect(asked.json<{ errorCode: string; detail: { reason: string } }>()).toMatchObject({
      errorCode: 'AUDIO_EXTRACTION',
      detail: { reason: 'unreadable' },
    });
    expect(await fileCount(heard)).toBe(before);
  });

  it('says what to configure when no transcription endpoint is set, and keeps nothing', async () => {
    const asked = await post(
      deaf,
      bea,
      '/chatbot/messages/audio',
      { topico: GLOBAL, prompt: ' ' },
      [RECORDING],
    );
    expect(asked.json<{ errorCode: string; detail: { reason: string } }>()).toMatchObject({
      errorCode: 'AUDIO_EXTRACTION',
      detail: { reason: 'no-transcription' },
    });
    expect(await fileCount(deaf)).toBe(0);
  });
});
