import { expectData } from '../clients';
import { FolioError } from '../errors';
import type { components } from '../generated/middleware';

import { runCall, type CallOptions, type ClientContext } from './call';
import { progressListeners, waitFor, type WaitOptions } from './wait';

/** A run of a configuration over a ZIP, with each document's progress (extractor.yaml `Run`). */
export type Run = components['schemas']['Run'];

/**
 * A started extraction run. The run is a durable job on the server (it goes on when this
 * process ends); the handle reads it until it is over, telling `progress` listeners every change.
 */
export type ExtractionRun = {
  readonly id: string;
  /** The run as it was answered when it started. */
  readonly started: Run;
  /** Hears the run each time its counts or status change; answers a function that stops it. */
  on(event: 'progress', listener: (run: Run) => void): () => void;
  /**
   * Resolves with the finished run once it has succeeded; a failed or cancelled run rejects
   * with ENTITY_EXTRACTION_ERROR (the run in `detail`). The timeout, if any, is for the whole wait.
   */
  done(options?: WaitOptions): Promise<Run>;
  /** Reads the run now. */
  status(options?: CallOptions): Promise<Run>;
  /** Stops the run; documents already read stay. */
  cancel(options?: CallOptions): Promise<void>;
};

const isOver = (run: Run) => run.status !== 'queued' && run.status !== 'running';
const progressKey = (run: Run) => `${run.status}/${run.done}/${run.failed}/${run.total}`;

/** Stops a run by its id and answers it (as it was, when it had already finished). */
export async function cancelRun(
  context: ClientContext,
  runId: string,
  options?: CallOptions,
): Promise<Run> {
  const answer = await runCall(context, options, (signal) =>
    expectData(
      context.clients.middleware.POST('/extractor/runs/{run_id}/cancel', {
        params: { path: { run_id: runId } },
        signal,
      }),
    ),
  );
  return answer.data;
}

/** The handle of a run that the server answered as started. */
export function createExtractionRun(context: ClientContext, started: Run): ExtractionRun {
  // Read at each call: an app may replace its clients (the web, once it knows the service).
  const api = () => context.clients.middleware;
  const progress = progressListeners(progressKey);
  const id = started.run_id;

  const status = async (options?: CallOptions) => {
    const answer = await runCall(context, options, (signal) =>
      expectData(
        api().GET('/extractor/runs/{run_id}', { params: { path: { run_id: id } }, signal }),
      ),
    );
    return answer.data;
  };

  const done = async (options: WaitOptions = {}): Promise<Run> => {
    const run = await waitFor(context.clock, started, status, isOver, {
      ...options,
      what: `Run ${id}`,
      onRead: progress.hear,
    });
    if (run.status !== 'succeeded') {
      throw new FolioError('ENTITY_EXTRACTION_ERROR', `The run ended ${run.status}`, {
        detail: run,
      });
    }
    return run;
  };

  return {
    id,
    started,
    on: (_event, listener) => progress.on(listener),
    done,
    status,
    async cancel(options) {
      await cancelRun(context, id, options);
    },
  };
}
