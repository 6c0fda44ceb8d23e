import type { healthMachine } from '@folio/core';
import type { SnapshotFrom } from 'xstate';

import { HealthActor } from '../../app/actors';

/** What the screen needs to know about the server: still asking, up, or down. */
export type HealthStatus = 'checking' | 'up' | 'down';

function selectStatus(snapshot: SnapshotFrom<typeof healthMachine>): HealthStatus {
  if (snapshot.matches('up')) {
    return 'up';
  }
  return snapshot.matches('down') ? 'down' : 'checking';
}

/**
 * The server's status from the app's health actor (on start and every 30 s, SPEC §4). The caller
 * re-renders only when the status changes, not on every background check.
 */
export function useHealth(): HealthStatus {
  return HealthActor.useSelector(selectStatus);
}
