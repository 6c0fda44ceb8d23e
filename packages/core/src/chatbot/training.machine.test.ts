import { FolioError } from '@folio/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import {
  TRAINING_POLL_INTERVAL_MS,
  TRAINING_WATCH_MAX_FAILURES,
  trainingMachine,
  type TrainingEmitted,
  type TrainingInput,
  type TrainingRequest,
} from './training.machine';
import type { Topic, TopicDetail, Training, TrainingAccepted } from './types';

function training(overrides: Partial<Training> = {}): Training {
  return {
    training_id: 'tr-1',
    topico: 'contratos',
    status: 'running',
    files_total: 2,
    files_done: 0,
    pages_done: 0,
    processed: [],
    unprocessed: [],
    created_at: '2025-03-05T10:00:00Z',
    finished_at: null,
    ...overrides,
  };
}

function topic(batch: Training | null): Topic {
  return {
    id: 'topic-1',
    topico: 'contratos',
    descripcion: 'Contratos',
    document_type: 'documento',
    config_chatbot: 'documental',
    is_global: false,
    status: batch?.status === 'running' ? 'processing' : 'active',
    file_count: 2,
    conversation_count: 0,
    training: batch,
    created_at: '2025-03-05T10:00:00Z',
    updated_at: '2025-03-05T10:00:00Z',
  };
}

const detail = (batch: Training): TopicDetail => ({ topic: topic(batch), files: [] });

/** A training whose server accepts with `accepted` and then answers the queued reads in turn. */
function startTraining(
  reads: Array<Training | Error>,
  input: TrainingInput = { kind: 'documental', topico: 'contratos' },
  accepted: Training | Error = training({ status: 'queued' }),
) {
  const sent: TrainingRequest[] = [];
  const startCall = vi.fn(async (request: TrainingRequest): Promise<TrainingAccepted> => {
    sent.push(request);
    if (accepted instanceof Error) {
      throw accepted;
    }
    return { topic: topic(accepted), training: accepted };
  });
  const fetchTopic = vi.fn(async () => {
    const answer = reads.length > 1 ? reads.shift() : reads[0];
    if (answer instanceof Error || answer === undefined) {
      throw answer ?? new Error('no answer');
    }
    return detail(answer);
  });
  const actor = createActor(
    trainingMachine.provide({
      actors: {
        startTraining: fromPromise(({ input: request }) => startCall(request)),
        fetchTopic: fromPromise(() => fetchTopic()),
      },
    }),
    { input },
  );
  const emitted: TrainingEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, sent, startCall, fetchTopic, emitted };
}

