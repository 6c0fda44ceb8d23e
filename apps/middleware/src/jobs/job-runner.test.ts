import { setTimeout as sleep } from 'node:timers/promises';

import { ColumnNode, UpdateQueryNode, type KyselyPlugin, type QueryId } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { openDatabase, type Database } from '../db/database';
import { silentLogger } from '../db/logger';
import { openTestDatabase, type TestDatabase } from '../db/testing';
import { PermanentJobError, type JobContext, type JobHandlers } from './job-handler';
import {
  cancelJob,
  claimJob,
  enqueueJob,
  getJob,
  JOBS_CHANNEL,
  scheduleRecurringJob,
  type Job,
} from './job-queue';
import { createJobRunner, type JobRunner } from './job-runner';
import { PROBE_JOB_KIND, runProbeJob } from './probe.job';
import { eventually } from './testing/eventually';

// A runner renews its lease every third of it. A short lease (or a stalled heartbeat on a loaded
// machine) lets another claim take a job that is still running, so runners get a lease no test
// outlives; the short one is only for a dead worker's claim, which must run out.
const RUNNER_LEASE_MS = 3_000;
const DEAD_WORKER_LEASE_MS = 300;
const POLL_MS = 20;
const TEST_KIND = 'test.runner';

/** A promise the test resolves when it wants a handler to go on. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Calls `onClaimed` after each claim query of a runner (an update of `jobs` that sets `locked_by`). */
function afterClaims(onClaimed: () => void): KyselyPlugin {
  const claims = new Set<QueryId>();
  return {
    transformQuery({ node, queryId }) {
      const setsLockedBy =
        UpdateQueryNode.is(node) &&
        (node.updates ?? []).some(
          (update) => ColumnNode.is(update.column) && update.column.column.name === 'locked_by',
        );
      if (setsLockedBy) {
        claims.add(queryId);
      }
      return node;
    },
    transformResult({ queryId, result }) {
      if (claims.delete(queryId)) {
        onClaimed();
      }
      return Promise.resolve(result);
    },
  };
}

function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    signal.addEventListener(
      'abort',
      () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted')),
      { once: true },
    );
  });
}

