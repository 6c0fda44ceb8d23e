import { FolioError } from '../errors';

import type { CallOptions } from './call';
import type { Clock } from './retrying-fetch';

/** How a wait for a server-side job reads it. */
export type WaitOptions = CallOptions & {
  /** Between two reads; default 1 s. */
  intervalMs?: number;
};

/**
 * Reads a job with `read` until `isOver` holds, sleeping `intervalMs` between reads on the
 * client's clock. `timeoutMs` bounds the whole wait (NETWORK_ERROR with `detail.timeoutMs`), the
 * caller's signal aborts it as an abort. `onRead` hears every reading, the first included.
 */
export async function waitFor<T>(
  clock: Clock,
  first: T,
  read: (options: CallOptions) => Promise<T>,
  isOver: (value: T) => boolean,
  options: WaitOptions & { what: string; onRead?: (value: T) => void },
): Promise<T> {
  const whole =
    options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs);
  const signals = [options.signal, whole].filter((item) => item !== undefined);
  const signal = signals.length > 0 ? AbortSignal.any(signals) : undefined;
  for (let value = first; ;) {
    options.onRead?.(value);
    if (isOver(value)) {
      return value;
    }
    try {
      await clock.sleep(options.intervalMs ?? 1000, signal);
      value = await read(signal ? { signal } : {});
    } catch (error) {
      if (whole?.aborted && !options.signal?.aborted) {
        throw new FolioError(
          'NETWORK_ERROR',
          `${options.what} was not over within ${String(options.timeoutMs)} ms`,
          { detail: { timeoutMs: options.timeoutMs }, cause: error },
        );
      }
      throw error;
    }
  }
}

/**
 * The `progress` listeners of a job's handle: `hear` passes on a reading only when its `key`
 * (the counts and status that listeners care about) differs from the last one passed on.
 */
export function progressListeners<T>(key: (value: T) => string): {
  on: (listener: (value: T) => void) => () => void;
  hear: (value: T) => void;
} {
  const listeners = new Set<(value: T) => void>();
  let lastKey: string | undefined;
  return {
    on: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    hear: (value) => {
      if (key(value) === lastKey) {
        return;
      }
      lastKey = key(value);
      for (const listener of listeners) {
        listener(value);
      }
    },
  };
}
