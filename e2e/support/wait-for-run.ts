import { expectData, type MiddlewareComponents } from '@folio/sdk';

import type { SignedInUser } from './accounts';
import { pollUntil } from './poll';

/**
 * Reads an extraction run until it is over (the job works on in the background); free of any
 * test runner, so the API tests and the browser tests' seeds share it.
 */
export const waitForRun = (
  user: Pick<SignedInUser, 'api'>,
  runId: string,
): Promise<MiddlewareComponents['schemas']['Run']> =>
  pollUntil(
    async () =>
      (
        await expectData(
          user.api.GET('/extractor/runs/{run_id}', { params: { path: { run_id: runId } } }),
        )
      ).data,
    (run) => run.status !== 'queued' && run.status !== 'running',
    { what: `run ${runId}`, timeoutMs: 120_000, intervalMs: 250 },
  );
