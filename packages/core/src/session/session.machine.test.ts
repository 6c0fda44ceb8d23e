import { FolioError } from '@folio/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import { SESSION_CHECK_INTERVAL_MS } from '../constants';

import { sessionMachine } from './session.machine';
import type { StoredSession } from './stored-session';

const OLD: StoredSession = { access_token: 'access-1', refresh_token: 'refresh-1' };
const NEW: StoredSession = { access_token: 'access-2', refresh_token: 'refresh-2' };

type Answer<T> = (input: string) => T | Promise<T>;

/** A session actor over an in-memory store, recording every effect in order. */
function startSession({
  stored = null,
  validate = () => true,
  refresh = () => NEW,
}: {
  stored?: unknown;
  validate?: Answer<boolean>;
  refresh?: Answer<StoredSession>;
} = {}) {
  const store = { value: stored };
  const effects: string[] = [];
  const validateToken = vi.fn(validate);
  const refreshTokens = vi.fn(refresh);
  const machine = sessionMachine.provide({
    actors: {
      loadSession: fromPromise(async () => store.value as StoredSession | null),
      validateToken: fromPromise(async ({ input }) => validateToken(input.accessToken)),
      refreshTokens: fromPromise(async ({ input }) => refreshTokens(input.refreshToken)),
    },
    actions: {
      storeSession: (_, params) => {
        effects.push('storeSession');
        store.value = params.session;
      },
      clearSession: () => {
        effects.push('clearSession');
        store.value = null;
      },
      goToLogin: () => effects.push('goToLogin'),
      notifyExpired: () => effects.push('notifyExpired'),
    },
  });
  const actor = createActor(machine);
  const refreshed: StoredSession[] = [];
  actor.on('session.refreshed', (event) => refreshed.push(event.session));
  actor.start();
  return { actor, store, effects, validateToken, refreshTokens, refreshed };
}

/** Lets pending actor promises settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** A promise that stays pending until the test decides. */
function pending<T>(): Promise<T> {
  return new Promise<T>(() => {});
}

const EXPIRY_EFFECTS = ['notifyExpired', 'clearSession', 'goToLogin'];

