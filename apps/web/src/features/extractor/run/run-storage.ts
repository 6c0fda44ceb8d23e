import { readJson, removeStored, writeJson } from '../../../lib/storage';

/**
 * The run being watched, per configuration, so leaving the run screen and coming back resumes
 * watching it (issue 6: "the browser may go away and come back"). Forgotten once it is seen
 * finished; the URL (`?run=`) keeps it for a reload after that.
 */
const RUNS_STORAGE_KEY = 'extractorRuns';

function readRuns(): Record<string, string> {
  const value = readJson(RUNS_STORAGE_KEY);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {};
  }
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The run of a configuration still being watched, if any. */
export function readStoredRun(configName: string): string | undefined {
  return readRuns()[configName];
}

/** Remembers the run of a configuration until it is seen finished. */
export function storeRun(configName: string, runId: string): void {
  writeJson(RUNS_STORAGE_KEY, { ...readRuns(), [configName]: runId });
}

/** Forgets the run of a configuration. */
export function forgetRun(configName: string): void {
  const runs = readRuns();
  delete runs[configName];
  if (Object.keys(runs).length === 0) {
    removeStored(RUNS_STORAGE_KEY);
  } else {
    writeJson(RUNS_STORAGE_KEY, runs);
  }
}
