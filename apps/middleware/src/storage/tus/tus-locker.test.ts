import { ERRORS } from '@tus/server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDatabase, type TestDatabase } from '../../db/testing';
import { createDatabaseLocker } from './tus-locker';

// Two lockers over one database stand for two middleware processes.
describe('the tus locker over the shared database (issue 15)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const lockers = (options: { acquireTimeoutMs?: number } = {}) => [
    createDatabaseLocker(database.db, { leaseMs: 60_000, pollMs: 20, renewMs: 20, ...options }),
    createDatabaseLocker(database.db, { leaseMs: 60_000, pollMs: 20, renewMs: 20, ...options }),
  ];
  const never = new AbortController().signal;

  it('makes the holder in one process let go when a request in another wants the upload', async () => {
    const [first, second] = lockers();
    const older = first?.newLock('user_upload-a');
    const newer = second?.newLock('user_upload-a');
    const order: string[] = [];
    await older?.lock(never, async () => {
      order.push('older asked to release');
      await older.unlock();
    });
    await newer?.lock(never, () => undefined);
    order.push('newer holds it');
    expect(order).toEqual(['older asked to release', 'newer holds it']);
    await newer?.unlock();
    const rows = await database.db.selectFrom('tus_locks').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('takes over the lock of a holder that died once its lease lapses', async () => {
    const [first, second] = lockers();
    // A holder that never answers a release request (its process is gone)...
    await first?.newLock('user_upload-b').lock(never, () => undefined);
    // ...and whose lease has run out, as it would without renewals.
    await database.db
      .updateTable('tus_locks')
      .set({ lease_until: sql<Date>`now() - interval '1 second'` })
      .where('upload_id', '=', 'user_upload-b')
      .execute();
    const taker = second?.newLock('user_upload-b');
    await taker?.lock(never, () => undefined);
    await taker?.unlock();
  });

  it('gives up with tus lock timeout when the holder keeps the lock, or the request ends', async () => {
    const [first, second] = lockers({ acquireTimeoutMs: 200 });
    const stubborn = first?.newLock('user_upload-c');
    await stubborn?.lock(never, () => undefined);
    await expect(second?.newLock('user_upload-c').lock(never, () => undefined)).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    const ended = new AbortController();
    ended.abort();
    await expect(
      createDatabaseLocker(database.db)
        .newLock('user_upload-c')
        .lock(ended.signal, () => undefined),
    ).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await stubborn?.unlock();
  });

  it('locks different uploads independently', async () => {
    const [first, second] = lockers({ acquireTimeoutMs: 200 });
    const one = first?.newLock('user_upload-d');
    const other = second?.newLock('user_upload-e');
    await one?.lock(never, () => undefined);
    await other?.lock(never, () => undefined);
    await one?.unlock();
    await other?.unlock();
  });
});
