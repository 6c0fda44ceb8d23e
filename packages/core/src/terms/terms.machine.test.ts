import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import { TERMS_POLL_INTERVAL_MS } from '../constants';

import { tokenFingerprint, type Acceptances } from './acceptances';
import { termsMachine } from './terms.machine';

// Shaped like JWTs: the tails (signatures) differ.
const TOKEN_A = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJhbmEifQ.c2lnbmF0dXJlLW9mLXRva2VuLUFBQUFB';
const TOKEN_B = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJhbmEifQ.c2lnbmF0dXJlLW9mLXRva2VuLUJCQkJC';
const TOKEN_C = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJsdWlzIn0.c2lnbmF0dXJlLW9mLXRva2VuLUNDQ0ND';
const A = tokenFingerprint(TOKEN_A);
const B = tokenFingerprint(TOKEN_B);
const C = tokenFingerprint(TOKEN_C);

/** A terms actor over an in-memory browser storage, recording effects and writes. */
function startTerms({
  token = TOKEN_A,
  acceptances = {},
  failAcceptances = false,
}: {
  token?: string | null;
  acceptances?: Acceptances;
  failAcceptances?: boolean;
} = {}) {
  const storage = { token, acceptances };
  const effects: string[] = [];
  const writes: Acceptances[] = [];
  const readToken = vi.fn(() => storage.token);
  const machine = termsMachine.provide({
    actors: {
      readToken: fromPromise(async () => readToken()),
      readAcceptances: fromPromise(async () => {
        if (failAcceptances) {
          throw new Error('unreadable');
        }
        return storage.acceptances;
      }),
    },
    actions: {
      writeAcceptances: (_, params) => {
        writes.push(params.acceptances);
        storage.acceptances = params.acceptances;
      },
      clearSession: () => {
        effects.push('clearSession');
        storage.token = null;
      },
      goToLogin: () => effects.push('goToLogin'),
    },
  });
  const actor = createActor(machine).start();
  return { actor, storage, effects, writes, readToken };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('termsMachine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('on start', () => {
    it('shows the modal when acceptance of the current token is not recorded (SPEC §4)', async () => {
      const { actor } = startTerms({ token: TOKEN_A });
      await settle();

      expect(actor.getSnapshot().matches('showing')).toBe(true);
      expect(actor.getSnapshot().hasTag('modal')).toBe(true);
      expect(actor.getSnapshot().context.fingerprint).toBe(A);
    });

    it('does not show the modal when the current token has accepted (SPEC §4)', async () => {
      const { actor, writes } = startTerms({ token: TOKEN_A, acceptances: { [A]: true } });
      await settle();

      expect(actor.getSnapshot().matches('accepted')).toBe(true);
      expect(actor.getSnapshot().hasTag('modal')).toBe(false);
      expect(writes).toEqual([]);
    });

    it('shows nothing when signed out', async () => {
      const { actor } = startTerms({ token: null });
      await settle();

      expect(actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(actor.getSnapshot().hasTag('modal')).toBe(false);
    });

    it('removes stale entries of other tokens from storage (SPEC §3)', async () => {
      const { actor, writes } = startTerms({
        token: TOKEN_A,
        acceptances: { [A]: true, [B]: true, [C]: true },
      });
      await settle();

      expect(writes).toEqual([{ [A]: true }]);
      expect(actor.getSnapshot().context.acceptances).toEqual({ [A]: true });
      expect(actor.getSnapshot().matches('accepted')).toBe(true);
    });

    it('removes every entry when signed out (SPEC §2: logout clears the accepted-terms flag)', async () => {
      const { writes } = startTerms({ token: null, acceptances: { [A]: true } });
      await settle();

      expect(writes).toEqual([{}]);
    });

    it('shows the modal when the stored acceptances cannot be read, rather than skipping it', async () => {
      const { actor } = startTerms({ token: TOKEN_A, failAcceptances: true });
      await settle();

      expect(actor.getSnapshot().matches('showing')).toBe(true);
    });

    it('shows nothing when the token cannot be read (the default when readToken is not provided)', async () => {
      const actor = createActor(termsMachine).start();
      await settle();

      expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    });
  });

  describe('in the modal', () => {
    it('records acceptance and hides the modal on terms.accept (SPEC §4)', async () => {
      const { actor, writes } = startTerms({ token: TOKEN_A });
      await settle();

      actor.send({ type: 'terms.accept' });

      expect(actor.getSnapshot().matches('accepted')).toBe(true);
      expect(actor.getSnapshot().context.acceptances).toEqual({ [A]: true });
      expect(writes).toEqual([{ [A]: true }]);
    });

    it('stores a fingerprint (length and last 16 characters), never the raw token', async () => {
      const { actor, storage } = startTerms({ token: TOKEN_A });
      await settle();

      actor.send({ type: 'terms.accept' });

      const [key] = Object.keys(storage.acceptances);
      expect(key).toBe(`${TOKEN_A.length}:${TOKEN_A.slice(-16)}`);
      expect(key).not.toContain(TOKEN_A.slice(0, -16));
    });

    it('clears the session and goes to /login on terms.decline (SPEC §4)', async () => {
      const { actor, effects, writes } = startTerms({ token: TOKEN_A });
      await settle();

      actor.send({ type: 'terms.decline' });

      expect(actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(actor.getSnapshot().context.fingerprint).toBeNull();
      expect(effects).toEqual(['clearSession', 'goToLogin']);
      expect(writes).toEqual([]);
    });

    it('ignores terms.reset while the modal shows', async () => {
      const { actor, writes } = startTerms({ token: TOKEN_A });
      await settle();

      actor.send({ type: 'terms.reset' });

      expect(actor.getSnapshot().matches('showing')).toBe(true);
      expect(writes).toEqual([]);
    });
  });

  describe('once accepted', () => {
    it('removes the flag and shows the modal again on terms.reset (SPEC §4)', async () => {
      const { actor, storage, writes } = startTerms({ token: TOKEN_A, acceptances: { [A]: true } });
      await settle();

      actor.send({ type: 'terms.reset' });

      expect(actor.getSnapshot().matches('showing')).toBe(true);
      expect(storage.acceptances).toEqual({});
      expect(writes).toEqual([{}]);
    });

    it('ignores terms.accept and terms.decline: the modal is not there to answer', async () => {
      const { actor, effects, writes } = startTerms({ token: TOKEN_A, acceptances: { [A]: true } });
      await settle();

      actor.send({ type: 'terms.accept' });
      actor.send({ type: 'terms.decline' });

      expect(actor.getSnapshot().matches('accepted')).toBe(true);
      expect(effects).toEqual([]);
      expect(writes).toEqual([]);
    });
  });

  describe('when signed out', () => {
    it('ignores the modal events', async () => {
      const { actor, effects, writes } = startTerms({ token: null });
      await settle();

      actor.send({ type: 'terms.accept' });
      actor.send({ type: 'terms.decline' });
      actor.send({ type: 'terms.reset' });

      expect(actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(effects).toEqual([]);
      expect(writes).toEqual([]);
    });
  });

  describe('noticing a token change (SPEC §4: login/logout event, storage change, 2 s check)', () => {
    it('shows the modal for a new login on session.loggedIn and drops the old entry', async () => {
      const { actor, storage } = startTerms({ token: TOKEN_A, acceptances: { [A]: true } });
      await settle();

      storage.token = TOKEN_C;
      actor.send({ type: 'session.loggedIn' });
      await settle();

      expect(actor.getSnapshot().matches('showing')).toBe(true);
      expect(storage.acceptances).toEqual({});
    });

    it('hides the modal and removes acceptances on session.loggedOut', async () => {
      const { actor, storage } = startTerms({ token: TOKEN_A, acceptances: { [A]: true } });
      await settle();

      storage.token = null;
      actor.send({ type: 'session.loggedOut' });
      await settle();

      expect(actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(storage.acceptances).toEqual({});
    });

    it('follows another tab on storage.changed: its acceptance hides the modal here', async () => {
      const { actor, storage } = startTerms({ token: TOKEN_A });
      await settle();

      storage.acceptances = { [A]: true };
      actor.send({ type: 'storage.changed' });
      await settle();

      expect(actor.getSnapshot().matches('accepted')).toBe(true);
    });

    it('notices a new token within 2 seconds without any event (SPEC §4, §9)', async () => {
      const { actor, storage } = startTerms({ token: TOKEN_A, acceptances: { [A]: true } });
      await settle();

      storage.token = TOKEN_C;
      await vi.advanceTimersByTimeAsync(TERMS_POLL_INTERVAL_MS - 1);
      expect(actor.getSnapshot().matches('accepted')).toBe(true);

      await vi.advanceTimersByTimeAsync(1);
      expect(actor.getSnapshot().matches('showing')).toBe(true);
    });

    it('reads the token every 2 seconds (SPEC §9 "Terms token poll every 2 s")', async () => {
      const { readToken } = startTerms({ token: TOKEN_A, acceptances: { [A]: true } });
      await settle();
      const afterStart = readToken.mock.calls.length;

      await vi.advanceTimersByTimeAsync(3 * 2000);

      expect(readToken.mock.calls.length - afterStart).toBe(3);
    });

    it('polls while signed out too, and shows the modal for a login made in another tab', async () => {
      const { actor, storage } = startTerms({ token: null });
      await settle();

      storage.token = TOKEN_A;
      await vi.advanceTimersByTimeAsync(TERMS_POLL_INTERVAL_MS);

      expect(actor.getSnapshot().matches('showing')).toBe(true);
    });

    it('keeps the modal up, and writes nothing, while the token stays the same', async () => {
      const { actor, writes } = startTerms({ token: TOKEN_A });
      await settle();

      await vi.advanceTimersByTimeAsync(10 * TERMS_POLL_INTERVAL_MS);

      expect(actor.getSnapshot().matches('showing')).toBe(true);
      expect(writes).toEqual([]);
    });

    it('keeps its state when a poll cannot read the token, and reads again 2 s later', async () => {
      const { actor, readToken } = startTerms({ token: TOKEN_A, acceptances: { [A]: true } });
      await settle();
      readToken.mockImplementationOnce(() => {
        throw new Error('storage unavailable');
      });

      await vi.advanceTimersByTimeAsync(TERMS_POLL_INTERVAL_MS);
      expect(actor.getSnapshot().matches('accepted')).toBe(true);
      const calls = readToken.mock.calls.length;

      await vi.advanceTimersByTimeAsync(TERMS_POLL_INTERVAL_MS);
      expect(readToken.mock.calls.length).toBe(calls + 1);
      expect(actor.getSnapshot().status).toBe('active');
    });

    it('stops polling once stopped', async () => {
      const { actor, readToken } = startTerms({ token: TOKEN_A });
      await settle();
      actor.stop();
      const calls = readToken.mock.calls.length;

      await vi.advanceTimersByTimeAsync(5 * TERMS_POLL_INTERVAL_MS);

      expect(readToken.mock.calls.length).toBe(calls);
    });
  });

  describe('token refresh', () => {
    it('carries an accepted login over to the refreshed token (SPEC §4 "for each login token")', async () => {
      const { actor, storage } = startTerms({ token: TOKEN_A, acceptances: { [A]: true } });
      await settle();

      storage.token = TOKEN_B;
      actor.send({ type: 'session.refreshed' });
      await settle();

      expect(actor.getSnapshot().matches('accepted')).toBe(true);
      expect(storage.acceptances).toEqual({ [B]: true });
    });

    it('does not accept for a login that has not accepted', async () => {
      const { actor, storage } = startTerms({ token: TOKEN_A });
      await settle();

      storage.token = TOKEN_B;
      actor.send({ type: 'session.refreshed' });
      await settle();

      expect(actor.getSnapshot().matches('showing')).toBe(true);
    });

    it('does not carry acceptance into a new login that follows the refresh', async () => {
      const { actor, storage } = startTerms({ token: TOKEN_A, acceptances: { [A]: true } });
      await settle();

      storage.token = TOKEN_C;
      actor.send({ type: 'session.refreshed' });
      actor.send({ type: 'session.loggedIn' });
      await settle();

      expect(actor.getSnapshot().matches('showing')).toBe(true);
    });

    it('treats a token change it was not told about as a new login', async () => {
      const { actor, storage } = startTerms({ token: TOKEN_A, acceptances: { [A]: true } });
      await settle();

      storage.token = TOKEN_B;
      await vi.advanceTimersByTimeAsync(TERMS_POLL_INTERVAL_MS);

      expect(actor.getSnapshot().matches('showing')).toBe(true);
    });
  });
});
