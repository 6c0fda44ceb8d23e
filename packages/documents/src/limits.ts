import { DocumentError } from './errors';

/** The limits every parse accepts; each reader applies its own defaults. */
export type ParseLimits = {
  /** Aborts the parse; it fails with `DOCUMENT_ABORTED`. */
  signal?: AbortSignal;
  /** Wall-clock limit for the whole parse; past it the parse fails with `DOCUMENT_TIMEOUT`. */
  timeoutMs?: number;
  /** Documents with more pages fail with `DOCUMENT_TOO_MANY_PAGES` before any page is read. */
  maxPages?: number;
};

/** Default time limit of one parse: long enough for a 1,000-page text PDF on 2 cores. */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** Default page limit (DECISIONS.md: total pages of a ZIP upload, 1,000). */
export const DEFAULT_MAX_PAGES = 1_000;

/**
 * Runs `work` under the caller's signal and a timeout. When either fires, `onStop` runs (to
 * destroy a pdf.js task, kill a process...) and the promise rejects at once with
 * `DOCUMENT_TIMEOUT` or `DOCUMENT_ABORTED`, even if `work` never settles.
 */
export async function runWithLimits<T>(
  limits: ParseLimits,
  work: (signal: AbortSignal) => Promise<T>,
  onStop?: () => void,
): Promise<T> {
  const timeoutMs = limits.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = limits.signal ? AbortSignal.any([limits.signal, timeout]) : timeout;
  const stopError = (): DocumentError =>
    timeout.aborted
      ? new DocumentError('DOCUMENT_TIMEOUT', {
          message: `stopped after ${timeoutMs} ms`,
          detail: { timeoutMs },
        })
      : new DocumentError('DOCUMENT_ABORTED', { message: 'aborted by the caller' });
  if (signal.aborted) {
    throw stopError();
  }
  return new Promise<T>((resolve, reject) => {
    const stop = (): void => {
      onStop?.();
      reject(stopError());
    };
    signal.addEventListener('abort', stop, { once: true });
    work(signal)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', stop));
  });
}

/** Throws `DOCUMENT_TOO_MANY_PAGES` when `pageCount` is over the limit. */
export function checkPageCount(pageCount: number, limits: ParseLimits): void {
  const maxPages = limits.maxPages ?? DEFAULT_MAX_PAGES;
  if (pageCount > maxPages) {
    throw new DocumentError('DOCUMENT_TOO_MANY_PAGES', {
      message: `${pageCount} pages, limit ${maxPages}`,
      detail: { pageCount, maxPages },
    });
  }
}

/** Throws the stop error of `signal` when it has fired (for loops between pages or entries). */
export function throwIfStopped(signal: AbortSignal): void {
  if (signal.aborted) {
    throw new DocumentError('DOCUMENT_ABORTED', { message: 'stopped' });
  }
}

/** The caller's limits with the time already spent taken off the timeout. */
export function remainingLimits(limits: ParseLimits, started: number): ParseLimits {
  if (limits.timeoutMs === undefined) {
    return limits;
  }
  return { ...limits, timeoutMs: Math.max(1, limits.timeoutMs - (Date.now() - started)) };
}
