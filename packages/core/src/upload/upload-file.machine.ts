import { FolioError } from '@folio/sdk';
import { assign, fromCallback, sendParent, setup } from 'xstate';

import { checkUpload, type UploadLimits, type UploadSource } from './upload-limits';
import type { SendFileEvent, SendFileInput } from './upload-sender';

/** One file of an upload, as the queue creates it. */
export type UploadFileInput = {
  id: string;
  file: UploadSource;
  /** The destination folder; the server puts a file without one in `uploads`. */
  topico?: string;
  /** The server's limits; `null` skips the checks before sending (the server still checks). */
  limits: UploadLimits | null;
};

/** What a file's upload remembers. */
export type UploadFileContext = UploadFileInput & {
  /** 0 to 1 while uploading when the sender reports it; `null` when unknown (a bar without end). */
  progress: number | null;
  /** Why the last attempt failed, or why the file was refused before sending. */
  error: FolioError | null;
  /** True when the checks before sending refused the file: sending it again cannot work. */
  isRefused: boolean;
  /** The name the server stored the file under (`name (1).pdf` when the name was taken). */
  storedName: string | null;
};

/** What the queue (or a face) tells one file: start sending, stop, or try again. */
export type UploadFileEvent =
  { type: 'upload.start' } | { type: 'upload.cancel' } | { type: 'upload.retry' } | SendFileEvent;

/** How a file's attempt ended, as it tells the queue. */
export type UploadOutcome = 'completed' | 'error' | 'cancelled';

/** What a file tells its queue: it waits to be sent, or its attempt ended. */
export type UploadFileReport =
  | { type: 'file.queued'; id: string }
  | { type: 'file.settled'; id: string; outcome: UploadOutcome };

const refusalError = (file: UploadSource, limits: UploadLimits | null): FolioError | null => {
  const refusal = limits === null ? null : checkUpload(file, limits);
  return refusal === null
    ? null
    : new FolioError(refusal.code, '', { detail: refusal.detail, status: 0 });
};

/**
 * The upload of one file (SPEC §4 "Upload states: ready, uploading, completed, error").
 *
 * - `ready`: checked and waiting for its turn; tells the queue `file.queued`. A file the checks
 *   before sending refuse (empty, type not allowed, over the size limit: SPEC §5) goes straight
 *   to `error` with the catalogue code instead and cannot be retried.
 * - `uploading` (tag `busy`): the `sendFile` actor sends it, reporting `progress`.
 * - `completed` (final): the server kept it.
 * - `error`: the send failed; `upload.retry` puts it back in `ready`.
 * - `cancelled`: the user stopped it (`upload.cancel` in `ready` or `uploading`, which aborts the
 *   send); `upload.retry` puts it back in `ready`. Not one of SPEC §4's states: a cancel is the
 *   user's choice, not a failure, so it is told apart from `error`.
 * Every arrival in `completed`, `error` or `cancelled` tells the queue `file.settled`.
 *
 * `sendFile` is supplied by the face (see `fromUploadSender`); the default fails every file.
 */
export const uploadFileMachine = setup({
  types: {
    input: {} as UploadFileInput,
    context: {} as UploadFileContext,
    events: {} as UploadFileEvent,
    tags: {} as 'busy',
  },
  actors: {
    sendFile: fromCallback<{ type: 'upload.noop' }, SendFileInput>(({ sendBack }) => {
      sendBack({
        type: 'upload.failed',
        error: new FolioError('INTERNAL_SERVER_ERROR', 'uploadFileMachine: provide sendFile'),
      } satisfies SendFileEvent);
    }),
  },
  guards: {
    isRefused: ({ context }) => context.isRefused,
    canRetry: ({ context }) => !context.isRefused,
  },
  actions: {
    announceQueued: sendParent(({ context }): UploadFileReport => ({
      type: 'file.queued',
      id: context.id,
    })),
    announceSettled: sendParent(
      ({ context }, params: { outcome: UploadOutcome }): UploadFileReport => ({
        type: 'file.settled',
        id: context.id,
        outcome: params.outcome,
      }),
    ),
    startAttempt: assign({ progress: null, error: null }),
    keepProgress: assign((_, params: { progress: number }) => ({ progress: params.progress })),
    keepStoredName: assign((_, params: { storedName: string | null }) => ({
      progress: 1,
      storedName: params.storedName,
    })),
    keepError: assign((_, params: { error: FolioError }) => ({ error: params.error })),
  },
}).createMachine({
  id: 'uploadFile',
  context: ({ input }) => {
    const error = refusalError(input.file, input.limits);
    return {
      ...input,
      progress: null,
      error,
      isRefused: error !== null,
      storedName: null,
    };
  },
  initial: 'checking',
  states: {
    checking: {
      always: [
        {
          guard: 'isRefused',
          target: 'error',
          actions: { type: 'announceSettled', params: { outcome: 'error' } },
        },
        { target: 'ready' },
      ],
    },
    ready: {
      entry: 'announceQueued',
      on: {
        'upload.start': { target: 'uploading' },
        'upload.cancel': {
          target: 'cancelled',
          actions: { type: 'announceSettled', params: { outcome: 'cancelled' } },
        },
      },
    },
    uploading: {
      tags: ['busy'],
      entry: 'startAttempt',
      invoke: {
        src: 'sendFile',
        input: ({ context }) => ({
          file: context.file,
          ...(context.topico === undefined ? {} : { topico: context.topico }),
        }),
      },
      on: {
        'upload.progress': {
          actions: {
            type: 'keepProgress',
            params: ({ event }) => ({ progress: event.progress }),
          },
        },
        'upload.sent': {
          target: 'completed',
          actions: [
            { type: 'keepStoredName', params: ({ event }) => ({ storedName: event.storedName }) },
            { type: 'announceSettled', params: { outcome: 'completed' } },
          ],
        },
        'upload.failed': {
          target: 'error',
          actions: [
            { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            { type: 'announceSettled', params: { outcome: 'error' } },
          ],
        },
        'upload.cancel': {
          target: 'cancelled',
          actions: { type: 'announceSettled', params: { outcome: 'cancelled' } },
        },
      },
    },
    completed: {
      type: 'final',
    },
    error: {
      on: {
        'upload.retry': { guard: 'canRetry', target: 'ready' },
      },
    },
    cancelled: {
      on: {
        'upload.retry': { target: 'ready' },
      },
    },
  },
});