describe('job runner', () => {
  let database: TestDatabase;
  const runners: JobRunner[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('jobs').execute();
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop(0)));
  });
  afterAll(async () => {
    await database.close();
  });

  function startRunner(
    handlers: JobHandlers,
    options: {
      db?: Database;
      concurrency?: number;
      pollIntervalMs?: number;
      listen?: boolean;
    } = {},
  ) {
    const db = options.db ?? database;
    const runner = createJobRunner({
      db: db.db,
      handlers,
      concurrency: options.concurrency ?? 2,
      pollIntervalMs: options.pollIntervalMs ?? POLL_MS,
      ...(options.listen === true
        ? { listen: (onQueued: () => void) => db.listen(JOBS_CHANNEL, onQueued) }
        : {}),
      leaseMs: RUNNER_LEASE_MS,
      logger: silentLogger,
      retryDelayMs: () => 10,
    });
    runners.push(runner);
    runner.start();
    return runner;
  }

  const jobWith = (id: string, predicate: (job: Job) => boolean, what = 'job state') =>
    eventually(
      async () => {
        const job = await getJob(database.db, id);
        return job !== undefined && predicate(job) && job;
      },
      { what },
    );

  it('runs the system.probe job end to end', async () => {
    const id = await enqueueJob(database.db, {
      kind: PROBE_JOB_KIND,
      payload: { steps: 3, stepMs: 5 },
    });
    const runner = startRunner({ [PROBE_JOB_KIND]: runProbeJob });
    const job = await jobWith(id, (each) => each.status === 'succeeded');
    expect(job).toMatchObject({
      attempts: 1,
      result: { workerId: runner.workerId, steps: 3 },
      progress: { done: 3, total: 3, message: 'step 3 of 3' },
    });
  });

  it('claims a job queued in a transaction as it commits, not at its next poll', async () => {
    const handlers = { [PROBE_JOB_KIND]: runProbeJob };
    const probe = { kind: PROBE_JOB_KIND, payload: { steps: 1, stepMs: 1 } };
    // Polling once a minute: only the notification can start the second job within the wait.
    startRunner(handlers, { pollIntervalMs: 60_000, listen: true, concurrency: 1 });
    const first = await enqueueJob(database.db, probe);
    await jobWith(first, (job) => job.status === 'succeeded', 'the first job');
    const second = await database.db.transaction().execute(async (trx) => {
      const id = await enqueueJob(trx, probe);
      expect((await getJob(trx, id))?.status).toBe('queued');
      return id;
    });
    await jobWith(second, (job) => job.status === 'succeeded', 'the job queued after it');
  });

  it('claims a job queued while it was still subscribing, not at its next poll', async () => {
    const subscribed = gate();
    const firstClaim = gate();
    const runner = createJobRunner({
      db: database.db.withPlugin(afterClaims(firstClaim.open)),
      handlers: { [PROBE_JOB_KIND]: runProbeJob },
      concurrency: 1,
      pollIntervalMs: 60_000,
      // The subscription lands only after the job is queued, and its notification is lost.
      listen: async () => {
        await subscribed.opened;
        return async () => {};
      },
      leaseMs: RUNNER_LEASE_MS,
      logger: silentLogger,
    });
    runners.push(runner);
    runner.start();
    await firstClaim.opened;
    const id = await enqueueJob(database.db, {
      kind: PROBE_JOB_KIND,
      payload: { steps: 1, stepMs: 1 },
    });
    subscribed.open();
    await jobWith(id, (job) => job.status === 'succeeded', 'the job queued while subscribing');
  });

  it('lets callers read progress while the job runs', async () => {
    const proceed = gate();
    const id = await enqueueJob(database.db, { kind: TEST_KIND, payload: {} });
    startRunner({
      [TEST_KIND]: async (context: JobContext) => {
        await context.progress(1, 2, 'halfway');
        await proceed.opened;
        return 'done';
      },
    });
    const running = await jobWith(id, (job) => job.progress.done === 1);
    expect(running).toMatchObject({
      status: 'running',
      progress: { done: 1, total: 2, message: 'halfway' },
    });
    proceed.open();
    expect(await jobWith(id, (job) => job.status === 'succeeded')).toMatchObject({
      result: 'done',
    });
  });

  it('retries with backoff, then fails after max attempts', async () => {
    const attempts: number[] = [];
    const id = await enqueueJob(database.db, { kind: TEST_KIND, payload: {}, maxAttempts: 3 });
    const runner = createJobRunner({
      db: database.db,
      handlers: {
        [TEST_KIND]: (context) => {
          attempts.push(context.attempt);
          return Promise.reject(new Error(`broken on attempt ${context.attempt}`));
        },
      },
      concurrency: 1,
      pollIntervalMs: POLL_MS,
      leaseMs: RUNNER_LEASE_MS,
      logger: silentLogger,
      retryDelayMs: (attempt) => attempt * 20,
    });
    runners.push(runner);
    runner.start();
    const job = await jobWith(id, (each) => each.status === 'failed');
    expect(job).toMatchObject({ attempts: 3, error: 'Error: broken on attempt 3' });
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('does not retry a PermanentJobError', async () => {
    const id = await enqueueJob(database.db, { kind: PROBE_JOB_KIND, payload: { steps: -1 } });
    startRunner({ [PROBE_JOB_KIND]: runProbeJob });
    const job = await jobWith(id, (each) => each.status === 'failed');
    expect(job.attempts).toBe(1);
    expect(job.error).toMatch(/^PermanentJobError: system.probe wants/);
  });

  it('never runs a job twice when two runners share the database', async () => {
    const runs = new Map<string, number>();
    const counted = {
      [PROBE_JOB_KIND]: (context: JobContext) => {
        runs.set(context.jobId, (runs.get(context.jobId) ?? 0) + 1);
        return runProbeJob(context);
      },
    };
    const ids = await Promise.all(
      Array.from({ length: 20 }, () =>
        enqueueJob(database.db, { kind: PROBE_JOB_KIND, payload: { steps: 2, stepMs: 5 } }),
      ),
    );
    // On PostgreSQL the second runner gets its own pool, as a second process would.
    const second = database.url ? await openDatabase({ url: database.url }) : database;
    try {
      const a = startRunner(counted, { concurrency: 3 });
      const b = startRunner(counted, { db: second, concurrency: 3 });
      for (const id of ids) {
        await jobWith(id, (job) => job.status === 'succeeded');
      }
      const jobs = await Promise.all(ids.map((id) => getJob(database.db, id)));
      expect(jobs.map((job) => job?.attempts)).toEqual(ids.map(() => 1));
      expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
      const workers = new Set(jobs.map((job) => job?.workerId));
      expect([...workers].every((worker) => worker === a.workerId || worker === b.workerId)).toBe(
        true,
      );
      await Promise.all([a.stop(1000), b.stop(1000)]);
    } finally {
      if (second !== database) {
        await second.close();
      }
    }
  });

  it('recovers the job of a worker that died: taken over after the lease, completed once', async () => {
    const id = await enqueueJob(database.db, {
      kind: PROBE_JOB_KIND,
      payload: { steps: 3, stepMs: 20 },
    });
    // Worker A claims the job and dies: no heartbeat, no release.
    const claimedByA = await claimJob(
      database.db,
      'worker-a',
      [PROBE_JOB_KIND],
      DEAD_WORKER_LEASE_MS,
    );
    expect(claimedByA?.id).toBe(id);

    let runsOnB = 0;
    const b = startRunner({
      [PROBE_JOB_KIND]: (context) => {
        runsOnB += 1;
        return runProbeJob(context);
      },
    });
    const job = await jobWith(id, (each) => each.status === 'succeeded');
    expect(job).toMatchObject({
      attempts: 2,
      result: { workerId: b.workerId, steps: 3 },
      workerId: b.workerId,
    });
    expect(runsOnB).toBe(1);
  });

  it('fails a job whose worker died on its last attempt and lets its feature settle it', async () => {
    const id = await enqueueJob(database.db, {
      kind: TEST_KIND,
      payload: { n: 7 },
      maxAttempts: 1,
    });
    await claimJob(database.db, 'worker-a', [TEST_KIND], DEAD_WORKER_LEASE_MS);
    const abandoned: unknown[] = [];
    let runs = 0;
    const run = () => {
      runs += 1;
      return Promise.resolve('ran');
    };
    startRunner({
      [TEST_KIND]: Object.assign(run, {
        onAbandoned: (job: { payload: unknown }) => {
          abandoned.push(job.payload);
          return Promise.resolve();
        },
      }),
    });
    const job = await jobWith(id, (each) => each.status === 'failed');
    expect(job.error).toMatch(/worker-a stopped renewing its lease/);
    await eventually(() => Promise.resolve(abandoned.length === 1), { what: 'the abandoned hook' });
    expect(abandoned).toEqual([{ n: 7 }]);
    expect(runs).toBe(0);
  });

  it('on stop, lets running jobs finish and claims nothing new', async () => {
    const proceed = gate();
    const id = await enqueueJob(database.db, { kind: TEST_KIND, payload: {} });
    const runner = startRunner({
      [TEST_KIND]: async () => {
        await proceed.opened;
        return 'finished';
      },
    });
    await jobWith(id, (job) => job.status === 'running');
    const stopped = runner.stop(30_000);
    const later = await enqueueJob(database.db, { kind: TEST_KIND, payload: {} });
    proceed.open();
    await stopped;
    expect(await getJob(database.db, id)).toMatchObject({
      status: 'succeeded',
      result: 'finished',
    });
    // Nothing claims it in a few polls' time (a slow machine only shortens this check).
    await sleep(POLL_MS * 5);
    expect(await getJob(database.db, later)).toMatchObject({ status: 'queued', attempts: 0 });
  });

  it('on stop past its timeout, aborts running jobs and hands them to another worker', async () => {
    let sawAbort = false;
    const id = await enqueueJob(database.db, { kind: TEST_KIND, payload: {} });
    const first = startRunner({
      [TEST_KIND]: async (context) => {
        try {
          return await untilAborted(context.signal);
        } catch (error) {
          sawAbort = true;
          throw error;
        }
      },
    });
    await jobWith(id, (job) => job.status === 'running');
    await first.stop(50);
    expect(sawAbort).toBe(true);
    expect(await getJob(database.db, id)).toMatchObject({
      status: 'queued',
      workerId: null,
      attempts: 1,
    });

    const second = startRunner({
      [TEST_KIND]: (context) => Promise.resolve(`attempt ${context.attempt}`),
    });
    expect(await jobWith(id, (job) => job.status === 'succeeded')).toMatchObject({
      result: 'attempt 2',
      workerId: second.workerId,
    });
  });

  it('aborts the handler when its job is cancelled, and leaves it cancelled', async () => {
    let aborted = false;
    const id = await enqueueJob(database.db, { kind: TEST_KIND, payload: {} });
    const runner = startRunner({
      [TEST_KIND]: async (context) => {
        await untilAborted(context.signal).catch((error: unknown) => {
          aborted = true;
          throw error;
        });
      },
    });
    await jobWith(id, (job) => job.status === 'running');
    expect(await cancelJob(database.db, id)).toBe(true);
    await eventually(() => Promise.resolve(aborted), { what: 'the handler to be aborted' });
    // Once stopped, the runner has written all it ever will about the job.
    await runner.stop(30_000);
    expect(await getJob(database.db, id)).toMatchObject({ status: 'cancelled' });
  });

  it('queues the first run of a recurring job one period after it starts', async () => {
    const handler: JobHandlers[string] = () => Promise.resolve(null);
    handler.everyMs = 60 * 60 * 1000;
    startRunner({ 'test.recurring': handler });
    const queued = await eventually(
      async () => {
        const jobs = await database.db
          .selectFrom('jobs')
          .select(['status', 'run_at'])
          .where('kind', '=', 'test.recurring')
          .execute();
        return jobs.length > 0 && jobs;
      },
      { what: 'a queued run' },
    );
    expect(queued).toHaveLength(1);
    expect(queued[0]?.status).toBe('queued');
    expect(queued[0]?.run_at.getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000);
  });

  it('leaves one waiting run of a recurring job when processes start together', async () => {
    const starts = await Promise.all(
      Array.from({ length: 4 }, () =>
        scheduleRecurringJob(database.db, 'test.recurring', 1_000, 'starting'),
      ),
    );
    expect(starts.filter(Boolean)).toHaveLength(1);
    expect(await scheduleRecurringJob(database.db, 'test.recurring', 1_000, 'running')).toBe(false);
  });

  it('rejects a probe payload it cannot use', async () => {
    await expect(
      runProbeJob({
        jobId: 'x',
        kind: PROBE_JOB_KIND,
        payload: { steps: 'many', stepMs: 1 },
        attempt: 1,
        workerId: 'w',
        signal: new AbortController().signal,
        progress: () => Promise.resolve(),
      }),
    ).rejects.toBeInstanceOf(PermanentJobError);
  });
});
