import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `check` until it returns something other than undefined or false, and returns that.
 * Job tests wait for states this way instead of sleeping for guessed durations, so they neither
 * flake on a slow machine nor assert wall-clock times.
 */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  { timeoutMs = 20_000, intervalMs = 20, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    }
    await sleep(intervalMs);
  }
}
