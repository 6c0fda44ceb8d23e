import { FolioError } from '@folio/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';

import type { UploadLimits, UploadSource } from './upload-limits';
import type { UploadSender } from './upload-sender';
import { provideUploadSender, uploadMachine, type UploadEmitted } from './upload.machine';

const LIMITS: UploadLimits = {
  uploadAllowedTypes: ['pdf', 'xlsx', 'txt'],
  uploadMaxFileBytes: 1000,
};

/** How the fake server treats a file: it takes `ms` to arrive and then is kept or refused. */
type Behaviour = { ms?: number; fail?: FolioError | Error; storedName?: string };

/**
 * A fake server behind the sender: each file takes its time on the fake clock, reports progress
 * every quarter of it, then answers. Records what was sent, in order, and which sends were aborted.
 */
function fakeServer(behaviours: Record<string, Behaviour> = {}) {
  const sent: Array<{ name: string; topico: string | undefined }> = [];
  const aborted: string[] = [];
  const send = vi.fn<UploadSender>(
    ({ file, topico, signal, onProgress }) =>
      new Promise((resolve, reject) => {
        sent.push({ name: file.name, topico });
        const { ms = 1000, fail, storedName } = behaviours[file.name] ?? {};
        const timers = [1, 2, 3].map((quarter) =>
          setTimeout(() => onProgress(quarter / 4), (ms * quarter) / 4),
        );
        const done = setTimeout(() => {
          if (fail) {
            reject(fail);
          } else {
            onProgress(1);
            resolve({ storedName: storedName ?? file.name });
          }
        }, ms);
        signal.addEventListener('abort', () => {
          aborted.push(file.name);
          [...timers, done].forEach(clearTimeout);
        });
      }),
  );
  return { send, sent, aborted };
}

function startQueue(
  behaviours: Record<string, Behaviour> = {},
  input: { limits?: UploadLimits | null; concurrency?: number } = {},
) {
  const server = fakeServer(behaviours);
  const actor = createActor(provideUploadSender(server.send), {
    input: { limits: input.limits === undefined ? LIMITS : input.limits, ...input },
  });
  const emitted: UploadEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const entry = (name: string) => {
    const found = actor.getSnapshot().context.entries.find((candidate) => candidate.name === name);
    if (!found) {
      throw new Error(`no entry ${name}`);
    }
    return found;
  };
  const stateOf = (name: string) => entry(name).ref.getSnapshot().value;
  const add = (names: string[], topico?: string) =>
    actor.send({
      type: 'upload.add',
      files: names.map((name): UploadSource => ({ name, size: 100 })),
      ...(topico === undefined ? {} : { topico }),
    });
  return { actor, server, emitted, entry, stateOf, add };
}

