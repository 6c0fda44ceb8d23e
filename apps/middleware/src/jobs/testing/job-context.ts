import { randomUUID } from 'node:crypto';

import type { JobContext } from '../job-handler';

/** A job context for running a handler of `kind` directly, as a worker would; progress is recorded. */
export function jobContextOf(kind: string, payload: unknown, attempt = 1) {
  const progress: Array<[number, number | null]> = [];
  const context: JobContext = {
    jobId: randomUUID(),
    kind,
    payload,
    attempt,
    workerId: 'test-worker',
    signal: new AbortController().signal,
    progress: (done, total) => {
      progress.push([done, total]);
      return Promise.resolve();
    },
  };
  return { context, progress };
}
