import { expectData } from '../clients';
import { FolioError } from '../errors';
import type { components } from '../generated/middleware';
import { jsonDataForm, type JsonDataFields } from '../json-data-form';

import { runCall, type CallOptions, type ClientContext } from './call';
import { progressListeners, waitFor, type WaitOptions } from './wait';

type Schemas = components['schemas'];

/** A training batch: its files done and pages read, then processed and unprocessed names. */
export type Training = Schemas['Training'];
/** What starting a training answers: the topic and its queued batch (202). */
export type TrainingAccepted = Schemas['TrainingAccepted'];
/** A topic with its files and latest training (getTopic). */
export type TopicDetail = Schemas['TopicDetail'];
/**
 * A topic's settings when it is created or trained: `config_chatbot` (its kind, `documental` by
 * default), `descripcion` (required to create one), `longer`, `annonimization`, `mannuscrit`.
 */
export type TopicSettings = Omit<JsonDataFields<'configureChatbot'>, 'topico'>;

/**
 * A started training batch. The training is a durable job on the server (it goes on when this
 * process ends); the handle reads the topic until the batch is over, telling `progress`
 * listeners every change of its files, pages or status.
 */
export type TrainingRun = {
  readonly topic: string;
  /** The topic and the batch as the server answered when it was queued. */
  readonly started: TrainingAccepted;
  /** Hears the batch each time it moves on; answers a function that stops listening. */
  on(event: 'progress', listener: (training: Training) => void): () => void;
  /**
   * Resolves with the batch once it has succeeded (at least one file processed); a failed batch
   * rejects with TRAINING_CHAT_ERROR (the batch in `detail`). The timeout, if any, is for the
   * whole wait.
   */
  done(options?: WaitOptions): Promise<Training>;
  /** Reads the batch now (the topic's latest training). */
  status(options?: CallOptions): Promise<Training>;
};

/** True once a batch has ended, processed or not. */
export const isTrainingOver = (training: Training) =>
  training.status === 'succeeded' || training.status === 'failed';
const progressKey = (training: Training) =>
  `${training.status}/${training.files_done}/${training.pages_done}/${training.current_file ?? ''}`;

/** Reads one topic (getTopic); RESOURCE_NOT_FOUND when the user has none of that name. */
export function readTopic(
  context: ClientContext,
  topic: string,
  options?: CallOptions,
): Promise<TopicDetail> {
  return runCall(context, options, (signal) =>
    expectData(
      context.clients.middleware.POST('/chatbot/topics/one', {
        ...jsonDataForm('getTopic', { ...context.user(), topico: topic }),
        signal,
      }),
    ),
  );
}

/**
 * Waits until `first`, a topic's training, is over, reading the topic; TRAINING_CHAT_ERROR when
 * it failed. `onRead` hears every reading, the first included.
 */
export async function waitForTraining(
  context: ClientContext,
  topic: string,
  first: Training,
  options: WaitOptions & { onRead?: (training: Training) => void },
): Promise<Training> {
  const read = async (call: CallOptions) =>
    (await readTopic(context, topic, call)).topic.training ?? first;
  const training = await waitFor(context.clock, first, read, isTrainingOver, {
    ...options,
    what: `The training of ${topic}`,
  });
  if (training.status === 'failed') {
    throw new FolioError('TRAINING_CHAT_ERROR', `The training of ${topic} failed`, {
      detail: training,
    });
  }
  return training;
}

/** The handle of a batch that the server answered as queued. */
export function createTrainingRun(context: ClientContext, started: TrainingAccepted): TrainingRun {
  const topic = started.topic.topico;
  const progress = progressListeners(progressKey);
  return {
    topic,
    started,
    on: (_event, listener) => progress.on(listener),
    async status(options) {
      return (await readTopic(context, topic, options)).topic.training ?? started.training;
    },
    done: (options = {}) =>
      waitForTraining(context, topic, started.training, { ...options, onRead: progress.hear }),
  };
}

/** What a training call takes besides the topic and the files. */
export type TrainingOptions = CallOptions & TopicSettings;

/**
 * The chatbot's training (SPEC §7 configure chatbot, train, train from files): each call queues a
 * batch and answers its `TrainingRun`. A transfer of files has no default timeout.
 */
export function createTrainingResource(context: ClientContext) {
  const api = () => context.clients.middleware;
  const started = (accepted: Promise<TrainingAccepted>) =>
    accepted.then((answer) => createTrainingRun(context, answer));
  const settingsOf = (topic: string, options: TrainingOptions) => {
    const { signal: _signal, timeoutMs: _timeout, ...settings } = options;
    return { ...context.user(), ...settings, topico: topic };
  };
  return {
    /** Creates a topic from a reference document (`descripcion` required) and trains it. */
    create: (topic: string, file: File, options: TrainingOptions = {}) =>
      started(
        runCall(
          context,
          options,
          (signal) =>
            expectData(
              api().POST('/chatbot/configure', {
                ...jsonDataForm('configureChatbot', settingsOf(topic, options), { file }),
                signal,
              }),
            ),
          null,
        ),
      ),
    /**
     * Adds files to a topic and trains them, through the route of its kind (`config_chatbot`:
     * documents to a `documental` topic, workbooks and PDFs to an `estructurado` one; SPEC §5).
     */
    add: (topic: string, files: readonly File[], options: TrainingOptions = {}) =>
      started(
        runCall(
          context,
          options,
          (signal) => {
            const form = settingsOf(topic, options);
            // SPEC §5: the conversational route for a documental topic, else the accounting one.
            return expectData(
              (options.config_chatbot ?? 'documental') === 'documental'
                ? api().POST('/chatbot/train/conversational', {
                    ...jsonDataForm('trainConversational', form, { files: [...files] }),
                    signal,
                  })
                : api().POST('/chatbot/train/accounting', {
                    ...jsonDataForm('trainAccounting', form, { files: [...files] }),
                    signal,
                  }),
            );
          },
          null,
        ),
      ),
    /**
     * Trains files already in Files (their ids) into a topic, created when it does not exist
     * (then `descripcion` is required); the files stay in their folders.
     */
    fromFiles: (topic: string, fileIds: readonly string[], options: TrainingOptions = {}) =>
      started(
        runCall(context, options, (signal) =>
          expectData(
            api().POST('/chatbot/train/from-files', {
              body: { ...settingsOf(topic, options), file_ids: [...fileIds] },
              signal,
            }),
          ),
        ),
      ),
  };
}

/** The training part of the chat resource. */
export type TrainingResource = ReturnType<typeof createTrainingResource>;