describe('uploadMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes a file from ready through uploading to completed (SPEC §4 upload states)', async () => {
    const { server, entry, stateOf, add } = startQueue({ 'a.pdf': { ms: 1000 } });

    add(['a.pdf'], 'contratos');

    expect(stateOf('a.pdf')).toBe('uploading');
    expect(entry('a.pdf').ref.getSnapshot().hasTag('busy')).toBe(true);
    expect(server.sent).toEqual([{ name: 'a.pdf', topico: 'contratos' }]);
    expect(entry('a.pdf').ref.getSnapshot().context.progress).toBeNull();

    await vi.advanceTimersByTimeAsync(500);
    expect(entry('a.pdf').ref.getSnapshot().context.progress).toBe(0.5);

    await vi.advanceTimersByTimeAsync(500);
    expect(stateOf('a.pdf')).toBe('completed');
    expect(entry('a.pdf').ref.getSnapshot().context.progress).toBe(1);
    expect(entry('a.pdf').status).toBe('completed');
  });

  it('keeps the name the server stored the file under', async () => {
    const { entry, add } = startQueue({ 'a.pdf': { storedName: 'a (1).pdf' } });

    add(['a.pdf']);
    await vi.advanceTimersByTimeAsync(1000);

    expect(entry('a.pdf').ref.getSnapshot().context.storedName).toBe('a (1).pdf');
  });

  it('sends at most 3 files at once and starts the next as one settles (issue 5)', async () => {
    const { server, stateOf, add } = startQueue({
      'a.pdf': { ms: 1000 },
      'b.pdf': { ms: 3000 },
      'c.pdf': { ms: 3000 },
    });

    add(['a.pdf', 'b.pdf', 'c.pdf', 'd.pdf', 'e.pdf']);

    expect(server.sent.map((file) => file.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(stateOf('d.pdf')).toBe('ready');
    expect(stateOf('e.pdf')).toBe('ready');

    await vi.advanceTimersByTimeAsync(1000);
    expect(stateOf('a.pdf')).toBe('completed');
    expect(stateOf('d.pdf')).toBe('uploading');
    expect(stateOf('e.pdf')).toBe('ready');

    await vi.advanceTimersByTimeAsync(1000);
    expect(stateOf('e.pdf')).toBe('uploading');
    expect(server.sent.map((file) => file.name)).toEqual([
      'a.pdf',
      'b.pdf',
      'c.pdf',
      'd.pdf',
      'e.pdf',
    ]);
  });

  it('honours another concurrency limit', () => {
    const { server, add } = startQueue({}, { concurrency: 1 });

    add(['a.pdf', 'b.pdf']);

    expect(server.sent).toHaveLength(1);
  });

  it('checks type and size before sending, with the catalogue codes (SPEC §5, §8)', () => {
    const { server, entry, stateOf, add } = startQueue();

    add(['song.mp3']);
    const tooBig: UploadSource = { name: 'big.pdf', size: 1001 };
    const empty: UploadSource = { name: 'empty.txt', size: 0 };

    expect(stateOf('song.mp3')).toBe('error');
    expect(entry('song.mp3').ref.getSnapshot().context.error?.code).toBe('UNSUPPORTED_MEDIA_TYPE');

    expect(entry('song.mp3').ref.getSnapshot().context.isRefused).toBe(true);
    expect(server.send).not.toHaveBeenCalled();

    const queue = startQueue();
    queue.actor.send({ type: 'upload.add', files: [tooBig, empty] });
    expect(queue.entry('big.pdf').ref.getSnapshot().context.error?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(queue.entry('big.pdf').ref.getSnapshot().context.error?.detail).toEqual({
      file: 'big.pdf',
      maxMb: 0,
    });
    expect(queue.entry('empty.txt').ref.getSnapshot().context.error?.code).toBe(
      'FILE_VALIDATION_ERROR',
    );
    expect(queue.server.send).not.toHaveBeenCalled();
  });

  it('does not retry a file the checks refused: sending it again cannot work', () => {
    const { actor, server, entry, stateOf, add } = startQueue();
    add(['song.mp3']);

    actor.send({ type: 'upload.retry', id: entry('song.mp3').id });

    expect(stateOf('song.mp3')).toBe('error');
    expect(server.send).not.toHaveBeenCalled();
  });

  it('leaves every check to the server when it announced no limits', () => {
    const { stateOf, add } = startQueue({}, { limits: null });

    add(['song.mp3']);

    expect(stateOf('song.mp3')).toBe('uploading');
  });

  it('goes to error with the server error when the send fails (SPEC §4)', async () => {
    const refusal = new FolioError('UNSUPPORTED_MEDIA_TYPE', 'Not a PDF inside', { status: 415 });
    const { entry, stateOf, add } = startQueue({ 'fake.pdf': { fail: refusal } });

    add(['fake.pdf']);
    await vi.advanceTimersByTimeAsync(1000);

    expect(stateOf('fake.pdf')).toBe('error');
    expect(entry('fake.pdf').ref.getSnapshot().context.error).toBe(refusal);
    expect(entry('fake.pdf').ref.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('turns a failure that is not a FolioError into NETWORK_ERROR', async () => {
    const { entry, add } = startQueue({ 'a.pdf': { fail: new TypeError('Failed to fetch') } });

    add(['a.pdf']);
    await vi.advanceTimersByTimeAsync(1000);

    expect(entry('a.pdf').ref.getSnapshot().context.error?.code).toBe('NETWORK_ERROR');
  });

  it('retries a failed file at the end of the queue, and it can then complete', async () => {
    const behaviours: Record<string, Behaviour> = {
      'a.pdf': { fail: new FolioError('INTERNAL_SERVER_ERROR', 'boom', { status: 500 }) },
    };
    const { actor, server, entry, stateOf, add } = startQueue(behaviours);
    add(['a.pdf']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(stateOf('a.pdf')).toBe('error');

    behaviours['a.pdf'] = {};
    actor.send({ type: 'upload.retry', id: entry('a.pdf').id });
    expect(stateOf('a.pdf')).toBe('uploading');
    expect(entry('a.pdf').ref.getSnapshot().context.error).toBeNull();

    await vi.advanceTimersByTimeAsync(1000);
    expect(stateOf('a.pdf')).toBe('completed');
    expect(server.sent).toHaveLength(2);
  });

  it('cancels an upload under way: the send is aborted and the next file starts', async () => {
    const { actor, server, entry, stateOf, add } = startQueue({}, { concurrency: 1 });
    add(['a.pdf', 'b.pdf']);

    actor.send({ type: 'upload.cancel', id: entry('a.pdf').id });

    expect(stateOf('a.pdf')).toBe('cancelled');
    expect(server.aborted).toEqual(['a.pdf']);
    expect(stateOf('b.pdf')).toBe('uploading');
    await vi.advanceTimersByTimeAsync(1000);
    expect(stateOf('a.pdf')).toBe('cancelled');
  });

  it('cancels a waiting file so it is never sent, and retries it later', async () => {
    const { actor, server, entry, stateOf, add } = startQueue({}, { concurrency: 1 });
    add(['a.pdf', 'b.pdf']);

    actor.send({ type: 'upload.cancel', id: entry('b.pdf').id });
    await vi.advanceTimersByTimeAsync(1000);

    expect(stateOf('b.pdf')).toBe('cancelled');
    expect(server.sent.map((file) => file.name)).toEqual(['a.pdf']);

    actor.send({ type: 'upload.retry', id: entry('b.pdf').id });
    expect(stateOf('b.pdf')).toBe('uploading');
  });

  it('ignores a cancel of a completed file', async () => {
    const { actor, entry, stateOf, add } = startQueue();
    add(['a.pdf']);
    await vi.advanceTimersByTimeAsync(1000);

    actor.send({ type: 'upload.cancel', id: entry('a.pdf').id });

    expect(stateOf('a.pdf')).toBe('completed');
  });

  it('announces each stored file, and the count once the queue runs dry (SPEC §8)', async () => {
    const { emitted, add } = startQueue({
      'a.pdf': { ms: 1000 },
      'b.pdf': { ms: 2000 },
      'c.pdf': { ms: 500, fail: new FolioError('INTERNAL_SERVER_ERROR', 'x', { status: 500 }) },
    });

    add(['a.pdf', 'b.pdf', 'c.pdf']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(emitted).toEqual([{ type: 'upload.fileCompleted', id: 'upload-1', name: 'a.pdf' }]);

    await vi.advanceTimersByTimeAsync(1000);
    expect(emitted.slice(1)).toEqual([
      { type: 'upload.fileCompleted', id: 'upload-2', name: 'b.pdf' },
      { type: 'upload.drained', completed: 2, failed: 1, cancelled: 0 },
    ]);
  });

  it('counts each batch on its own', async () => {
    const { emitted, add } = startQueue();
    add(['a.pdf']);
    await vi.advanceTimersByTimeAsync(1000);
    add(['b.pdf', 'c.pdf']);
    await vi.advanceTimersByTimeAsync(1000);

    expect(emitted.filter((event) => event.type === 'upload.drained')).toEqual([
      { type: 'upload.drained', completed: 1, failed: 0, cancelled: 0 },
      { type: 'upload.drained', completed: 2, failed: 0, cancelled: 0 },
    ]);
  });

  it('cancels everything waiting or under way with upload.cancelAll', () => {
    const { actor, stateOf, emitted, add } = startQueue({}, { concurrency: 1 });
    add(['a.pdf', 'b.pdf']);

    actor.send({ type: 'upload.cancelAll' });

    expect([stateOf('a.pdf'), stateOf('b.pdf')]).toEqual(['cancelled', 'cancelled']);
    expect(emitted.at(-1)).toEqual({
      type: 'upload.drained',
      completed: 0,
      failed: 0,
      cancelled: 2,
    });
  });

  it('forgets a file with upload.remove, aborting it if under way, and moves on', () => {
    const { actor, server, entry, stateOf, add } = startQueue({}, { concurrency: 1 });
    add(['a.pdf', 'b.pdf']);

    actor.send({ type: 'upload.remove', id: entry('a.pdf').id });

    expect(actor.getSnapshot().context.entries.map((file) => file.name)).toEqual(['b.pdf']);
    expect(server.aborted).toEqual(['a.pdf']);
    expect(stateOf('b.pdf')).toBe('uploading');
  });

  it('forgets every settled file with upload.clear and keeps the others', async () => {
    const { actor, add } = startQueue({ 'b.pdf': { ms: 5000 } });
    add(['a.pdf', 'b.pdf', 'song.mp3']);
    await vi.advanceTimersByTimeAsync(1000);

    actor.send({ type: 'upload.clear' });

    expect(actor.getSnapshot().context.entries.map((file) => file.name)).toEqual(['b.pdf']);
  });

  it('fails every file when the face did not provide a sender', () => {
    const actor = createActor(uploadMachine, { input: { limits: LIMITS } }).start();

    actor.send({ type: 'upload.add', files: [{ name: 'a.pdf', size: 1 }] });

    const [entry] = actor.getSnapshot().context.entries;
    expect(entry?.ref.getSnapshot().value).toBe('error');
  });
});
