import { expectData, type FolioClients } from '@folio/sdk';

/** The slowest and the 99th-percentile health answer while a watch ran, in milliseconds. */
export type HealthTimes = { slowestMs: number; p99Ms: number; checks: number };

/**
 * Asks both hosts for their health every `intervalMs` until stopped and records how long each
 * answer took: a serving thread blocked by a parse answers in seconds or never (issue 17). A
 * failed health answer fails the watch.
 */
export function watchHealth(clients: FolioClients, intervalMs = 50) {
  const times: number[] = [];
  let isWatching = true;
  const loop = (async () => {
    while (isWatching) {
      for (const check of [() => clients.middleware.GET('/'), () => clients.service.GET('/')]) {
        const started = performance.now();
        await expectData(check());
        times.push(performance.now() - started);
      }
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    async stop(): Promise<HealthTimes> {
      isWatching = false;
      await loop;
      const sorted = times.toSorted((a, b) => a - b);
      const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
      return { slowestMs: sorted.at(-1) ?? 0, p99Ms: p99, checks: sorted.length };
    },
  };
}
