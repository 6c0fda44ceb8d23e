import { FolioError } from '@folio/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import {
  RUN_POLL_INTERVAL_MS,
  RUN_WATCH_MAX_FAILURES,
  isRunFinished,
  runProgress,
  runWatchMachine,
  type RunWatchEmitted,
} from './run-watch.machine';
import type { Run } from './types';

function run(overrides: Partial<Run> = {}): Run {
  return {
    run_id: 'run-1',
    config_name: 'Facturas',
    status: 'running',
    total: 2,
    done: 0,
    failed: 0,
    documents: [],
    created_at: '2025-03-05T10:00:00Z',
    ...overrides,
  };
}

/** A watcher whose server answers the queued answers in turn (the last one repeats). */
function startWatch(answers: Array<Run | Error>) {
  const fetchRun = vi.fn(async ({ runId }: { runId: string }) => {
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error || answer === undefined) {
      throw answer ?? new Error('no answer');
    }
    return { ...answer, run_id: runId };
  });
  const emitted: RunWatchEmitted[] = [];
  const actor = createActor(
    runWatchMachine.provide({ actors: { fetchRun: fromPromise(({ input }) => fetchRun(input)) } }),
    { input: { runId: 'run-7' } },
  );
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, fetchRun, emitted };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('runWatchMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the run at once, then every second while it works (issue 6: results fill in live)', async () => {
    const { actor, fetchRun } = startWatch([run({ done: 0 }), run({ done: 1 })]);
    await settle();
    expect(fetchRun).toHaveBeenCalledWith({ runId: 'run-7' });
    expect(actor.getSnapshot().context.run?.done).toBe(0);

    await vi.advanceTimersByTimeAsync(RUN_POLL_INTERVAL_MS - 1);
    expect(fetchRun).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);

    expect(fetchRun).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.run?.done).toBe(1);
    expect(actor.getSnapshot().hasTag('watching')).toBe(true);
  });

  it('stops reading once the run has finished', async () => {
    const { actor, fetchRun } = startWatch([
      run({ done: 1 }),
      run({ status: 'succeeded', done: 2, finished_at: '2025-03-05T10:01:00Z' }),
    ]);
    await settle();
    await vi.advanceTimersByTimeAsync(RUN_POLL_INTERVAL_MS);

    expect(actor.getSnapshot().matches('finished')).toBe(true);
    expect(actor.getSnapshot().context.run?.done).toBe(2);
    await vi.advanceTimersByTimeAsync(RUN_POLL_INTERVAL_MS * 5);
    expect(fetchRun).toHaveBeenCalledTimes(2);
  });

  it('keeps a cancelled run answered by cancelRun and stops, dropping a read under way', async () => {
    let answerRead: (value: Run) => void = () => {};
    const fetchRun = vi.fn(
      () =>
        new Promise<Run>((resolve) => {
          answerRead = resolve;
        }),
    );
    const actor = createActor(
      runWatchMachine.provide({ actors: { fetchRun: fromPromise(() => fetchRun()) } }),
      { input: { runId: 'run-7' } },
    );
    actor.start();
    await settle();
    expect(fetchRun).toHaveBeenCalledTimes(1);

    const cancelled = run({ status: 'cancelled', done: 1, failed: 1 });
    actor.send({ type: 'run.answered', run: cancelled });
    answerRead(run({ done: 1 }));
    await vi.advanceTimersByTimeAsync(RUN_POLL_INTERVAL_MS * 3);

    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.run).toEqual(cancelled);
    expect(fetchRun).toHaveBeenCalledTimes(1);
  });

  it('keeps a run answered by another call that is still working, and goes on reading', async () => {
    const { actor, fetchRun } = startWatch([
      run({ done: 0 }),
      run({ done: 2, status: 'succeeded' }),
    ]);
    await settle();

    actor.send({ type: 'run.answered', run: run({ done: 1 }) });
    expect(actor.getSnapshot().context.run?.done).toBe(1);
    await vi.advanceTimersByTimeAsync(RUN_POLL_INTERVAL_MS);

    expect(fetchRun).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.run?.status).toBe('succeeded');
  });

  it('rides out a failed read and keeps the last answer', async () => {
    const { actor } = startWatch([
      run({ done: 1 }),
      new FolioError('NETWORK_ERROR', 'offline'),
      run({ done: 2, status: 'succeeded' }),
    ]);
    await settle();
    await vi.advanceTimersByTimeAsync(RUN_POLL_INTERVAL_MS);
    expect(actor.getSnapshot().context.run?.done).toBe(1);
    expect(actor.getSnapshot().context.failures).toBe(1);

    await vi.advanceTimersByTimeAsync(RUN_POLL_INTERVAL_MS);
    expect(actor.getSnapshot().matches('finished')).toBe(true);
    expect(actor.getSnapshot().context.failures).toBe(0);
  });

  it(`gives up after ${RUN_WATCH_MAX_FAILURES} failed reads in a row, says so, and starts again on run.retry`, async () => {
    const failure = new FolioError('RESOURCE_NOT_FOUND', 'gone', { status: 404 });
    const { actor, fetchRun, emitted } = startWatch([failure]);
    await settle();
    await vi.advanceTimersByTimeAsync(RUN_POLL_INTERVAL_MS * (RUN_WATCH_MAX_FAILURES - 1));

    expect(actor.getSnapshot().matches('stopped')).toBe(true);
    expect(fetchRun).toHaveBeenCalledTimes(RUN_WATCH_MAX_FAILURES);
    expect(emitted).toEqual([{ type: 'run.watchFailed', error: failure }]);
    await vi.advanceTimersByTimeAsync(RUN_POLL_INTERVAL_MS * 3);
    expect(fetchRun).toHaveBeenCalledTimes(RUN_WATCH_MAX_FAILURES);

    actor.send({ type: 'run.retry' });
    expect(fetchRun).toHaveBeenCalledTimes(RUN_WATCH_MAX_FAILURES + 1);
  });
});

describe('runProgress', () => {
  it('counts done and failed documents over all of them', () => {
    expect(runProgress(run({ total: 4, done: 1, failed: 1 }))).toBe(0.5);
  });

  it('is complete for a finished run without documents, and zero for a queued one', () => {
    expect(runProgress(run({ total: 0, status: 'succeeded' }))).toBe(1);
    expect(runProgress(run({ total: 0, status: 'queued' }))).toBe(0);
  });
});

describe('isRunFinished', () => {
  it('is true for succeeded, failed and cancelled runs only', () => {
    expect(
      ['queued', 'running', 'succeeded', 'failed', 'cancelled'].map((status) =>
        isRunFinished({ status: status as Run['status'] }),
      ),
    ).toEqual([false, false, true, true, true]);
  });
});
