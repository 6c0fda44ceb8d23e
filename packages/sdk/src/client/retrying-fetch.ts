/** What the client waits with; tests inject one that records the waits instead of sleeping. */
export type Clock = {
  now: () => number;
  /** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
};

/** How calls that may safely be sent twice are retried. */
export type RetryOptions = {
  /** Retries after the first attempt; 0 turns retrying off. Default 3. */
  retries?: number;
  /** The first backoff, doubled after each retry, with jitter. Default 500 ms. */
  baseDelayMs?: number;
  /** No wait is longer, whatever `Retry-After` asks. Default 30 s. */
  maxDelayMs?: number;
};

/** The real clock: `Date.now` and an abortable `setTimeout`. */
export const SYSTEM_CLOCK: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason as Error);
        return;
      }
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal?.reason as Error);
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
};

/** Methods that change nothing more when sent twice (RFC 9110 §9.2.2). POST never is. */
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'OPTIONS',
  'PUT',
  'DELETE',
]);
/** Answers that mean "later": too many requests, or the host briefly unavailable. */
const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/**
 * The wait a `Retry-After` header asks for, in ms (RFC 9110 §10.2.3: delay-seconds or an HTTP
 * date); undefined when absent or unreadable.
 */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') {
    return undefined;
  }
  const value = header.trim();
  if (/^\d+$/.test(value)) {
    return Number(value) * 1000;
  }
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * A fetch that retries an idempotent request answered 429 or 503: it waits what `Retry-After`
 * says, else an exponential backoff with full jitter (base · 2^attempt, capped), at most
 * `retries` times, and stops waiting when the request's signal aborts. Other requests and
 * answers pass through untouched, so a POST is never sent twice.
 */
export function createRetryingFetch(
  fetchImpl: (request: Request) => Promise<Response>,
  options: RetryOptions = {},
  clock: Clock = SYSTEM_CLOCK,
  random: () => number = Math.random,
): (request: Request) => Promise<Response> {
  const retries = options.retries ?? 3;
  const baseDelayMs = options.baseDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  return async (request) => {
    if (retries === 0 || !IDEMPOTENT_METHODS.has(request.method)) {
      return fetchImpl(request);
    }
    for (let attempt = 0; ; attempt++) {
      const response = await fetchImpl(attempt < retries ? request.clone() : request);
      if (attempt >= retries || !RETRYABLE_STATUSES.has(response.status)) {
        return response;
      }
      const asked = retryAfterMs(response.headers.get('retry-after'), clock.now());
      const backoff = random() * baseDelayMs * 2 ** attempt;
      await response.body?.cancel();
      await clock.sleep(Math.min(asked ?? backoff, maxDelayMs), request.signal);
    }
  };
}
