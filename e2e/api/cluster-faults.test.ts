import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  startOwnBucket,
  startOwnPostgres,
  type OwnBucket,
  type OwnPostgres,
} from '../support/cluster/backends';
import { startCluster } from '../support/cluster/cluster';
import { FAULTS, settleAndCheck, type FaultTarget } from '../support/cluster/faults';
import { prepareLoadUsers, startLoad, type LoadUser } from '../support/cluster/load';

// Faults under load (issue 15), short: the cluster of cluster.test.ts over a PostgreSQL and an S3
// server of its own (it restarts the one and stops the other), a few clients loading it, and each
// fault injected once. The full version is `node scripts/bench/cluster/load.ts --faults`. Runs in
// the PostgreSQL pass of `npm test` (scripts/test.sh), where PostgreSQL and nginx are installed.
const CLIENTS = 6;
// Calls finished before a fault and after it: enough that the fault lands under load and the
// cluster is seen to serve again afterwards.
const CALLS_AROUND_FAULT = 30;
const OUTAGE_MS = 2_000;
const FAULT_TIMEOUT_MS = 240_000;

describe.runIf(process.env['FOLIO_TEST_DATABASE_URL'])(
  'Folio under load through faults (issue 15)',
  () => {
    let postgres: OwnPostgres;
    let bucket: OwnBucket;
    let target: FaultTarget & { stop(): Promise<void> };
    let users: LoadUser[];
    const knownStrays = new Set<string>();

    beforeAll(async () => {
      postgres = await startOwnPostgres();
      bucket = await startOwnBucket();
      const cluster = await startCluster({
        databaseUrl: postgres.url,
        s3: bucket.s3,
        // A killed worker's run is taken over once its lease lapses.
        env: { FOLIO_JOBS_LEASE_MS: '5000' },
      });
      target = { cluster, databaseUrl: postgres.url, postgres, bucket, stop: () => cluster.stop() };
      users = await prepareLoadUsers(cluster, 3);
    }, FAULT_TIMEOUT_MS);
    afterAll(async () => {
      await target?.stop();
      await bucket?.server.close();
      await postgres?.stop();
    });

    it.each(FAULTS.map((fault) => [fault.name, fault] as const))(
      'serves through %s, losing nothing',
      async (_name, fault) => {
        const load = await startLoad({ cluster: target.cluster, users, clients: CLIENTS });
        await load.moreCalls(CALLS_AROUND_FAULT);
        const injected = await fault.inject(target, { outageMs: OUTAGE_MS });
        await load.moreCalls(CALLS_AROUND_FAULT);
        const report = await load.stop();
        expect(target.cluster.crashed()).toEqual([]);

        // Only rate limits and retried transient failures are allowed; nothing failed for good.
        expect(Object.fromEntries(report.failures), injected.description).toEqual({});
        expect(await injected.problems()).toEqual([]);
        const check = await settleAndCheck(target, report.uploads);
        expect(check.missing).toEqual([]);
        expect(check.unreadable).toEqual([]);
        // Blobs without a row that this fault left (earlier faults' are known already).
        const strays = check.strays.filter((key) => !knownStrays.has(key));
        check.strays.forEach((key) => knownStrays.add(key));
        if (!fault.mayLeaveStrays) {
          const said = (key: string) =>
            [...target.cluster.middlewares, ...target.cluster.workers].flatMap((host) =>
              host
                .output()
                .split('\n')
                .filter((line) => line.includes(key.split('/').at(-1) ?? key)),
            );
          expect(strays.flatMap((key) => [key, ...said(key)])).toEqual([]);
        }
      },
      FAULT_TIMEOUT_MS,
    );
  },
);
