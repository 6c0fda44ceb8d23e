import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { openTestDatabase, type TestDatabase } from '../db/testing';
import {
  cancelJob,
  claimJob,
  completeJob,
  enqueueJob,
  failJob,
  getJob,
  heartbeat,
  releaseJob,
  reportProgress,
  returnUnstartedJob,
} from './job-queue';
import { eventually } from './testing/eventually';

const KIND = 'test.queue';
// A lease that runs out within a test, for the takeover cases.
const LEASE_MS = 300;
// A lease no test outlives: where a claim must still hold a few slow queries later.
const HELD_MS = 60_000;

describe('job queue', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('jobs').execute();
  });
  afterAll(async () => {
    await database.close();
  });

  it('enqueues, claims and completes a job', async () => {
    const id = await enqueueJob(database.db, { kind: KIND, payload: { pages: [1, 2] } });
    expect(await getJob(database.db, id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      maxAttempts: 5,
      payload: { pages: [1, 2] },
      progress: { done: 0, total: null, message: null },
      result: null,
      error: null,
    });

    const claimed = await claimJob(database.db, 'worker-a', [KIND], HELD_MS);
    expect(claimed).toMatchObject({ id, kind: KIND, attempt: 1, payload: { pages: [1, 2] } });
    expect(claimed?.lease).toEqual({ jobId: id, workerId: 'worker-a', attempt: 1 });
    expect(await claimJob(database.db, 'worker-b', [KIND], LEASE_MS)).toBeUndefined();
    expect(await getJob(database.db, id)).toMatchObject({
      status: 'running',
      workerId: 'worker-a',
    });

    const lease = claimed?.lease ?? expect.unreachable();
    expect(await completeJob(database.db, lease, [{ text: 'done' }])).toBe(true);
    const job = await getJob(database.db, id);
    expect(job).toMatchObject({
      status: 'succeeded',
      result: [{ text: 'done' }],
      workerId: 'worker-a',
    });
    expect(job?.finishedAt).toBeInstanceOf(Date);
    // Finished: no second completion, and nothing to claim.
    expect(await completeJob(database.db, lease, 'again')).toBe(false);
    expect(await claimJob(database.db, 'worker-b', [KIND], LEASE_MS)).toBeUndefined();
  });

  it('claims only the kinds asked for, only when due, oldest first', async () => {
    const later = await enqueueJob(database.db, {
      kind: KIND,
      payload: 2,
      runAt: new Date(Date.now() - 1_000),
    });
    const first = await enqueueJob(database.db, {
      kind: KIND,
      payload: 1,
      runAt: new Date(Date.now() - 60_000),
    });
    await enqueueJob(database.db, {
      kind: 'other.kind',
      payload: 0,
      runAt: new Date(Date.now() - 120_000),
    });
    await enqueueJob(database.db, {
      kind: KIND,
      payload: 3,
      runAt: new Date(Date.now() + 3_600_000),
    });

    expect((await claimJob(database.db, 'w', [KIND], HELD_MS))?.id).toBe(first);
    expect((await claimJob(database.db, 'w', [KIND], HELD_MS))?.id).toBe(later);
    expect(await claimJob(database.db, 'w', [KIND], LEASE_MS)).toBeUndefined();
    expect(await claimJob(database.db, 'w', [], LEASE_MS)).toBeUndefined();
  });

  it('makes progress readable while the job runs', async () => {
    const id = await enqueueJob(database.db, { kind: KIND, payload: {} });
    const claimed = await claimJob(database.db, 'worker-a', [KIND], LEASE_MS);
    const lease = claimed?.lease ?? expect.unreachable();
    expect(
      await reportProgress(database.db, lease, { done: 3, total: 10, message: 'page 3' }),
    ).toBe(true);
    expect(await getJob(database.db, id)).toMatchObject({
      status: 'running',
      progress: { done: 3, total: 10, message: 'page 3' },
    });
  });

  it('retries a failed attempt later, then fails for good after max attempts', async () => {
    const id = await enqueueJob(database.db, { kind: KIND, payload: {}, maxAttempts: 2 });
    const first = await claimJob(database.db, 'w', [KIND], LEASE_MS);
    const firstLease = first?.lease ?? expect.unreachable();
    expect(await failJob(database.db, firstLease, { error: 'boom 1', retryDelayMs: 60_000 })).toBe(
      'queued',
    );
    const queued = await getJob(database.db, id);
    expect(queued).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: 'boom 1',
      workerId: null,
    });
    expect(queued?.runAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    // Backoff: not due yet.
    expect(await claimJob(database.db, 'w', [KIND], LEASE_MS)).toBeUndefined();

    await database.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1) })
      .where('id', '=', id)
      .execute();
    const second = await claimJob(database.db, 'w', [KIND], LEASE_MS);
    expect(second?.attempt).toBe(2);
    const secondLease = second?.lease ?? expect.unreachable();
    expect(await failJob(database.db, secondLease, { error: 'boom 2', retryDelayMs: 0 })).toBe(
      'failed',
    );
    expect(await getJob(database.db, id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      error: 'boom 2',
    });
    expect(await claimJob(database.db, 'w', [KIND], LEASE_MS)).toBeUndefined();
  });

  it('fails at once when no retry can help', async () => {
    const id = await enqueueJob(database.db, { kind: KIND, payload: {} });
    const claimed = await claimJob(database.db, 'w', [KIND], LEASE_MS);
    const lease = claimed?.lease ?? expect.unreachable();
    expect(await failJob(database.db, lease, { error: 'bad payload', retryDelayMs: null })).toBe(
      'failed',
    );
    expect(await getJob(database.db, id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('fences a worker whose lease expired and was taken over', async () => {
    const id = await enqueueJob(database.db, { kind: KIND, payload: {} });
    const stale =
      (await claimJob(database.db, 'worker-a', [KIND], LEASE_MS))?.lease ?? expect.unreachable();
    // worker-a stalls; once its lease has expired worker-b takes the job over.
    const takeover = await eventually(() => claimJob(database.db, 'worker-b', [KIND], LEASE_MS), {
      what: 'the expired lease to be claimed',
    });
    expect(takeover).toMatchObject({ id, attempt: 2 });

    expect(await heartbeat(database.db, stale, LEASE_MS)).toBe(false);
    expect(await reportProgress(database.db, stale, { done: 9, total: 9 })).toBe(false);
    expect(await completeJob(database.db, stale, 'from a')).toBe(false);
    expect(await failJob(database.db, stale, { error: 'from a', retryDelayMs: 0 })).toBeUndefined();
    expect(await releaseJob(database.db, stale)).toBe(false);

    expect(await completeJob(database.db, takeover.lease, 'from b')).toBe(true);
    expect(await getJob(database.db, id)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      result: 'from b',
      workerId: 'worker-b',
    });
  });

  it('fences a new claim of the same worker id against its old one', async () => {
    await enqueueJob(database.db, { kind: KIND, payload: {} });
    const old =
      (await claimJob(database.db, 'same', [KIND], LEASE_MS))?.lease ?? expect.unreachable();
    const again = await eventually(() => claimJob(database.db, 'same', [KIND], LEASE_MS));
    expect(await completeJob(database.db, old, 'old')).toBe(false);
    expect(await completeJob(database.db, again.lease, 'new')).toBe(true);
  });

  it('fails a job whose worker died on its last attempt instead of running it again', async () => {
    const id = await enqueueJob(database.db, { kind: KIND, payload: {}, maxAttempts: 1 });
    await claimJob(database.db, 'dies', [KIND], LEASE_MS);
    const job = await eventually(async () => {
      await claimJob(database.db, 'other', [KIND], LEASE_MS);
      const current = await getJob(database.db, id);
      return current?.status === 'failed' && current;
    });
    expect(job).toMatchObject({ attempts: 1, workerId: 'dies' });
    expect(job.error).toMatch(/stopped renewing its lease/);
  });

  it('keeps a heartbeating job away from other workers', async () => {
    await enqueueJob(database.db, { kind: KIND, payload: {} });
    const lease =
      (await claimJob(database.db, 'alive', [KIND], LEASE_MS))?.lease ?? expect.unreachable();
    for (let i = 0; i < 5; i += 1) {
      expect(await heartbeat(database.db, lease, 60_000)).toBe(true);
      expect(await claimJob(database.db, 'other', [KIND], LEASE_MS)).toBeUndefined();
    }
  });

  it('releases a job back to the queue', async () => {
    const id = await enqueueJob(database.db, { kind: KIND, payload: {} });
    const lease =
      (await claimJob(database.db, 'a', [KIND], LEASE_MS))?.lease ?? expect.unreachable();
    expect(await releaseJob(database.db, lease)).toBe(true);
    expect(await getJob(database.db, id)).toMatchObject({ status: 'queued', workerId: null });
    expect(await claimJob(database.db, 'b', [KIND], LEASE_MS)).toMatchObject({ id, attempt: 2 });
  });

  it('gives back an unstarted job without using an attempt, fencing the old lease', async () => {
    const id = await enqueueJob(database.db, { kind: KIND, payload: {} });
    const lease =
      (await claimJob(database.db, 'a', [KIND], LEASE_MS))?.lease ?? expect.unreachable();
    expect(await returnUnstartedJob(database.db, lease)).toBe(true);
    expect(await getJob(database.db, id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await claimJob(database.db, 'b', [KIND], LEASE_MS)).toMatchObject({ id, attempt: 1 });
    expect(await returnUnstartedJob(database.db, lease)).toBe(false);
    expect(await completeJob(database.db, lease, 'stale')).toBe(false);
    expect(await getJob(database.db, id)).toMatchObject({ status: 'running', workerId: 'b' });
  });

  it('cancels queued and running jobs, not finished ones', async () => {
    const queued = await enqueueJob(database.db, {
      kind: KIND,
      payload: {},
      runAt: new Date(Date.now() + 60_000),
    });
    const running = await enqueueJob(database.db, { kind: KIND, payload: {} });
    const lease =
      (await claimJob(database.db, 'a', [KIND], LEASE_MS))?.lease ?? expect.unreachable();
    expect(lease.jobId).toBe(running);
    expect(await cancelJob(database.db, queued)).toBe(true);
    expect(await cancelJob(database.db, running)).toBe(true);
    expect(await heartbeat(database.db, lease, LEASE_MS)).toBe(false);
    expect(await completeJob(database.db, lease, 'late')).toBe(false);
    expect(await getJob(database.db, running)).toMatchObject({ status: 'cancelled' });
    expect(await cancelJob(database.db, running)).toBe(false);
  });

  it('returns undefined for an unknown job', async () => {
    expect(await getJob(database.db, '00000000-0000-0000-0000-000000000000')).toBeUndefined();
  });
});
