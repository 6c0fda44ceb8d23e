import { healthMachine, sessionMachine, termsMachine } from '@folio/core';
import { expectData } from '@folio/sdk';
import { createActorContext } from '@xstate/react';
import type { i18n as I18n } from 'i18next';
import { useEffect, useMemo, type ReactNode } from 'react';
import { fromPromise } from 'xstate';

import type { Notifier } from '../lib/notifier';
import type { AppSdk } from '../lib/sdk';
import type { BrowserSession } from '../lib/session';
import {
  readAcceptances,
  SESSION_STORAGE_KEY,
  storeAcceptances,
  TERMS_STORAGE_KEY,
} from '../lib/storage';

import { isSignedInPath, paths } from './paths';

/**
 * The app's root actors (STYLE.md §6): one session, one terms and one health actor for the whole
 * app, each core's machine provided with the browser's storage, SDK and navigation. Components
 * read single values with `<Actor>.useSelector` and send events through `<Actor>.useActorRef()`.
 */
export const SessionActor = createActorContext(sessionMachine);
export const TermsActor = createActorContext(termsMachine);
export const HealthActor = createActorContext(healthMachine);

/** Where the actors move the user: the router's current path and a replacing navigation. */
export type AppNavigation = {
  pathname(): string;
  replace(path: string): void;
};

/** What the session actor works with. */
export type SessionDeps = {
  session: BrowserSession;
  sdk: AppSdk;
  notifier: Notifier;
  i18n: I18n;
  navigation: AppNavigation;
};

/**
 * The health machine checking through the SDK's `system.health()`: GET on the middleware base
 * URL (SPEC §4); anything but Folio's `ok` answer is a failure.
 */
export function browserHealthMachine(sdk: AppSdk) {
  return healthMachine.provide({
    actors: {
      checkHealth: fromPromise(async () => {
        await sdk.folio.system.health();
      }),
    },
  });
}

/**
 * The session machine over `authUser` in local storage (SPEC §3, §4). The token is validated with
 * the token as query (SPEC §7) and also as this call's own bearer, so the SDK does not answer a
 * 401 with a refresh of its own: the machine refreshes itself, through the shared single refresh.
 * It is the session layer under the SDK's session middleware, like `lib/session.ts`, so its
 * validation stays a call of its own (the SDK's `auth.validate` sends no query: scripts validate
 * API keys, which must not reach access logs).
 * Going to /login only leaves signed-in screens; public ones stay where they are (SPEC §2).
 */
export function browserSessionMachine({ session, sdk, notifier, i18n, navigation }: SessionDeps) {
  return sessionMachine.provide({
    actors: {
      loadSession: fromPromise(async () => session.read()),
      validateToken: fromPromise(async ({ input }: { input: { accessToken: string } }) => {
        await expectData(
          sdk.clients.middleware.GET('/auth/validate', {
            params: { query: { token: input.accessToken } },
            headers: { authorization: `Bearer ${input.accessToken}` },
          }),
        );
        return true;
      }),
      refreshTokens: fromPromise(async ({ input }: { input: { refreshToken: string } }) =>
        session.refresh(input.refreshToken),
      ),
    },
    actions: {
      storeSession: (_, params) => session.store(params.session),
      clearSession: () => session.clear(),
      goToLogin: () => {
        if (isSignedInPath(navigation.pathname())) {
          navigation.replace(paths.login);
        }
      },
      notifyExpired: () =>
        notifier.show({ severity: 'error', detail: i18n.t('errors.sessionExpired') }),
    },
  });
}

/**
 * The terms machine over the stored session and acceptances (SPEC §3, §4 "Terms"). Declining
 * ends the session through `endSession` (the session machine clears it and goes to /login).
 */
export function browserTermsMachine(session: BrowserSession, endSession: () => void) {
  return termsMachine.provide({
    actors: {
      readToken: fromPromise(async () => session.accessToken() ?? null),
      readAcceptances: fromPromise(async () => readAcceptances()),
    },
    actions: {
      writeAcceptances: (_, params) => storeAcceptances(params.acceptances),
      clearSession: () => endSession(),
      // The session machine goes to /login when it hears `session.loggedOut`.
      goToLogin: () => undefined,
    },
  });
}

/** Starts the session and terms actors for everything inside (`app/providers.tsx`). */
export function RootActors({ deps, children }: { deps: SessionDeps; children: ReactNode }) {
  const logic = useMemo(() => browserSessionMachine(deps), [deps]);
  return (
    <SessionActor.Provider logic={logic}>
      <TermsRoot session={deps.session}>{children}</TermsRoot>
    </SessionActor.Provider>
  );
}

function TermsRoot({ session, children }: { session: BrowserSession; children: ReactNode }) {
  const sessionRef = SessionActor.useActorRef();
  const logic = useMemo(
    () => browserTermsMachine(session, () => sessionRef.send({ type: 'session.loggedOut' })),
    [session, sessionRef],
  );
  return (
    <TermsActor.Provider logic={logic}>
      <SessionToTerms session={session} />
      {children}
    </TermsActor.Provider>
  );
}

/**
 * Tells the terms actor what SPEC §4 says it must notice: a login or logout (the session actor's
 * session appears or goes), every token refresh (the shared refresh, the SDK's 401 refresh
 * included) and a storage change made by another tab.
 */
function SessionToTerms({ session }: { session: BrowserSession }) {
  const sessionRef = SessionActor.useActorRef();
  const termsRef = TermsActor.useActorRef();
  useEffect(() => {
    let hadSession = sessionRef.getSnapshot().context.session !== null;
    const subscription = sessionRef.subscribe((snapshot) => {
      const hasSession = snapshot.context.session !== null;
      if (hasSession !== hadSession) {
        hadSession = hasSession;
        termsRef.send({ type: hasSession ? 'session.loggedIn' : 'session.loggedOut' });
      }
    });
    const stopRefreshed = session.onRefreshed(() => termsRef.send({ type: 'session.refreshed' }));
    const onStorage = (event: StorageEvent) => {
      if (
        event.key === null ||
        event.key === SESSION_STORAGE_KEY ||
        event.key === TERMS_STORAGE_KEY
      ) {
        termsRef.send({ type: 'storage.changed' });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      subscription.unsubscribe();
      stopRefreshed();
      window.removeEventListener('storage', onStorage);
    };
  }, [session, sessionRef, termsRef]);
  return null;
}
