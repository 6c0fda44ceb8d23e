import { fromPromise, setup } from 'xstate';

import { HEALTH_CHECK_INTERVAL_MS } from '../constants';

/**
 * What faces tell the health machine: `health.check` asks again now (a "try again" button on the
 * maintenance screen). It is heard only while the server is down and no check is under way.
 */
export type HealthEvent = { type: 'health.check' };

/**
 * Whether the middleware answers (SPEC §4 "Server health": on start and every 30 s a GET to the
 * middleware base URL; a non-OK response or failure shows the maintenance screen; success shows
 * the app). States: `checking` (the first check, tag `busy`), `up`, `down` (tag `maintenance`:
 * the maintenance screen replaces the whole app, SPEC §2). Both `up` and `down` keep checking every
 * 30 s (substates `waiting` and `checking`), so the app comes back by itself.
 *
 * Supplied by the app with `healthMachine.provide({ actors: { checkHealth } })`: resolves when the
 * server is healthy and rejects otherwise; the web does `GET` on the middleware base URL and throws
 * on a non-OK status (DECISIONS.md: 200 with `{status:"ok", version}`). The actor receives an
 * abort `signal`: a check still unanswered after 30 s counts as a failure and is aborted. The
 * default rejects, so a face that forgets to provide it sees the maintenance screen at once.
 */
export const healthMachine = setup({
  types: {
    events: {} as HealthEvent,
    tags: {} as 'busy' | 'maintenance',
  },
  actors: {
    checkHealth: fromPromise<void>(async () => {
      throw new Error('healthMachine: the app must provide the checkHealth actor');
    }),
  },
  delays: {
    // SPEC §4 and §9: health check every 30 s
    healthCheck: HEALTH_CHECK_INTERVAL_MS,
    // A check with no answer by the time the next one is due counts as a failure.
    healthCheckTimeout: HEALTH_CHECK_INTERVAL_MS,
  },
}).createMachine({
  id: 'health',
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkHealth',
        onDone: { target: 'up' },
        onError: { target: 'down' },
      },
      after: { healthCheckTimeout: { target: 'down' } },
    },
    up: {
      initial: 'waiting',
      states: {
        waiting: {
          after: { healthCheck: { target: 'checking' } },
        },
        checking: {
          invoke: {
            src: 'checkHealth',
            onDone: { target: 'waiting' },
            onError: { target: '#health.down' },
          },
          after: { healthCheckTimeout: { target: '#health.down' } },
        },
      },
    },
    down: {
      tags: ['maintenance'],
      initial: 'waiting',
      states: {
        waiting: {
          after: { healthCheck: { target: 'checking' } },
          on: { 'health.check': { target: 'checking' } },
        },
        checking: {
          invoke: {
            src: 'checkHealth',
            onDone: { target: '#health.up' },
            onError: { target: 'waiting' },
          },
          after: { healthCheckTimeout: { target: 'waiting' } },
        },
      },
    },
  },
});
