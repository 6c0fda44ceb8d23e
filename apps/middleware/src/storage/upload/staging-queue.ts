// The files of one upload request are staged one after another, as their bytes arrive; the tail
// of each (the blob's fsync and rename, the checks that read it back, a PDF's page count) runs
// while the next file's bytes are read, so the request keeps reading the network instead of
// waiting on the disk (measured: fsyncs were a quarter of an upload's time). At most `maxTails`
// tails run at once, which bounds the memory of the checks.
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';

import type { StagedFile } from './stage-file';

export type StagingQueue = {
  /**
   * Takes a file's staging (started on `source`); resolves once all of the file's bytes were
   * read (or its staging failed, its unread rest then drained) and a tail slot is free.
   */
  add(staging: Promise<StagedFile>, source: Readable): Promise<void>;
  /** The first refusal so far, if any: the request then drops the files still to come. */
  firstFailure(): unknown;
  /** Waits for every tail: the staged files in request order, and the first refusal. */
  settle(): Promise<{ staged: StagedFile[]; failure: unknown }>;
};

export function createStagingQueue(maxTails: number): StagingQueue {
  const all: Promise<StagedFile>[] = [];
  const running = new Set<Promise<void>>();
  let failure: unknown;
  let failed = false;

  return {
    async add(staging, source) {
      all.push(staging);
      const tail: Promise<void> = staging.then(
        () => undefined,
        (error: unknown) => {
          if (!failed) {
            failed = true;
            failure = error;
          }
          if (!source.readableEnded && !source.destroyed) {
            source.resume();
          }
        },
      );
      running.add(tail);
      void tail.finally(() => running.delete(tail));
      // A source that errors or closes early fails its staging too: that is where it surfaces.
      await Promise.race([finished(source).catch(() => undefined), tail]);
      while (running.size >= maxTails) {
        await Promise.race(running);
      }
    },

    firstFailure: () => failure,

    async settle() {
      const outcomes = await Promise.allSettled(all);
      const staged = outcomes.flatMap((outcome) =>
        outcome.status === 'fulfilled' ? [outcome.value] : [],
      );
      return { staged, failure };
    },
  };
}