describe('sessionMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('on start', () => {
    it('is busy while the stored session is read (the app loading screen shows)', () => {
      const { actor } = startSession({ stored: OLD });

      expect(actor.getSnapshot().matches('loading')).toBe(true);
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    });

    it('goes straight to /login without a stored session (SPEC §4)', async () => {
      const { actor, effects, validateToken } = startSession({ stored: null });
      await settle();

      expect(actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(actor.getSnapshot().context.session).toBeNull();
      expect(effects).toEqual(['goToLogin']);
      expect(validateToken).not.toHaveBeenCalled();
    });

    it('treats a stored value without both tokens as no session (SPEC §3 authUser)', async () => {
      const { actor, effects } = startSession({ stored: { access_token: 'only-access' } });
      await settle();

      expect(actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(effects).toEqual(['goToLogin']);
    });

    it('treats a failed storage read as signed out', async () => {
      const actor = createActor(
        sessionMachine.provide({
          actors: {
            loadSession: fromPromise<StoredSession | null>(async () => {
              throw new Error('storage unavailable');
            }),
          },
        }),
      ).start();
      await settle();

      expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    });

    it('validates the stored access token and signs in when it is valid (SPEC §4)', async () => {
      const { actor, effects, validateToken, refreshTokens } = startSession({ stored: OLD });
      await settle();

      expect(validateToken).toHaveBeenCalledWith('access-1');
      expect(refreshTokens).not.toHaveBeenCalled();
      expect(actor.getSnapshot().matches({ signedIn: 'valid' })).toBe(true);
      expect(actor.getSnapshot().hasTag('busy')).toBe(false);
      expect(actor.getSnapshot().context.session).toEqual(OLD);
      expect(effects).toEqual([]);
    });

    it('shows the app while the token is being checked', async () => {
      const { actor } = startSession({ stored: OLD, validate: () => pending() });
      await settle();

      expect(actor.getSnapshot().matches({ signedIn: 'checking' })).toBe(true);
      expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    });
  });

  describe('when the access token is invalid', () => {
    it('uses the refresh token to obtain a new pair, which is stored (SPEC §4)', async () => {
      const { actor, store, effects, refreshTokens } = startSession({
        stored: OLD,
        validate: () => false,
      });
      await settle();

      expect(refreshTokens).toHaveBeenCalledWith('refresh-1');
      expect(actor.getSnapshot().matches({ signedIn: 'valid' })).toBe(true);
      expect(actor.getSnapshot().context.session).toEqual(NEW);
      expect(store.value).toEqual(NEW);
      expect(effects).toEqual(['storeSession']);
    });

    it('counts a 401 answer to the validation as an invalid token (SPEC §4)', async () => {
      const { actor, refreshTokens } = startSession({
        stored: OLD,
        validate: () => {
          throw new FolioError('TOKEN_EXPIRED', 'expired', { status: 401 });
        },
      });
      await settle();

      expect(refreshTokens).toHaveBeenCalledWith('refresh-1');
      expect(actor.getSnapshot().context.session).toEqual(NEW);
    });

    it('tells listeners the pair was renewed (session.refreshed, for the terms machine)', async () => {
      const { refreshed } = startSession({ stored: OLD, validate: () => false });
      await settle();

      expect(refreshed).toEqual([NEW]);
    });

    it("shows 'Sesión expirada', clears the session and goes to /login when the refresh fails (SPEC §4)", async () => {
      const { actor, store, effects } = startSession({
        stored: OLD,
        validate: () => false,
        refresh: () => {
          throw new FolioError('INVALID_TOKEN', 'spent', { status: 401 });
        },
      });
      await settle();

      expect(actor.getSnapshot().matches('expired')).toBe(true);
      expect(actor.getSnapshot().context.session).toBeNull();
      expect(store.value).toBeNull();
      expect(effects).toEqual(EXPIRY_EFFECTS);
    });
  });

  describe('when the server cannot answer the validation', () => {
    it('keeps the session rather than signing the user out over a network failure', async () => {
      const { actor, effects, refreshTokens } = startSession({
        stored: OLD,
        validate: () => {
          throw new FolioError('NETWORK_ERROR', 'offline');
        },
      });
      await settle();

      expect(actor.getSnapshot().matches({ signedIn: 'valid' })).toBe(true);
      expect(actor.getSnapshot().context.session).toEqual(OLD);
      expect(refreshTokens).not.toHaveBeenCalled();
      expect(effects).toEqual([]);
    });

    it('tries again at the next check', async () => {
      let online = false;
      const { validateToken } = startSession({
        stored: OLD,
        validate: () => {
          if (!online) {
            throw new FolioError('NETWORK_ERROR', 'offline');
          }
          return true;
        },
      });
      await settle();
      online = true;
      await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);

      expect(validateToken).toHaveBeenCalledTimes(2);
    });
  });

  describe('while signed in', () => {
    it('checks the session every 5 minutes (SPEC §4)', async () => {
      const { validateToken } = startSession({ stored: OLD });
      await settle();
      expect(validateToken).toHaveBeenCalledTimes(1);

      await vi.advanceTimersByTimeAsync(5 * 60 * 1000 - 1);
      expect(validateToken).toHaveBeenCalledTimes(1);

      await vi.advanceTimersByTimeAsync(1);
      expect(validateToken).toHaveBeenCalledTimes(2);

      await vi.advanceTimersByTimeAsync(5 * 60 * 1000);
      expect(validateToken).toHaveBeenCalledTimes(3);
    });

    it('re-reads storage before each check, so a pair renewed elsewhere is the one checked', async () => {
      const { store, validateToken, refreshTokens } = startSession({ stored: OLD });
      await settle();
      store.value = NEW; // the SDK refreshed on a 401 and stored the new pair

      await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);

      expect(validateToken).toHaveBeenLastCalledWith('access-2');
      expect(refreshTokens).not.toHaveBeenCalled();
    });

    it('signs out without the expiry notice when another tab removed the session', async () => {
      const { actor, store, effects } = startSession({ stored: OLD });
      await settle();
      store.value = null;

      await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);

      expect(actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(effects).toEqual(['goToLogin']);
    });

    it('expires the session when a later check finds the token invalid and the refresh fails (SPEC §4)', async () => {
      let valid = true;
      const { actor, effects } = startSession({
        stored: OLD,
        validate: () => valid,
        refresh: () => {
          throw new Error('refresh refused');
        },
      });
      await settle();
      valid = false;

      await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);

      expect(actor.getSnapshot().matches('expired')).toBe(true);
      expect(effects).toEqual(EXPIRY_EFFECTS);
    });
  });

  describe('session.expired (SPEC §4: a 401 or 403 answer, SESSION_EXPIRED or UNAUTHORIZED)', () => {
    it('ends a valid session with the expiry effects', async () => {
      const { actor, store, effects } = startSession({ stored: OLD });
      await settle();

      actor.send({ type: 'session.expired' });

      expect(actor.getSnapshot().matches('expired')).toBe(true);
      expect(actor.getSnapshot().context.session).toBeNull();
      expect(store.value).toBeNull();
      expect(effects).toEqual(EXPIRY_EFFECTS);
    });

    it('ends the session while it is being checked', async () => {
      const { actor, effects } = startSession({ stored: OLD, validate: () => pending() });
      await settle();

      actor.send({ type: 'session.expired' });

      expect(actor.getSnapshot().matches('expired')).toBe(true);
      expect(effects).toEqual(EXPIRY_EFFECTS);
    });

    it('ends the session while it is being refreshed, and ignores the late refresh answer', async () => {
      let answer: (session: StoredSession) => void = () => {};
      const { actor, effects, store } = startSession({
        stored: OLD,
        validate: () => false,
        refresh: () => new Promise<StoredSession>((resolve) => (answer = resolve)),
      });
      await settle();
      expect(actor.getSnapshot().matches({ signedIn: 'refreshing' })).toBe(true);

      actor.send({ type: 'session.expired' });
      answer(NEW);
      await settle();

      expect(actor.getSnapshot().matches('expired')).toBe(true);
      expect(store.value).toBeNull();
      expect(effects).toEqual(EXPIRY_EFFECTS);
    });

    it('shows the notice once when several calls fail together', async () => {
      const { actor, effects } = startSession({ stored: OLD });
      await settle();

      actor.send({ type: 'session.expired' });
      actor.send({ type: 'session.expired' });
      actor.send({ type: 'session.expired' });

      expect(effects).toEqual(EXPIRY_EFFECTS);
    });

    it('is ignored when signed out: no notice for a visitor who never signed in', async () => {
      const { actor, effects } = startSession({ stored: null });
      await settle();

      actor.send({ type: 'session.expired' });

      expect(actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(effects).toEqual(['goToLogin']);
    });

    it('is ignored while the stored session is still being read', () => {
      const { actor, effects } = startSession({ stored: OLD });

      actor.send({ type: 'session.expired' });

      expect(actor.getSnapshot().matches('loading')).toBe(true);
      expect(effects).toEqual([]);
    });

    it('stops the periodic check', async () => {
      const { actor, validateToken } = startSession({ stored: OLD });
      await settle();
      actor.send({ type: 'session.expired' });

      await vi.advanceTimersByTimeAsync(3 * SESSION_CHECK_INTERVAL_MS);

      expect(validateToken).toHaveBeenCalledTimes(1);
    });
  });

  describe('session.loggedIn (SPEC §4 "Login success: stores the whole response")', () => {
    it('stores the pair and signs in without another validation', async () => {
      const { actor, store, effects, validateToken } = startSession({ stored: null });
      await settle();

      actor.send({ type: 'session.loggedIn', session: NEW });

      expect(actor.getSnapshot().matches({ signedIn: 'valid' })).toBe(true);
      expect(actor.getSnapshot().context.session).toEqual(NEW);
      expect(store.value).toEqual(NEW);
      expect(effects).toEqual(['goToLogin', 'storeSession']);
      expect(validateToken).not.toHaveBeenCalled();
    });

    it('signs in again after the session expired', async () => {
      const { actor } = startSession({ stored: OLD });
      await settle();
      actor.send({ type: 'session.expired' });

      actor.send({ type: 'session.loggedIn', session: NEW });

      expect(actor.getSnapshot().matches({ signedIn: 'valid' })).toBe(true);
      expect(actor.getSnapshot().context.session).toEqual(NEW);
    });

    it('starts the 5-minute check from the login', async () => {
      const { actor, validateToken } = startSession({ stored: null });
      await settle();
      actor.send({ type: 'session.loggedIn', session: NEW });

      await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);

      expect(validateToken).toHaveBeenCalledWith('access-2');
    });
  });

  describe('session.loggedOut (SPEC §4 "Logout")', () => {
    it('clears the stored session and goes to /login, without the expiry notice', async () => {
      const { actor, store, effects } = startSession({ stored: OLD });
      await settle();

      actor.send({ type: 'session.loggedOut' });

      expect(actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(actor.getSnapshot().context.session).toBeNull();
      expect(store.value).toBeNull();
      expect(effects).toEqual(['clearSession', 'goToLogin']);
    });

    it('stops the periodic check', async () => {
      const { actor, validateToken } = startSession({ stored: OLD });
      await settle();
      actor.send({ type: 'session.loggedOut' });

      await vi.advanceTimersByTimeAsync(3 * SESSION_CHECK_INTERVAL_MS);

      expect(validateToken).toHaveBeenCalledTimes(1);
    });
  });

  describe('defaults (when the app provides nothing)', () => {
    it('starts signed out with nothing stored', async () => {
      const actor = createActor(sessionMachine).start();
      await settle();

      expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    });

    it('ends a session whose refresh was never provided rather than trusting it', async () => {
      const actor = createActor(
        sessionMachine.provide({
          actors: {
            loadSession: fromPromise<StoredSession | null>(async () => OLD),
            validateToken: fromPromise(async () => false),
          },
        }),
      ).start();
      await settle();

      expect(actor.getSnapshot().matches('expired')).toBe(true);
    });
  });
});
