import { assign, enqueueActions, setup, stopChild, type ActorRefFrom } from 'xstate';

import {
  uploadFileMachine,
  type UploadFileReport,
  type UploadOutcome,
} from './upload-file.machine';
import { UPLOAD_CONCURRENCY, type UploadLimits, type UploadSource } from './upload-limits';
import { fromUploadSender, type UploadSender } from './upload-sender';

/** One file's upload actor; faces read its state with `useSelector(ref, ...)`. */
export type UploadFileRef = ActorRefFrom<typeof uploadFileMachine>;

/** Where a file stands, as the queue sees it. */
export type UploadEntryStatus = 'waiting' | 'sending' | UploadOutcome;

/** A file of the queue, in the order it was added. */
export type UploadEntry = {
  id: string;
  name: string;
  ref: UploadFileRef;
  status: UploadEntryStatus;
};

export type UploadInput = {
  /** The server's limits (public config); `null` leaves every check to the server. */
  limits: UploadLimits | null;
  /** How many files are sent at once; `UPLOAD_CONCURRENCY` when absent. */
  concurrency?: number;
};

export type UploadContext = {
  limits: UploadLimits | null;
  concurrency: number;
  entries: UploadEntry[];
  /** Ids waiting for a free slot, first come first served. */
  queue: string[];
  /** Ids being sent, never more than `concurrency`. */
  active: string[];
  /** What settled since the queue last ran dry, for the "uploaded with count" notice. */
  batch: { completed: number; failed: number; cancelled: number };
  nextId: number;
};

/**
 * What faces tell the upload queue: add files (to a folder), cancel, retry or forget one, forget
 * every settled one, or cancel everything. `file.queued` and `file.settled` come from the files.
 */
export type UploadEvent =
  | { type: 'upload.add'; files: readonly UploadSource[]; topico?: string }
  | { type: 'upload.cancel'; id: string }
  | { type: 'upload.retry'; id: string }
  | { type: 'upload.remove'; id: string }
  | { type: 'upload.clear' }
  | { type: 'upload.cancelAll' }
  | UploadFileReport;

/**
 * What the queue tells its listeners (`actor.on(...)`): a file was stored, and the queue ran dry,
 * with how many files completed, failed and were cancelled since it last did (SPEC §8 "uploaded
 * (with count)").
 */
export type UploadEmitted =
  | { type: 'upload.fileCompleted'; id: string; name: string }
  | { type: 'upload.drained'; completed: number; failed: number; cancelled: number };

const EMPTY_BATCH = { completed: 0, failed: 0, cancelled: 0 };

const without = (ids: readonly string[], id: string) => ids.filter((entry) => entry !== id);

/**
 * The upload queue (SPEC §4 "Upload states"; issue 5: per-file progress, cancel and retry, a
 * concurrency limit, type and size checks before sending). Each added file becomes a spawned
 * `uploadFileMachine` that checks itself against the server's limits and waits in `ready`; the
 * queue starts the waiting files in order, at most `concurrency` at once (3 by default), and
 * starts the next one whenever a file settles. A retried file joins the end of the queue.
 *
 * The sending itself is the face's: give it with `provideUploadSender(send)`; without it every
 * file fails.
 */
