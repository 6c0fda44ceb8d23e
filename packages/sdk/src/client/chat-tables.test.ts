import { afterEach, describe, expect, it } from 'vitest';

import { FolioError } from '../errors';

import { jsonDataOf } from './testing/form-parts';
import { instantClock, signedInFolio, startRecordingServer } from './testing/recording-server';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const NOT_FOUND = { errorCode: 'RESOURCE_NOT_FOUND', errorMessage: 'No questions yet' };
const QUESTIONS = { success: true, questions: ['¿Total por mes?'] };

/** A middleware whose SQL questions exist once recreated (`recreated` answers the recreate). */
async function questionsServer(recreateStatus: number) {
  let isMade = false;
  const server = await startRecordingServer((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/chatbot/sql-questions/recreate') {
      isMade = recreateStatus === 200;
      return Response.json({ success: isMade }, { status: recreateStatus });
    }
    return isMade ? Response.json(QUESTIONS) : Response.json(NOT_FOUND, { status: 404 });
  });
  close = server.close;
  const clock = instantClock();
  return { server, clock, folio: await signedInFolio(server.url, clock) };
}

const pathsOf = (requests: Request[]) => requests.map((request) => new URL(request.url).pathname);

describe('the tables of the chat resource', () => {
  it('recreates the SQL questions when the first fetch fails, waits 3 s and fetches once more (SPEC §4)', async () => {
    const { server, clock, folio } = await questionsServer(200);

    expect(await folio.chat.tables.questions('cuentas')).toEqual(QUESTIONS);

    expect(pathsOf(server.requests)).toEqual([
      '/api/chatbot/sql-questions',
      '/api/chatbot/sql-questions/recreate',
      '/api/chatbot/sql-questions',
    ]);
    expect(clock.waits).toEqual([3000]);
    // SPEC §5: the topic travels upper-cased for these calls.
    expect(await jsonDataOf(server.requests[1])).toMatchObject({
      user: 'ana@example.com',
      topico: 'CUENTAS',
    });
  });

  it("gives the first fetch's error when the recreate fails, without a retry", async () => {
    const { server, clock, folio } = await questionsServer(500);

    const error = await folio.chat.tables.questions('cuentas').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(FolioError);
    expect(error).toMatchObject({ code: 'RESOURCE_NOT_FOUND' });
    expect(server.requests).toHaveLength(2);
    expect(clock.waits).toEqual([]);
  });

  it("lists an accounting topic's tables", async () => {
    const table = { name: 'facturas', title: 'libro.xlsx · Facturas', columns: [], row_count: 0 };
    const server = await startRecordingServer(() =>
      Response.json({ tables: [{ ...table, totals: [], notes: [], preview: [] }] }),
    );
    close = server.close;
    const folio = await signedInFolio(server.url);

    expect(await folio.chat.tables.list('cuentas')).toMatchObject([table]);
    expect(pathsOf(server.requests)).toEqual(['/api/chatbot/tables']);
  });
});

describe('the prompt help of the chat resource', () => {
  it('asks for suggestions and a better prompt with the topic, conversation and model', async () => {
    const server = await startRecordingServer((request) =>
      new URL(request.url).pathname.endsWith('/prompt-suggestions')
        ? Response.json({ success: true, message: 'a', suggestions: ['a'], engine: 'builtin' })
        : Response.json({ success: true, message: '¿Qué plazo fija?', engine: 'builtin' }),
    );
    close = server.close;
    const folio = await signedInFolio(server.url);

    const suggested = await folio.chat.prompts.suggest('contratos', { conversationId: null });
    const improved = await folio.chat.prompts.improve('contratos', 'plazo', { model: 'gpt-4o' });

    expect(suggested.suggestions).toEqual(['a']);
    expect(improved.message).toBe('¿Qué plazo fija?');
    const [suggest, improve] = await Promise.all(server.requests.map(jsonDataOf));
    expect(suggest).toMatchObject({ topico: 'contratos', conversation_id: null, model: null });
    expect(improve).toMatchObject({ topico: 'contratos', prompt: 'plazo', model: 'gpt-4o' });
  });
});
