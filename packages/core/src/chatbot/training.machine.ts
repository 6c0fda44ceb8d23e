import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';

import type { UploadLimits, UploadSource } from '../upload/upload-limits';

import { checkTrainingFiles, type TrainingRefusal } from './training-files';
import { isTrainingFinished } from './training-progress';
import type { ChatbotKind, Training, TrainingAccepted, TopicDetail } from './types';

/** How often a training's progress is read while it runs (issue 10: "watch training progress"). */
export const TRAINING_POLL_INTERVAL_MS = 1000;

/**
 * How many reads in a row may fail before watching gives up: a server restarting is ridden out
 * (the training is a durable job and goes on), a topic that is gone is not asked about forever.
 */
export const TRAINING_WATCH_MAX_FAILURES = 5;

/**
 * The topic's settings a batch is sent with (SPEC §7 configure chatbot / train: descripcion,
 * longer, annonimization, mannuscrit). `isNewTopic` asks the face to create the topic
 * (configureChatbot) rather than add to it.
 */
export type TrainingSettings = {
  description?: string;
  longer?: boolean;
  annonimization?: boolean;
  mannuscrit?: boolean;
  isNewTopic?: boolean;
};

/** What the face's `startTraining` actor is given: the topic, its kind, the files, the settings. */
export type TrainingRequest = {
  topico: string;
  kind: ChatbotKind;
  files: readonly UploadSource[];
  settings: TrainingSettings;
};

export type TrainingInput = {
  kind: ChatbotKind;
  /** The topic when it is known (adding files); a new topic names it in `training.start`. */
  topico?: string;
  /** The server's upload limits; `null` leaves the size check to the server. */
  limits?: UploadLimits | null;
  /** How many files a batch takes; `CHAT_MAX_FILES` when absent (1 for a new topic's reference file). */
  maxFiles?: number;
};

export type TrainingContext = {
  kind: ChatbotKind;
  topico: string;
  limits: UploadLimits | null;
  maxFiles: number | undefined;
  files: readonly UploadSource[];
  settings: TrainingSettings;
  /** Why the chosen files cannot be sent, found before sending. */
  refusal: TrainingRefusal | null;
  /** Why sending or watching failed (a FolioError from the face). */
  error: unknown;
  /** The batch as last read: progress, processed and unprocessed names. */
  training: Training | null;
  /** The topic with each file's status, as last read. */
  detail: TopicDetail | null;
  /** Reads that failed in a row. */
  failures: number;
};

/**
 * What faces tell a training: the files chosen, start (naming a new topic and its settings), or
 * start over after a batch ended.
 */
export type TrainingEvent =
  | { type: 'training.select'; files: readonly UploadSource[] }
  | { type: 'training.start'; topico?: string; settings?: TrainingSettings }
  | { type: 'training.reset' };

/** A batch ended: show its notice (`trainingNotice`) and reload the topics (SPEC §4). */
export type TrainingEmitted =
  | { type: 'training.succeeded'; training: Training }
  | { type: 'training.failed'; training: Training | null; error: unknown };

/**
 * A training batch (SPEC §4 "Chatbot training: in progress (the user waits), then success or
 * failure"; issue 10's design card: select files, check types / count / size, upload, train with
 * progress, success or failure with processed / unprocessed):
 *
 * - `selecting`: `training.select` keeps the files; `training.start` checks them.
 * - `refused`: the checks before sending refused them (`refusal`: no file, more than 4, Excel in
 *   a conversational topic, a type or size the topic does not take; SPEC §5). Choose again.
 * - `uploading` (tag `busy`): the face's `startTraining` sends them (configureChatbot for a new
 *   topic, else the SDK's `chat.training.add`, which takes the route of the topic's kind) and
 *   answers the queued batch.
 * - `waiting` / `reading` (tag `busy`): the topic is read every second (`fetchTopic`, getTopic)
 *   for the batch's progress until it has finished; a failed read is tried again, and after
 *   `TRAINING_WATCH_MAX_FAILURES` in a row the training counts as failed.
 * - `succeeded` / `failed`: the batch ended, with `training.processed` / `unprocessed`;
 *   `training.succeeded` or `training.failed` is emitted. `training.select` or `training.reset`
 *   starts a new batch.
 *
 * Faces supply `startTraining` and `fetchTopic` with `trainingMachine.provide({ actors })`; the
 * defaults reject.
 */
