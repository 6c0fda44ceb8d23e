import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDatabase, type TestDatabase } from '../db/testing';
import { claimJob, completeJob, enqueueJob, failJob } from './job-queue';
import { selectJobCounts } from './jobs.queries';

describe('selectJobCounts (folio-server jobs)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('counts each kind by state, with due jobs, lapsed leases and the oldest wait', async () => {
    const { db } = database;
    const claim = async (kind: string) => {
      const claimed = await claimJob(db, 'worker', [kind], 60_000);
      if (!claimed) {
        throw new Error(`no ${kind} job to claim`);
      }
      return claimed;
    };
    // count.a: one failed for good, one queued for later, one running whose worker is gone.
    await enqueueJob(db, { kind: 'count.a', payload: {}, maxAttempts: 1 });
    await failJob(db, (await claim('count.a')).lease, { error: 'no', retryDelayMs: 0 });
    await enqueueJob(db, { kind: 'count.a', payload: {}, runAt: new Date(Date.now() + 3_600_000) });
    await enqueueJob(db, { kind: 'count.a', payload: {} });
    const gone = await claim('count.a');
    await db
      .updateTable('jobs')
      .set({ lease_until: sql`now() - interval '1 second'` })
      .where('id', '=', gone.id)
      .execute();
    // count.b: one done, one due for ten minutes already.
    await enqueueJob(db, { kind: 'count.b', payload: {} });
    await completeJob(db, (await claim('count.b')).lease, {});
    await enqueueJob(db, { kind: 'count.b', payload: {}, runAt: new Date(Date.now() - 600_000) });

    const counts = await selectJobCounts(db);
    expect(counts.map((each) => each.kind)).toEqual(['count.a', 'count.b']);
    expect(counts[0]).toEqual({
      kind: 'count.a',
      queued: 1,
      running: 1,
      succeeded: 0,
      failed: 1,
      cancelled: 0,
      due: 0,
      lapsed: 1,
      oldestDueSeconds: 0,
    });
    expect(counts[1]).toMatchObject({ queued: 1, succeeded: 1, failed: 0, due: 1 });
    expect(counts[1]?.oldestDueSeconds).toBeGreaterThanOrEqual(590);
  });
});
