import { assign, emit, fromPromise, setup } from 'xstate';

import type { Run } from './types';

/** How often a run's progress is read while it works (issue 6: results fill in live). */
export const RUN_POLL_INTERVAL_MS = 1000;

/**
 * How many reads in a row may fail before watching stops: a server restarting or a moment
 * offline is ridden out (the run itself goes on, it is a durable job), a run that is gone is not
 * asked about forever.
 */
export const RUN_WATCH_MAX_FAILURES = 5;

/** The run statuses after which nothing changes any more. */
const FINISHED: ReadonlySet<Run['status']> = new Set(['succeeded', 'failed', 'cancelled']);

/** True when a run has ended (succeeded, failed or cancelled). */
export function isRunFinished(run: Pick<Run, 'status'>): boolean {
  return FINISHED.has(run.status);
}

/** How far a run is, from 0 to 1: its documents done or failed over all of them. */
export function runProgress(run: Pick<Run, 'total' | 'done' | 'failed' | 'status'>): number {
  if (run.total <= 0) {
    return isRunFinished(run) ? 1 : 0;
  }
  return Math.min(1, (run.done + run.failed) / run.total);
}

export type RunWatchInput = { runId: string };

export type RunWatchContext = {
  runId: string;
  /** The last answer; null until the first one. */
  run: Run | null;
  /** Reads that failed in a row. */
  failures: number;
};

/**
 * `run.retry` starts watching again after it gave up; `run.answered` is the run as another call
 * answered it (cancelRun), kept as the latest read: a finished one ends the watch at once.
 */
export type RunWatchEvent = { type: 'run.retry' } | { type: 'run.answered'; run: Run };

/** A read failed for good (after `RUN_WATCH_MAX_FAILURES` in a row): show the error. */
export type RunWatchEmitted = { type: 'run.watchFailed'; error: unknown };

/**
 * Watches a run of a configuration (issue 6 "Running a configuration": the results table fills in
 * live with per-document progress; the browser may go away and come back). Reads the run now and
 * every `RUN_POLL_INTERVAL_MS` until it has finished (`finished`); a failed read is tried again at
 * the next tick, and after `RUN_WATCH_MAX_FAILURES` failures in a row watching stops (`stopped`,
 * `run.watchFailed` emitted) until `run.retry`. `run.answered` (the run a cancel answered) is kept
 * as the latest read, and a read under way is dropped when it has finished the run. Faces read
 * `context.run`.
 *
 * Supplied by the face with `runWatchMachine.provide({ actors: { fetchRun } })`: input
 * `{ runId }`, resolves with the run (getRun); the default rejects.
 */
export const runWatchMachine = setup({
  types: {
    input: {} as RunWatchInput,
    context: {} as RunWatchContext,
    events: {} as RunWatchEvent,
    emitted: {} as RunWatchEmitted,
    tags: {} as 'watching',
  },
  actors: {
    fetchRun: fromPromise<Run, { runId: string }>(async () => {
      throw new Error('runWatchMachine: the app must provide the fetchRun actor');
    }),
  },
  actions: {
    keepRun: assign((_, params: { run: Run }) => ({ run: params.run, failures: 0 })),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
    resetFailures: assign({ failures: 0 }),
    reportFailure: emit((_, params: { error: unknown }) => ({
      type: 'run.watchFailed' as const,
      error: params.error,
    })),
  },
  guards: {
    isFinished: (_, params: { run: Run }) => isRunFinished(params.run),
    isGivingUp: ({ context }) => context.failures + 1 >= RUN_WATCH_MAX_FAILURES,
  },
  delays: {
    runPoll: RUN_POLL_INTERVAL_MS,
  },
}).createMachine({
  id: 'runWatch',
  context: ({ input }) => ({ runId: input.runId, run: null, failures: 0 }),
  initial: 'fetching',
  on: {
    'run.answered': [
      {
        guard: { type: 'isFinished', params: ({ event }) => ({ run: event.run }) },
        target: '.finished',
        actions: { type: 'keepRun', params: ({ event }) => ({ run: event.run }) },
      },
      { actions: { type: 'keepRun', params: ({ event }) => ({ run: event.run }) } },
    ],
  },
  states: {
    fetching: {
      tags: ['watching'],
      invoke: {
        src: 'fetchRun',
        input: ({ context }) => ({ runId: context.runId }),
        onDone: [
          {
            guard: { type: 'isFinished', params: ({ event }) => ({ run: event.output }) },
            target: 'finished',
            actions: { type: 'keepRun', params: ({ event }) => ({ run: event.output }) },
          },
          {
            target: 'waiting',
            actions: { type: 'keepRun', params: ({ event }) => ({ run: event.output }) },
          },
        ],
        onError: [
          {
            guard: 'isGivingUp',
            target: 'stopped',
            actions: [
              'countFailure',
              { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          { target: 'waiting', actions: 'countFailure' },
        ],
      },
    },
    waiting: {
      tags: ['watching'],
      after: { runPoll: { target: 'fetching' } },
    },
    stopped: {
      on: { 'run.retry': { target: 'fetching', actions: 'resetFailures' } },
    },
    finished: { type: 'final' },
  },
});
