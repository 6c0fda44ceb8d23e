import { setTimeout as sleep } from 'node:timers/promises';

import { isTrainingFinished } from '@folio/core';
import { FolioError } from '@folio/sdk';

import type { SignedInContext } from '../../context';

import { getTopic, type Training } from './chatbot-calls';

/**
 * How often a running training is asked about. The contract has no push for training progress;
 * once a second keeps the bar moving without weighing on the server.
 */
export const TRAINING_POLL_MS = 1000;

export type WaitOptions = {
  /** Hears each state of the batch while it runs. */
  onProgress: (training: Training) => void;
  signal?: AbortSignal;
  pollMs?: number;
};

/**
 * Waits for a training batch to end (SPEC §4 "in progress (the user waits), then success or
 * failure"), reading the topic's latest training (getTopic) until it is this batch, finished.
 * An abort (Ctrl-C) stops the waiting only: the training goes on on the server.
 */
export async function waitForTraining(
  context: SignedInContext,
  started: Training,
  { onProgress, signal, pollMs = TRAINING_POLL_MS }: WaitOptions,
): Promise<Training> {
  let training = started;
  onProgress(training);
  while (!isTrainingFinished(training)) {
    await sleep(pollMs, undefined, { signal });
    const { topic } = await getTopic(context, started.topico);
    const latest = topic.training;
    if (!latest || latest.training_id !== started.training_id) {
      // A later batch replaced this one as the topic's latest: this one's end cannot be read.
      throw new FolioError('TRAINING_CHAT_ERROR', 'The training batch is no longer the latest');
    }
    training = latest;
    onProgress(training);
  }
  return training;
}
