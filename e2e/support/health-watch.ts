import { expectData, type FolioClients } from '@folio/sdk';

/** The slowest and the 99th-percentile answer while a watch ran, in milliseconds. */
export type AnswerTimes = { slowestMs: number; p99Ms: number; checks: number };

/**
 * Calls each check in turn every `intervalMs` until stopped and records how long each answer
 * took. A failed check fails the watch.
 */
export function watchAnswerTimes(checks: ReadonlyArray<() => Promise<unknown>>, intervalMs = 50) {
  const times: number[] = [];
  let isWatching = true;
  const loop = (async () => {
    while (isWatching) {
      for (const check of checks) {
        const started = performance.now();
        await check();
        times.push(performance.now() - started);
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    async stop(): Promise<AnswerTimes> {
      isWatching = false;
      await loop;
      const sorted = times.toSorted((a, b) => a - b);
      const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
      return { slowestMs: sorted.at(-1) ?? 0, p99Ms: p99, checks: sorted.length };
    },
  };
}

/**
 * Asks both hosts for their health until stopped: a serving thread blocked by a parse answers in
 * seconds or never (issue 17).
 */
export function watchHealth(clients: FolioClients, intervalMs = 50) {
  return watchAnswerTimes(
    [() => expectData(clients.middleware.GET('/')), () => expectData(clients.service.GET('/'))],
    intervalMs,
  );
}
