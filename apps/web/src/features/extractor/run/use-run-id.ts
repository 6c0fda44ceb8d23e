import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

import { forgetRun, readStoredRun, storeRun } from './run-storage';

/** The query parameter that names the run being watched, so a reload resumes it. */
const RUN_PARAM = 'run';

/**
 * The run the screen watches: the one in the URL (`?run=`), else the one kept for this
 * configuration (a run left before it finished), which is then put in the URL so it stays on
 * screen once it finishes. `watch` starts watching a new run, `clear` goes back to uploading.
 */
export function useRunId(configName: string) {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get(RUN_PARAM);
  const stored = fromUrl === null ? readStoredRun(configName) : undefined;

  useEffect(() => {
    if (stored !== undefined) {
      setParams({ [RUN_PARAM]: stored }, { replace: true });
    }
  }, [stored, setParams]);

  const watch = useCallback(
    (id: string) => {
      storeRun(configName, id);
      setParams({ [RUN_PARAM]: id }, { replace: true });
    },
    [configName, setParams],
  );
  const clear = useCallback(() => {
    forgetRun(configName);
    setParams({}, { replace: true });
  }, [configName, setParams]);
  return { runId: fromUrl ?? stored ?? null, watch, clear };
}