const pdf = { name: 'contrato.pdf', size: 100 };
const docx = { name: 'anexo.docx', size: 100 };
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('trainingMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the chosen files with the topic and its settings, then reads progress every second (issue 10)', async () => {
    const { actor, sent, fetchTopic } = startTraining([
      training({ files_done: 1, pages_done: 3 }),
      training({ status: 'succeeded', files_done: 2, pages_done: 5, processed: ['contrato.pdf'] }),
    ]);
    actor.send({ type: 'training.select', files: [pdf, docx] });
    actor.send({
      type: 'training.start',
      topico: 'contratos',
      settings: { description: 'Contratos', isNewTopic: true },
    });
    await settle();

    expect(sent).toEqual([
      {
        topico: 'contratos',
        kind: 'documental',
        files: [pdf, docx],
        settings: { description: 'Contratos', isNewTopic: true },
      },
    ]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(fetchTopic).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(TRAINING_POLL_INTERVAL_MS);
    expect(actor.getSnapshot().context.training?.files_done).toBe(1);
    expect(actor.getSnapshot().context.training?.pages_done).toBe(3);
    expect(actor.getSnapshot().matches('waiting')).toBe(true);
  });

  it('ends in succeeded with the processed and unprocessed names, and says so (SPEC §4)', async () => {
    const finished = training({
      status: 'succeeded',
      files_done: 2,
      processed: ['contrato.pdf'],
      unprocessed: [{ name: 'anexo.docx', reason: 'empty', error_code: null }],
    });
    const { actor, emitted, fetchTopic } = startTraining([finished]);
    actor.send({ type: 'training.select', files: [pdf, docx] });
    actor.send({ type: 'training.start' });
    await vi.advanceTimersByTimeAsync(TRAINING_POLL_INTERVAL_MS);

    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
    expect(actor.getSnapshot().context.training).toEqual(finished);
    expect(emitted).toEqual([{ type: 'training.succeeded', training: finished }]);
    await vi.advanceTimersByTimeAsync(TRAINING_POLL_INTERVAL_MS * 3);
    expect(fetchTopic).toHaveBeenCalledTimes(1);
  });

  it('ends in failed when the batch processed no file (SPEC §4 "then success or failure")', async () => {
    const { actor, emitted } = startTraining([training({ status: 'failed', files_done: 2 })]);
    actor.send({ type: 'training.select', files: [pdf] });
    actor.send({ type: 'training.start' });
    await vi.advanceTimersByTimeAsync(TRAINING_POLL_INTERVAL_MS);

    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(emitted[0]?.type).toBe('training.failed');
  });

  it('fails with the error when the files cannot be sent', async () => {
    const refused = new FolioError('TOPIC_NAME_EXISTS', 'taken', { status: 409 });
    const { actor, emitted } = startTraining([], undefined, refused);
    actor.send({ type: 'training.select', files: [pdf] });
    actor.send({ type: 'training.start' });
    await settle();

    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(refused);
    expect(emitted).toEqual([{ type: 'training.failed', training: null, error: refused }]);
  });

  it('refuses before sending when no file is chosen (SPEC §5 "at least one file")', () => {
    const { actor, startCall } = startTraining([]);
    actor.send({ type: 'training.start' });

    expect(actor.getSnapshot().matches('refused')).toBe(true);
    expect(actor.getSnapshot().context.refusal?.code).toBe('FILES_REQUIRED');
    expect(startCall).not.toHaveBeenCalled();
  });

  it('refuses Excel in a conversational topic and more than 4 files, before sending (SPEC §5)', () => {
    const { actor, startCall } = startTraining([]);
    actor.send({ type: 'training.select', files: [{ name: 'cuentas.xlsx', size: 10 }] });
    actor.send({ type: 'training.start' });
    expect(actor.getSnapshot().context.refusal?.code).toBe('EXCEL_NOT_ALLOWED');

    actor.send({ type: 'training.select', files: [pdf, pdf, pdf, pdf, pdf] });
    expect(actor.getSnapshot().matches('selecting')).toBe(true);
    actor.send({ type: 'training.start' });
    expect(actor.getSnapshot().context.refusal).toEqual({
      code: 'TOO_MANY_FILES',
      detail: { max: 4, current: 5 },
    });
    expect(startCall).not.toHaveBeenCalled();
  });

  it('takes one reference file when the face asks for at most one (a new topic)', () => {
    const { actor } = startTraining([], { kind: 'documental', maxFiles: 1 });
    actor.send({ type: 'training.select', files: [pdf, docx] });
    actor.send({ type: 'training.start', topico: 'contratos' });
    expect(actor.getSnapshot().context.refusal?.code).toBe('TOO_MANY_FILES');
  });

  it('refuses a file over the size limit when the limits are known', () => {
    const { actor } = startTraining([], {
      kind: 'documental',
      topico: 'contratos',
      limits: { uploadAllowedTypes: ['pdf'], uploadMaxFileBytes: 50 },
    });
    actor.send({ type: 'training.select', files: [pdf] });
    actor.send({ type: 'training.start' });
    expect(actor.getSnapshot().context.refusal?.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('rides out a failed read and keeps watching', async () => {
    const { actor } = startTraining([
      new FolioError('NETWORK_ERROR', 'offline'),
      training({ status: 'succeeded', files_done: 1, processed: ['contrato.pdf'] }),
    ]);
    actor.send({ type: 'training.select', files: [pdf] });
    actor.send({ type: 'training.start' });
    await vi.advanceTimersByTimeAsync(TRAINING_POLL_INTERVAL_MS);
    expect(actor.getSnapshot().context.failures).toBe(1);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    await vi.advanceTimersByTimeAsync(TRAINING_POLL_INTERVAL_MS);
    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
  });

  it(`counts the training as failed after ${TRAINING_WATCH_MAX_FAILURES} failed reads in a row`, async () => {
    const gone = new FolioError('RESOURCE_NOT_FOUND', 'gone', { status: 404 });
    const { actor, fetchTopic } = startTraining([gone]);
    actor.send({ type: 'training.select', files: [pdf] });
    actor.send({ type: 'training.start' });
    await vi.advanceTimersByTimeAsync(TRAINING_POLL_INTERVAL_MS * TRAINING_WATCH_MAX_FAILURES);

    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(gone);
    expect(fetchTopic).toHaveBeenCalledTimes(TRAINING_WATCH_MAX_FAILURES);
  });

  it('starts a new batch after one ended, and ignores start while one runs', async () => {
    const { actor, startCall } = startTraining([
      training({ status: 'succeeded', files_done: 1, processed: ['contrato.pdf'] }),
    ]);
    actor.send({ type: 'training.select', files: [pdf] });
    actor.send({ type: 'training.start' });
    actor.send({ type: 'training.start' });
    await vi.advanceTimersByTimeAsync(TRAINING_POLL_INTERVAL_MS);
    expect(startCall).toHaveBeenCalledTimes(1);

    actor.send({ type: 'training.select', files: [docx] });
    expect(actor.getSnapshot().matches('selecting')).toBe(true);
    expect(actor.getSnapshot().context.files).toEqual([docx]);
    expect(actor.getSnapshot().context.training).toBeNull();
  });
});
