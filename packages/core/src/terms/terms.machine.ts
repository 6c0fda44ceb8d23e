import { assign, fromPromise, setup } from 'xstate';

import { TERMS_POLL_INTERVAL_MS } from '../constants';

import {
  isSameAcceptances,
  reconcileAcceptances,
  tokenFingerprint,
  type Acceptances,
} from './acceptances';

/**
 * What the terms machine remembers: the fingerprint of the current access token (`null` when
 * signed out), the acceptances kept in storage, and, between a refresh and the next read, the
 * accepted fingerprint that refresh replaced.
 */
export type TermsContext = {
  fingerprint: string | null;
  acceptances: Acceptances;
  carriedFrom: string | null;
};

/**
 * What faces tell the terms machine: the user's answer in the modal (`terms.accept`,
 * `terms.decline`) or on the terms page (`terms.reset`), and the signs that the token may have
 * changed (SPEC §4: "a login/logout event, a storage change"; the 2 s poll is the machine's own).
 * `session.refreshed` is the session machine's emitted event, forwarded: the new token continues
 * the same login, so an accepted login stays accepted.
 */
export type TermsEvent =
  | { type: 'terms.accept' }
  | { type: 'terms.decline' }
  | { type: 'terms.reset' }
  | { type: 'session.loggedIn' }
  | { type: 'session.loggedOut' }
  | { type: 'session.refreshed' }
  | { type: 'storage.changed' };

const fingerprintOf = (token: string | null): string | null =>
  token === null || token === '' ? null : tokenFingerprint(token);

/**
 * The blocking terms modal after login (SPEC §4 "Terms"). For the current access token, when no
 * acceptance is recorded the modal shows (`showing`, tag `modal`); `terms.accept` records it and
 * hides it (`accepted`); `terms.decline` clears the session and goes to /login (`signedOut`);
 * `terms.reset` removes the record and shows the modal again. The token is re-read on
 * `session.loggedIn`, `session.loggedOut`, `session.refreshed`, `storage.changed` and every 2 s;
 * whenever it is read, acceptances of other tokens are removed from storage (SPEC §3).
 *
 * Supplied by the app with `termsMachine.provide()` (defaults in brackets):
 * - actor `readToken` (rejects, so nothing shows): the current access token, or `null`.
 * - actor `readAcceptances` (resolves `{}`): the stored map; run it through `parseAcceptances`.
 * - action `writeAcceptances` (no-op, so acceptance lasts as long as the actor), params
 *   `{ acceptances }`: replace the stored map. Called only when the map changes, so tabs sharing
 *   storage do not wake each other up for nothing.
 * - actions `clearSession`, `goToLogin` (no-ops): the web sends `session.loggedOut` to the session
 *   machine, which does both.
 * The web must forward every token refresh as `session.refreshed`, the SDK's own 401 refresh
 * included; a refresh it does not hear about looks like a new login and shows the modal again.
 */
