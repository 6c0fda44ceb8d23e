const BASE_MS = 1000;
const MAX_MS = 5 * 60 * 1000;

/**
 * How long a failed job waits before its next attempt: 2^attempt seconds, capped at five
 * minutes, with jitter in the upper half so jobs that failed together (a service outage) do not
 * all come back at the same moment.
 */
export function backoffDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_MS, BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