export const uploadMachine = setup({
  types: {
    input: {} as UploadInput,
    context: {} as UploadContext,
    events: {} as UploadEvent,
    emitted: {} as UploadEmitted,
  },
  actors: {
    uploadFile: uploadFileMachine,
  },
  actions: {
    addFiles: assign(
      ({ context, spawn }, params: { files: readonly UploadSource[]; topico?: string }) => {
        let nextId = context.nextId;
        const added = params.files.map((file): UploadEntry => {
          nextId += 1;
          const id = `upload-${nextId}`;
          const input = {
            id,
            file,
            limits: context.limits,
            ...(params.topico === undefined ? {} : { topico: params.topico }),
          };
          return {
            id,
            name: file.name,
            status: 'waiting',
            ref: spawn('uploadFile', { id, input }),
          };
        });
        return { entries: [...context.entries, ...added], nextId };
      },
    ),
    forward: enqueueActions(
      ({ context, enqueue }, params: { id: string; type: 'upload.cancel' | 'upload.retry' }) => {
        const entry = context.entries.find((candidate) => candidate.id === params.id);
        // A completed file has stopped; only files that can take the event are told.
        const canTake =
          params.type === 'upload.cancel'
            ? entry?.status === 'waiting' || entry?.status === 'sending'
            : entry?.status === 'error' || entry?.status === 'cancelled';
        if (entry && canTake) {
          enqueue.sendTo(entry.ref, { type: params.type });
        }
      },
    ),
    enqueueFile: assign(({ context }, params: { id: string }) => ({
      queue: context.queue.includes(params.id) ? context.queue : [...context.queue, params.id],
      entries: context.entries.map((entry) =>
        entry.id === params.id ? { ...entry, status: 'waiting' as const } : entry,
      ),
    })),
    settleFile: enqueueActions(
      ({ context, enqueue }, params: { id: string; outcome: UploadOutcome }) => {
        const entry = context.entries.find((candidate) => candidate.id === params.id);
        enqueue.assign({
          queue: without(context.queue, params.id),
          active: without(context.active, params.id),
          entries: context.entries.map((candidate) =>
            candidate.id === params.id ? { ...candidate, status: params.outcome } : candidate,
          ),
          batch: {
            completed: context.batch.completed + (params.outcome === 'completed' ? 1 : 0),
            failed: context.batch.failed + (params.outcome === 'error' ? 1 : 0),
            cancelled: context.batch.cancelled + (params.outcome === 'cancelled' ? 1 : 0),
          },
        });
        if (entry && params.outcome === 'completed') {
          enqueue.emit({ type: 'upload.fileCompleted', id: entry.id, name: entry.name });
        }
      },
    ),
    startNext: enqueueActions(({ context, enqueue }) => {
      const free = Math.max(0, context.concurrency - context.active.length);
      const starting = context.queue.slice(0, free);
      if (starting.length === 0) {
        return;
      }
      enqueue.assign({
        queue: context.queue.slice(starting.length),
        active: [...context.active, ...starting],
        entries: context.entries.map((entry) =>
          starting.includes(entry.id) ? { ...entry, status: 'sending' as const } : entry,
        ),
      });
      for (const id of starting) {
        const entry = context.entries.find((candidate) => candidate.id === id);
        if (entry) {
          enqueue.sendTo(entry.ref, { type: 'upload.start' });
        }
      }
    }),
    announceIfDrained: enqueueActions(({ context, enqueue }) => {
      const { completed, failed, cancelled } = context.batch;
      const hasSettled = completed + failed + cancelled > 0;
      if (context.queue.length === 0 && context.active.length === 0 && hasSettled) {
        enqueue.emit({ type: 'upload.drained', completed, failed, cancelled });
        enqueue.assign({ batch: EMPTY_BATCH });
      }
    }),
    removeFile: enqueueActions(({ context, enqueue }, params: { id: string }) => {
      const entry = context.entries.find((candidate) => candidate.id === params.id);
      if (!entry) {
        return;
      }
      enqueue(stopChild(entry.ref));
      enqueue.assign({
        entries: context.entries.filter((candidate) => candidate.id !== params.id),
        queue: without(context.queue, params.id),
        active: without(context.active, params.id),
      });
    }),
    removeSettled: enqueueActions(({ context, enqueue }) => {
      const settled = context.entries.filter(
        (entry) => entry.status !== 'waiting' && entry.status !== 'sending',
      );
      for (const entry of settled) {
        enqueue(stopChild(entry.ref));
      }
      enqueue.assign({
        entries: context.entries.filter((entry) => !settled.includes(entry)),
      });
    }),
    cancelEverything: enqueueActions(({ context, enqueue }) => {
      for (const entry of context.entries) {
        if (entry.status === 'waiting' || entry.status === 'sending') {
          enqueue.sendTo(entry.ref, { type: 'upload.cancel' });
        }
      }
    }),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    limits: input.limits,
    concurrency: Math.max(1, input.concurrency ?? UPLOAD_CONCURRENCY),
    entries: [],
    queue: [],
    active: [],
    batch: EMPTY_BATCH,
    nextId: 0,
  }),
  on: {
    'upload.add': {
      actions: {
        type: 'addFiles',
        params: ({ event }) => ({
          files: event.files,
          ...(event.topico === undefined ? {} : { topico: event.topico }),
        }),
      },
    },
    'file.queued': {
      actions: [{ type: 'enqueueFile', params: ({ event }) => ({ id: event.id }) }, 'startNext'],
    },
    'file.settled': {
      actions: [
        { type: 'settleFile', params: ({ event }) => ({ id: event.id, outcome: event.outcome }) },
        'startNext',
        'announceIfDrained',
      ],
    },
    'upload.cancel': {
      actions: { type: 'forward', params: ({ event }) => ({ id: event.id, type: event.type }) },
    },
    'upload.retry': {
      actions: { type: 'forward', params: ({ event }) => ({ id: event.id, type: event.type }) },
    },
    'upload.remove': {
      actions: [
        { type: 'removeFile', params: ({ event }) => ({ id: event.id }) },
        'startNext',
        'announceIfDrained',
      ],
    },
    'upload.clear': { actions: 'removeSettled' },
    'upload.cancelAll': { actions: 'cancelEverything' },
  },
});

/**
 * The upload queue sending through `send`: the face's way to reach the server (the web's SDK
 * calls, the CLI's streams, a test's fake). Spawned files get it through their machine.
 */
export function provideUploadSender(send: UploadSender) {
  return uploadMachine.provide({
    actors: {
      uploadFile: uploadFileMachine.provide({ actors: { sendFile: fromUploadSender(send) } }),
    },
  });
}
