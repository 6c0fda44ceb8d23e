import { afterEach, describe, expect, it } from 'vitest';

import { FolioError } from '../errors';

import type { Training } from './chat-training';
import { jsonDataOf } from './testing/form-parts';
import { instantClock, signedInFolio, startRecordingServer } from './testing/recording-server';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const trainingAt = (status: Training['status'], filesDone: number): Training => ({
  training_id: '00000000-0000-4000-8000-0000000000a1',
  topico: 'ventas',
  status,
  files_total: 2,
  files_done: filesDone,
  pages_done: filesDone * 3,
  current_file: null,
  processed: status === 'succeeded' ? ['a.xlsx', 'b.xlsx'] : [],
  unprocessed: [],
  created_at: '2031-05-01T10:00:00Z',
  finished_at: null,
});
const topicWith = (training: Training) => ({ topico: 'ventas', training });

/** A middleware whose training goes through `states`, one per read of the topic. */
async function trainingServer(first: Training, ...later: Training[]) {
  const states = [first, ...later];
  const server = await startRecordingServer((request) => {
    const path = new URL(request.url).pathname;
    if (path !== '/api/chatbot/topics/one') {
      return Response.json({ topic: topicWith(first), training: first }, { status: 202 });
    }
    const training = states.length > 1 ? states.shift() : states[0];
    return Response.json({ topic: topicWith(training ?? first), files: [] });
  });
  close = server.close;
  const clock = instantClock();
  return { server, clock, folio: await signedInFolio(server.url, clock) };
}

const pathOf = (request: Request | undefined) => new URL(request?.url ?? '').pathname;

describe('the training of the chat resource', () => {
  it("adds files through the route of the topic's kind and follows the batch to its end", async () => {
    const { server, clock, folio } = await trainingServer(
      trainingAt('queued', 0),
      trainingAt('running', 1),
      trainingAt('running', 1),
      trainingAt('succeeded', 2),
    );
    const files = [new File(['a'], 'a.xlsx'), new File(['b'], 'b.xlsx')];

    const run = await folio.chat.training.add('ventas', files, { config_chatbot: 'estructurado' });
    const seen: string[] = [];
    run.on('progress', (training) => seen.push(`${training.status}:${training.files_done}`));
    const finished = await run.done({ intervalMs: 250 });

    expect(run.started.training.status).toBe('queued');
    expect(finished.processed).toEqual(['a.xlsx', 'b.xlsx']);
    expect(seen).toEqual(['queued:0', 'running:1', 'succeeded:2']);
    expect(clock.waits.every((ms) => ms === 250)).toBe(true);
    expect(pathOf(server.requests[0])).toBe('/api/chatbot/train/accounting');
    expect(await jsonDataOf(server.requests[0]?.clone())).toMatchObject({
      user: 'ana@example.com',
      topico: 'ventas',
      config_chatbot: 'estructurado',
    });
    expect((await server.requests[0]?.formData())?.getAll('files')).toHaveLength(2);

    await folio.chat.training.add('ventas', files.slice(0, 1));
    expect(pathOf(server.requests.at(-1))).toBe('/api/chatbot/train/conversational');
  });

  it('rejects done() with TRAINING_CHAT_ERROR and the batch when no file was processed', async () => {
    const failed = {
      ...trainingAt('failed', 1),
      unprocessed: [{ name: 'a.pdf', reason: 'empty' }],
    };
    const { folio } = await trainingServer(trainingAt('running', 0), failed);

    const run = await folio.chat.topics.create('ventas', new File(['a'], 'a.pdf'), {
      descripcion: 'Ventas',
    });
    const error = await run.done().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(FolioError);
    expect(error).toMatchObject({ code: 'TRAINING_CHAT_ERROR', detail: failed });
  });

  it('trains files already in Files by their ids, as JSON', async () => {
    const { server, folio } = await trainingServer(trainingAt('succeeded', 2));
    const ids = ['00000000-0000-4000-8000-0000000000f1'];

    const run = await folio.chat.training.fromFiles('ventas', ids, { descripcion: 'Ventas' });

    expect(await run.done()).toMatchObject({ status: 'succeeded' });
    expect(pathOf(server.requests[0])).toBe('/api/chatbot/train/from-files');
    expect(await server.requests[0]?.json()).toMatchObject({
      user: 'ana@example.com',
      topico: 'ventas',
      descripcion: 'Ventas',
      file_ids: ids,
    });
  });
});
