import type { JobHandlers } from './job-handler';
import { PROBE_JOB_KIND, runProbeJob } from './probe.job';

/**
 * Every job kind the workers know, by kind. Features add their `*.job.ts` handlers here; a kind
 * is namespaced by its feature (`extractor.run`), so workers of every release agree on names.
 */
export const jobHandlers: JobHandlers = {
  [PROBE_JOB_KIND]: runProbeJob,
};
