import { useCallback, useEffect, useState } from 'react';

/** What a loader holds: the last data, whether a load is under way, and how to load again. */
export type Loaded<T> = { data: T; isLoading: boolean; reload: () => void };

/**
 * Loads `load()` now and again whenever `load` changes or `reload()` is called; keeps the last
 * data meanwhile and drops answers that arrive after a newer load started. A failure goes to
 * `onError` and keeps the data there was.
 */
export function useLoader<T>(
  load: () => Promise<T>,
  initial: T,
  onError: (error: unknown) => void,
): Loaded<T> {
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<{ load: unknown; version: number; data: T } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    load().then(
      (data) => {
        if (isCurrent) {
          setSettled({ load, version, data });
        }
      },
      (error: unknown) => {
        if (isCurrent) {
          setSettled((last) => ({ load, version, data: last?.data ?? initial }));
          onError(error);
        }
      },
    );
    return () => {
      isCurrent = false;
    };
    // `initial` and `onError` shape what is kept and said, not what is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, version]);

  const reload = useCallback(() => setVersion((count) => count + 1), []);
  const isLoading = settled === null || settled.load !== load || settled.version !== version;
  return { data: settled?.data ?? initial, isLoading, reload };
}