export const trainingMachine = setup({
  types: {
    input: {} as TrainingInput,
    context: {} as TrainingContext,
    events: {} as TrainingEvent,
    emitted: {} as TrainingEmitted,
    tags: {} as 'busy',
  },
  actors: {
    startTraining: fromPromise<TrainingAccepted, TrainingRequest>(async () => {
      throw new Error('trainingMachine: the app must provide the startTraining actor');
    }),
    fetchTopic: fromPromise<TopicDetail, { topico: string }>(async () => {
      throw new Error('trainingMachine: the app must provide the fetchTopic actor');
    }),
  },
  actions: {
    keepFiles: assign((_, params: { files: readonly UploadSource[] }) => ({
      files: params.files,
      refusal: null,
      error: null,
    })),
    keepRequest: assign(
      (
        { context },
        params: { topico: string | undefined; settings: TrainingSettings | undefined },
      ) => ({
        topico: params.topico ?? context.topico,
        settings: params.settings ?? context.settings,
        error: null,
        training: null,
        failures: 0,
      }),
    ),
    checkFiles: assign(({ context }) => ({
      refusal: checkTrainingFiles(context.files, {
        kind: context.kind,
        limits: context.limits,
        ...(context.maxFiles === undefined ? {} : { maxFiles: context.maxFiles }),
      }),
    })),
    keepAccepted: assign((_, params: { accepted: TrainingAccepted }) => ({
      training: params.accepted.training,
      topico: params.accepted.topic.topico,
    })),
    keepDetail: assign(({ context }, params: { detail: TopicDetail }) => ({
      detail: params.detail,
      training: params.detail.topic.training ?? context.training,
      failures: 0,
    })),
    keepError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
    clearBatch: assign({ files: [], refusal: null, error: null, training: null, failures: 0 }),
    announceSucceeded: enqueueActions(({ context, enqueue }) => {
      if (context.training) {
        enqueue.emit({ type: 'training.succeeded', training: context.training });
      }
    }),
    announceFailed: emit(({ context }) => ({
      type: 'training.failed' as const,
      training: context.training,
      error: context.error,
    })),
  },
  guards: {
    isRefused: ({ context }) => context.refusal !== null,
    hasSucceeded: ({ context }) =>
      context.training !== null && context.training.status === 'succeeded',
    hasFailed: ({ context }) => context.training !== null && context.training.status === 'failed',
    isStillRunning: ({ context }) =>
      context.training === null || !isTrainingFinished(context.training),
    isGivingUp: ({ context }) => context.failures + 1 >= TRAINING_WATCH_MAX_FAILURES,
  },
  delays: {
    trainingPoll: TRAINING_POLL_INTERVAL_MS,
  },
}).createMachine({
  id: 'training',
  context: ({ input }) => ({
    kind: input.kind,
    topico: input.topico ?? '',
    limits: input.limits ?? null,
    maxFiles: input.maxFiles,
    files: [],
    settings: {},
    refusal: null,
    error: null,
    training: null,
    detail: null,
    failures: 0,
  }),
  initial: 'selecting',
  states: {
    selecting: {
      on: {
        'training.select': {
          actions: { type: 'keepFiles', params: ({ event }) => ({ files: event.files }) },
        },
        'training.start': {
          target: 'checking',
          actions: {
            type: 'keepRequest',
            params: ({ event }) => ({ topico: event.topico, settings: event.settings }),
          },
        },
      },
    },
    checking: {
      entry: 'checkFiles',
      always: [{ guard: 'isRefused', target: 'refused' }, { target: 'uploading' }],
    },
    refused: {
      on: {
        'training.select': {
          target: 'selecting',
          actions: { type: 'keepFiles', params: ({ event }) => ({ files: event.files }) },
        },
        'training.start': {
          target: 'checking',
          actions: {
            type: 'keepRequest',
            params: ({ event }) => ({ topico: event.topico, settings: event.settings }),
          },
        },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        src: 'startTraining',
        input: ({ context }) => ({
          topico: context.topico,
          kind: context.kind,
          files: context.files,
          settings: context.settings,
        }),
        onDone: {
          target: 'settling',
          actions: { type: 'keepAccepted', params: ({ event }) => ({ accepted: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    settling: {
      always: [
        { guard: 'hasSucceeded', target: 'succeeded' },
        { guard: 'hasFailed', target: 'failed' },
        { target: 'waiting' },
      ],
    },
    waiting: {
      tags: ['busy'],
      after: { trainingPoll: { target: 'reading' } },
    },
    reading: {
      tags: ['busy'],
      invoke: {
        src: 'fetchTopic',
        input: ({ context }) => ({ topico: context.topico }),
        onDone: {
          target: 'settling',
          actions: { type: 'keepDetail', params: ({ event }) => ({ detail: event.output }) },
        },
        onError: [
          {
            guard: 'isGivingUp',
            target: 'failed',
            actions: [
              'countFailure',
              { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          { target: 'waiting', actions: 'countFailure' },
        ],
      },
    },
    succeeded: {
      entry: 'announceSucceeded',
      on: {
        'training.select': {
          target: 'selecting',
          actions: [
            'clearBatch',
            { type: 'keepFiles', params: ({ event }) => ({ files: event.files }) },
          ],
        },
        'training.reset': { target: 'selecting', actions: 'clearBatch' },
      },
    },
    failed: {
      entry: 'announceFailed',
      on: {
        'training.select': {
          target: 'selecting',
          actions: [
            'clearBatch',
            { type: 'keepFiles', params: ({ event }) => ({ files: event.files }) },
          ],
        },
        'training.reset': { target: 'selecting', actions: 'clearBatch' },
      },
    },
  },
});
