import { healthMachine } from '@folio/core';
import { expectData, FolioError } from '@folio/sdk';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise, type SnapshotFrom } from 'xstate';

import { useSdk, type AppSdk } from '../../lib/sdk';

/** What the screen needs to know about the server: still asking, up, or down. */
export type HealthStatus = 'checking' | 'up' | 'down';

function selectStatus(snapshot: SnapshotFrom<typeof healthMachine>): HealthStatus {
  if (snapshot.matches('up')) {
    return 'up';
  }
  return snapshot.matches('down') ? 'down' : 'checking';
}

/** The core health machine, checking through this app's SDK: GET on the middleware base URL. */
function healthMachineFor(sdk: AppSdk) {
  return healthMachine.provide({
    actors: {
      checkHealth: fromPromise(async () => {
        const health = await expectData(sdk.clients.middleware.GET('/'));
        if (health.status !== 'ok') {
          throw new FolioError('SERVICE_UNAVAILABLE', `health status ${String(health.status)}`);
        }
      }),
    },
  });
}

/**
 * Runs the health check for as long as the caller is mounted (on start and every 30 s,
 * SPEC §4) and returns the server's status. The caller re-renders only when the status changes,
 * not on every background check.
 */
export function useHealth(): HealthStatus {
  const sdk = useSdk();
  const machine = useMemo(() => healthMachineFor(sdk), [sdk]);
  const health = useActorRef(machine);
  return useSelector(health, selectStatus);
}
