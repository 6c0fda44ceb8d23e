import { HEALTH_CHECK_INTERVAL_MS } from '@folio/core';
import { expectData, FolioError, type FolioClients } from '@folio/sdk';
import { fromPromise, setup } from 'xstate';

/** What the machine checks through: anything holding the current SDK clients. */
export type HealthInput = { sdk: { readonly clients: FolioClients } };

/**
 * The server health check (SPEC §4): on start and every 30 s a GET to the middleware base URL;
 * a failure or a non-OK answer means `down` (the maintenance screen), success means `up`.
 * Re-checks happen inside `up` and `down`, so the screen does not flicker while one runs.
 * TODO(platform): moves to packages/core/src/health/ with the other root machines.
 */
export const healthMachine = setup({
  types: {
    input: {} as HealthInput,
    context: {} as HealthInput,
    tags: {} as 'busy',
  },
  actors: {
    checkHealth: fromPromise<void, HealthInput>(async ({ input }) => {
      const health = await expectData(input.sdk.clients.middleware.GET('/'));
      if (health.status !== 'ok') {
        throw new FolioError('SERVICE_UNAVAILABLE', `health status ${String(health.status)}`);
      }
    }),
  },
  delays: {
    // SPEC §9: health check every 30 s
    healthCheck: HEALTH_CHECK_INTERVAL_MS,
  },
}).createMachine({
  id: 'health',
  context: ({ input }) => input,
  initial: 'starting',
  states: {
    starting: {
      tags: 'busy',
      invoke: {
        src: 'checkHealth',
        input: ({ context }) => context,
        onDone: 'up',
        onError: 'down',
      },
    },
    up: {
      initial: 'waiting',
      states: {
        waiting: { after: { healthCheck: 'checking' } },
        checking: {
          invoke: {
            src: 'checkHealth',
            input: ({ context }) => context,
            onDone: 'waiting',
            onError: '#health.down',
          },
        },
      },
    },
    down: {
      initial: 'waiting',
      states: {
        waiting: { after: { healthCheck: 'checking' } },
        checking: {
          invoke: {
            src: 'checkHealth',
            input: ({ context }) => context,
            onDone: '#health.up',
            onError: 'waiting',
          },
        },
      },
    },
  },
});
