import { assign, emit, fromPromise, setup } from 'xstate';

import { SESSION_CHECK_INTERVAL_MS } from '../constants';

import { isSessionEndingError } from './session-ending-error';
import { isStoredSession, type StoredSession } from './stored-session';

/** What the session machine remembers: the token pair in use, `null` when signed out. */
export type SessionContext = {
  session: StoredSession | null;
};

/**
 * What faces tell the session machine:
 * - `session.loggedIn`: a login answered with a token pair (SPEC §4 "Login success").
 * - `session.loggedOut`: the user logged out; send it after the server's logout call, whatever
 *   that call answered (SPEC §4 "Logout ... regardless of the result").
 * - `session.expired`: an authenticated call failed with an error `isSessionEndingError` accepts.
 */
export type SessionEvent =
  | { type: 'session.loggedIn'; session: StoredSession }
  | { type: 'session.loggedOut' }
  | { type: 'session.expired' };

/**
 * What the session machine tells its listeners (`actor.on(...)`): the token pair was renewed.
 * The web forwards it to the terms machine, whose acceptance follows the login across refreshes.
 */
export type SessionEmitted = { type: 'session.refreshed'; session: StoredSession };

const notProvided = (name: string): Error =>
  new Error(`sessionMachine: the app must provide the ${name} actor with machine.provide()`);

/**
 * The signed-in/signed-out life of the user (SPEC §4 "Session check", 401/403 handling, login and
 * logout). Pure: storage, navigation, notices and the server calls come from the app through
 * `sessionMachine.provide({ actors, actions })`.
 *
 * States:
 * - `loading`: reads the stored session at start (tag `busy`: the app loading screen shows).
 * - `signedIn`: a session is held and the app is shown. Substates: `checking` validates the access
 *   token, `refreshing` swaps the refresh token for a new pair, `valid` waits 5 minutes, `reading`
 *   re-reads storage before the next check (so tokens renewed by the SDK, or a logout in another
 *   tab, are seen instead of spending a stale refresh token).
 * - `signedOut`: no session; entering it goes to /login.
 * - `expired`: the session ended against the user's will; entering it shows 'Sesión expirada',
 *   clears the stored session and goes to /login.
 *
 * Supplied by the app (defaults in brackets):
 * - actor `loadSession` (resolves `null`: nothing stored): the stored session or `null`; a value
 *   that is not a `StoredSession` counts as none, and a failed read as signed out.
 * - actor `validateToken` (rejects): resolves `true` for a valid access token, `false` for an
 *   invalid one. A rejection that `isSessionEndingError` accepts (a 401) counts as invalid; any
 *   other rejection (network, 5xx) keeps the session and checks again in 5 minutes, because a
 *   server that cannot answer says nothing about the token (the health machine shows maintenance).
 * - actor `refreshTokens` (rejects): the new pair for a refresh token; any rejection ends the
 *   session (SPEC §4 "If that fails, 'Sesión expirada' shows").
 * - actions `storeSession` (params `{ session }`), `clearSession`, `goToLogin`, `notifyExpired`
 *   (no-ops: the machine then works in memory only). `goToLogin` decides for itself whether to
 *   move: the web only leaves signed-in routes (SPEC §2: public routes stay reachable).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    tags: {} as 'busy',
  },
  actors: {
    loadSession: fromPromise<StoredSession | null>(async () => null),
    validateToken: fromPromise<boolean, { accessToken: string }>(async () => {
      throw notProvided('validateToken');
    }),
    refreshTokens: fromPromise<StoredSession, { refreshToken: string }>(async () => {
      throw notProvided('refreshTokens');
    }),
  },
  actions: {
    storeSession: (_, _params: { session: StoredSession }) => {},
    clearSession: () => {},
    goToLogin: () => {},
    notifyExpired: () => {},
    keepSession: assign((_, params: { session: StoredSession }) => ({ session: params.session })),
    forgetSession: assign({ session: null }),
    announceRefresh: emit((_, params: { session: StoredSession }) => ({
      type: 'session.refreshed' as const,
      session: params.session,
    })),
  },
  guards: {
    isStoredSession: (_, params: { value: unknown }) => isStoredSession(params.value),
    isTokenValid: (_, params: { valid: boolean }) => params.valid,
    isSessionEndingError: (_, params: { error: unknown }) => isSessionEndingError(params.error),
  },
  delays: {
    // SPEC §4 and §9: the stored access token is validated every 5 minutes
    sessionCheck: SESSION_CHECK_INTERVAL_MS,
  },
}).createMachine({
  id: 'session',
  initial: 'loading',
  context: { session: null },
  on: {
    'session.loggedIn': {
      target: '.signedIn.valid',
      actions: [
        { type: 'keepSession', params: ({ event }) => ({ session: event.session }) },
        { type: 'storeSession', params: ({ event }) => ({ session: event.session }) },
      ],
    },
    'session.loggedOut': {
      target: '.signedOut',
      actions: ['forgetSession', 'clearSession'],
    },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadSession',
        onDone: [
          {
            guard: { type: 'isStoredSession', params: ({ event }) => ({ value: event.output }) },
            target: 'signedIn',
            actions: assign({ session: ({ event }) => event.output }),
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedIn: {
      initial: 'checking',
      on: {
        'session.expired': { target: 'expired' },
      },
      states: {
        checking: {
          invoke: {
            src: 'validateToken',
            // `session` is set in every signedIn state; '' would only ever be answered "invalid".
            input: ({ context }) => ({ accessToken: context.session?.access_token ?? '' }),
            onDone: [
              {
                guard: { type: 'isTokenValid', params: ({ event }) => ({ valid: event.output }) },
                target: 'valid',
              },
              { target: 'refreshing' },
            ],
            onError: [
              {
                guard: {
                  type: 'isSessionEndingError',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: 'refreshing',
              },
              { target: 'valid' },
            ],
          },
        },
        refreshing: {
          invoke: {
            src: 'refreshTokens',
            input: ({ context }) => ({ refreshToken: context.session?.refresh_token ?? '' }),
            onDone: {
              target: 'valid',
              actions: [
                { type: 'keepSession', params: ({ event }) => ({ session: event.output }) },
                { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
                { type: 'announceRefresh', params: ({ event }) => ({ session: event.output }) },
              ],
            },
            onError: { target: '#session.expired' },
          },
        },
        valid: {
          after: { sessionCheck: { target: 'reading' } },
        },
        reading: {
          invoke: {
            src: 'loadSession',
            onDone: [
              {
                guard: {
                  type: 'isStoredSession',
                  params: ({ event }) => ({ value: event.output }),
                },
                target: 'checking',
                actions: assign({ session: ({ event }) => event.output }),
              },
              // Storage emptied behind our back (a logout in another tab): signed out, no notice.
              { target: '#session.signedOut', actions: 'forgetSession' },
            ],
            // A failed read says nothing about the token: check the one we hold.
            onError: { target: 'checking' },
          },
        },
      },
    },
    signedOut: {
      entry: 'goToLogin',
    },
    expired: {
      entry: ['notifyExpired', 'forgetSession', 'clearSession', 'goToLogin'],
    },
  },
});
