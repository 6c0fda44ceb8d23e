import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';

import { useSdk } from '../../lib/sdk';

import { healthMachine } from './health.machine';

/** What the screen needs to know about the server: still asking, up, or down. */
export type HealthStatus = 'checking' | 'up' | 'down';

function selectStatus(snapshot: SnapshotFrom<typeof healthMachine>): HealthStatus {
  if (snapshot.matches('up')) {
    return 'up';
  }
  return snapshot.matches('down') ? 'down' : 'checking';
}

/**
 * Runs the health check for as long as the caller is mounted (on start and every 30 s,
 * SPEC §4) and returns the server's status. The caller re-renders only when the status changes,
 * not on every background check.
 */
export function useHealth(): HealthStatus {
  const sdk = useSdk();
  const health = useActorRef(healthMachine, { input: { sdk } });
  return useSelector(health, selectStatus);
}
