import { randomUUID } from 'node:crypto';

import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import { sql, type Kysely } from 'kysely';

import type { Tables } from '../../db/schema';

export type DatabaseLockerOptions = {
  /** How long a lock lasts without renewal: a holder that died frees it after this. */
  leaseMs?: number;
  /** How often a waiting request tries again. */
  pollMs?: number;
  /** How often a holder renews its lease and looks for a release asked by another request. */
  renewMs?: number;
  /** How long a request waits for a lock before tus answers it ERR_LOCK_TIMEOUT. */
  acquireTimeoutMs?: number;
};

const leaseEnd = (ms: number) =>
  sql<Date>`now() + (${Math.round(ms)}::integer * interval '1 millisecond')`;

/**
 * tus's locker over the database every middleware shares (issue 15), in place of its in-memory
 * one, which locks an upload only against requests to the same process. A lock is a row with a
 * lease (`tus_locks`), renewed by its holder every `renewMs`; a request that finds the lock held
 * asks the holder to let go (`release_requested`), which the holder sees at its next renewal and
 * passes to tus (`requestRelease`: tus ends the older request, as its own locker does), then takes
 * the lock when it is released or its lease lapses (a holder that died).
 */
export function createDatabaseLocker(
  db: Kysely<Tables>,
  options: DatabaseLockerOptions = {},
): Locker {
  // A lease of a few renewals: a dead holder keeps a resumed upload waiting at most this long.
  const leaseMs = options.leaseMs ?? 6_000;
  const pollMs = options.pollMs ?? 100;
  // One write a second per upload in progress; a newer request waits about this long for the
  // older one to let go.
  const renewMs = options.renewMs ?? 1_000;
  const acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;

  const tryTake = async (uploadId: string, holder: string): Promise<boolean> => {
    const taken = await db
      .insertInto('tus_locks')
      .values({ upload_id: uploadId, holder, lease_until: leaseEnd(leaseMs) })
      .onConflict((conflict) =>
        conflict
          .column('upload_id')
          .doUpdateSet({ holder, lease_until: leaseEnd(leaseMs), release_requested: false })
          .where('tus_locks.lease_until', '<', sql<Date>`now()`),
      )
      .returning('holder')
      .executeTakeFirst();
    return taken !== undefined;
  };

  // Renews the lease; answers whether another request asked for the lock (or took it).
  const renew = async (uploadId: string, holder: string): Promise<boolean> => {
    const row = await db
      .updateTable('tus_locks')
      .set({ lease_until: leaseEnd(leaseMs) })
      .where('upload_id', '=', uploadId)
      .where('holder', '=', holder)
      .returning('release_requested')
      .executeTakeFirst();
    return row === undefined || row.release_requested;
  };

  return {
    newLock(uploadId: string): Lock {
      const holder = randomUUID();
      let renewal: ReturnType<typeof setInterval> | undefined;
      return {
        async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
          const deadline = Date.now() + acquireTimeoutMs;
          while (!(await tryTake(uploadId, holder))) {
            if (signal.aborted || Date.now() > deadline) {
              // tus answers its own error objects (its memory locker throws this one too).
              // eslint-disable-next-line @typescript-eslint/only-throw-error
              throw ERRORS.ERR_LOCK_TIMEOUT;
            }
            await db
              .updateTable('tus_locks')
              .set({ release_requested: true })
              .where('upload_id', '=', uploadId)
              .execute();
            await new Promise((resolve) => setTimeout(resolve, pollMs));
          }
          let releasing = false;
          renewal = setInterval(() => {
            renew(uploadId, holder)
              .then(async (asked) => {
                if (asked && !releasing) {
                  releasing = true;
                  await requestRelease();
                }
              })
              // A renewal that cannot reach the database is tried again at the next tick; if
              // the lease lapses meanwhile, another request may take the lock, as after a crash.
              .catch(() => undefined);
          }, renewMs);
        },
        async unlock(): Promise<void> {
          clearInterval(renewal);
          await db
            .deleteFrom('tus_locks')
            .where('upload_id', '=', uploadId)
            .where('holder', '=', holder)
            .execute();
        },
      };
    },
  };
}
