import { AppError } from '@folio/core';
import type { Kysely } from 'kysely';

import type { Tables } from '../db/schema';
import { deleteStaleRateLimits, hitRateLimit, resetRateLimit } from './rate-limit.queries';

/** Fixed-window limits kept in the database, so every middleware process shares the counts. */
export type RateLimiter = {
  /** Counts a hit on `key`; throws RATE_LIMIT_EXCEEDED (with the seconds to wait) past `max`. */
  hit(key: string, max: number): Promise<void>;
  /** Starts the count of `key` again. */
  reset(key: string): Promise<void>;
};

const CLEANUP_INTERVAL_MS = 60_000;

/**
 * Creates a limiter with windows of `windowSeconds`. The refused hit is counted too, so a client
 * that keeps trying stays refused until it stops for a whole window.
 */
export function createRateLimiter(deps: {
  db: Kysely<Tables>;
  windowSeconds: number;
  clock: () => Date;
}): RateLimiter {
  const windowMs = deps.windowSeconds * 1000;
  let lastCleanup = 0;
  return {
    async hit(key, max) {
      const now = deps.clock();
      const staleBefore = new Date(now.getTime() - windowMs);
      if (now.getTime() - lastCleanup > CLEANUP_INTERVAL_MS) {
        lastCleanup = now.getTime();
        await deleteStaleRateLimits(deps.db, staleBefore);
      }
      const { hits, window_start: windowStart } = await hitRateLimit(
        deps.db,
        key,
        now,
        staleBefore,
      );
      if (hits > max) {
        const retryAfterSeconds = Math.max(
          1,
          Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000),
        );
        throw new AppError('RATE_LIMIT_EXCEEDED', {
          message: `rate limit of ${key.split(':')[0] ?? key}`,
          detail: { retryAfterSeconds },
        });
      }
    },
    async reset(key) {
      await resetRateLimit(deps.db, key);
    },
  };
}