export const termsMachine = setup({
  types: {
    context: {} as TermsContext,
    events: {} as TermsEvent,
    tags: {} as 'modal',
  },
  actors: {
    readToken: fromPromise<string | null>(async () => {
      throw new Error('termsMachine: the app must provide the readToken actor');
    }),
    readAcceptances: fromPromise<Acceptances>(async () => ({})),
  },
  actions: {
    writeAcceptances: (_, _params: { acceptances: Acceptances }) => {},
    clearSession: () => {},
    goToLogin: () => {},
    keepToken: assign((_, params: { token: string | null }) => ({
      fingerprint: fingerprintOf(params.token),
    })),
    keepAcceptances: assign(({ context }, params: { stored: Acceptances }) => ({
      acceptances: reconcileAcceptances(params.stored, context.fingerprint, context.carriedFrom),
      carriedFrom: null,
    })),
    recordAcceptance: assign(({ context }) => ({
      acceptances: reconcileAcceptances({}, context.fingerprint, context.fingerprint),
    })),
    removeAcceptance: assign({ acceptances: {} }),
    carryAcceptance: assign(({ context }) => ({ carriedFrom: context.fingerprint })),
    dropCarry: assign({ carriedFrom: null }),
    forgetToken: assign({ fingerprint: null, acceptances: {}, carriedFrom: null }),
  },
  guards: {
    hasToken: ({ context }) => context.fingerprint !== null,
    isAccepted: ({ context }) =>
      context.fingerprint !== null && Object.hasOwn(context.acceptances, context.fingerprint),
    isTokenChanged: ({ context }, params: { token: string | null }) =>
      fingerprintOf(params.token) !== context.fingerprint,
    isStorageStale: ({ context }, params: { stored: Acceptances }) =>
      !isSameAcceptances(
        params.stored,
        reconcileAcceptances(params.stored, context.fingerprint, context.carriedFrom),
      ),
  },
  delays: {
    // SPEC §4 and §9: a token change is also noticed by a check every 2 seconds
    termsPoll: TERMS_POLL_INTERVAL_MS,
  },
}).createMachine({
  id: 'terms',
  initial: 'reading',
  context: { fingerprint: null, acceptances: {}, carriedFrom: null },
  on: {
    'session.loggedIn': { target: '.reading', actions: 'dropCarry' },
    'session.loggedOut': { target: '.reading', actions: 'dropCarry' },
    'session.refreshed': { target: '.reading' },
    'storage.changed': { target: '.reading' },
  },
  states: {
    reading: {
      initial: 'token',
      states: {
        token: {
          invoke: {
            src: 'readToken',
            onDone: {
              target: 'acceptances',
              actions: { type: 'keepToken', params: ({ event }) => ({ token: event.output }) },
            },
            onError: { target: '#terms.signedOut', actions: 'forgetToken' },
          },
        },
        acceptances: {
          invoke: {
            src: 'readAcceptances',
            onDone: [
              {
                guard: {
                  type: 'isStorageStale',
                  params: ({ event }) => ({ stored: event.output }),
                },
                target: '#terms.deciding',
                actions: [
                  { type: 'keepAcceptances', params: ({ event }) => ({ stored: event.output }) },
                  {
                    type: 'writeAcceptances',
                    params: ({ context }) => ({ acceptances: context.acceptances }),
                  },
                ],
              },
              {
                target: '#terms.deciding',
                actions: {
                  type: 'keepAcceptances',
                  params: ({ event }) => ({ stored: event.output }),
                },
              },
            ],
            // Unreadable acceptances count as none: the modal asks again rather than being skipped.
            onError: {
              target: '#terms.deciding',
              actions: { type: 'keepAcceptances', params: { stored: {} } },
            },
          },
        },
      },
    },
    deciding: {
      always: [
        { guard: 'isAccepted', target: 'accepted' },
        { guard: 'hasToken', target: 'showing' },
        { target: 'signedOut' },
      ],
    },
    signedOut: {
      invoke: {
        src: 'readToken',
        onDone: {
          guard: { type: 'isTokenChanged', params: ({ event }) => ({ token: event.output }) },
          target: 'reading',
        },
        // A failed read changes nothing; the next poll reads again.
        onError: {},
      },
      after: { termsPoll: { target: 'signedOut', reenter: true } },
    },
    showing: {
      tags: ['modal'],
      invoke: {
        src: 'readToken',
        onDone: {
          guard: { type: 'isTokenChanged', params: ({ event }) => ({ token: event.output }) },
          target: 'reading',
        },
        // A failed read changes nothing; the next poll reads again.
        onError: {},
      },
      after: { termsPoll: { target: 'showing', reenter: true } },
      on: {
        'terms.accept': {
          target: 'accepted',
          actions: [
            'recordAcceptance',
            {
              type: 'writeAcceptances',
              params: ({ context }) => ({ acceptances: context.acceptances }),
            },
          ],
        },
        'terms.decline': {
          target: 'signedOut',
          actions: ['forgetToken', 'clearSession', 'goToLogin'],
        },
      },
    },
    accepted: {
      invoke: {
        src: 'readToken',
        onDone: {
          guard: { type: 'isTokenChanged', params: ({ event }) => ({ token: event.output }) },
          target: 'reading',
        },
        // A failed read changes nothing; the next poll reads again.
        onError: {},
      },
      after: { termsPoll: { target: 'accepted', reenter: true } },
      on: {
        'terms.reset': {
          target: 'showing',
          actions: [
            'removeAcceptance',
            {
              type: 'writeAcceptances',
              params: ({ context }) => ({ acceptances: context.acceptances }),
            },
          ],
        },
        'session.refreshed': { target: 'reading', actions: 'carryAcceptance' },
      },
    },
  },
});
