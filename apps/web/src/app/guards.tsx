import type { sessionMachine } from '@folio/core';
import { Navigate, Outlet } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';

import { LoadingScreen } from '../components/loading-screen';

import { SessionActor } from './actors';
import { paths } from './paths';

/** What a guard needs to know about the session. */
export type SessionView = 'loading' | 'signedIn' | 'signedOut';

/** The session as guards see it: still reading storage, signed in, or not (expired included). */
export function selectSessionView(snapshot: SnapshotFrom<typeof sessionMachine>): SessionView {
  if (snapshot.hasTag('busy')) {
    return 'loading';
  }
  return snapshot.matches('signedIn') ? 'signedIn' : 'signedOut';
}

/** The signed-in routes: a signed-out visitor is sent to /login (SPEC §2). */
export function RequireSession() {
  const view = SessionActor.useSelector(selectSessionView);
  if (view === 'loading') {
    return <LoadingScreen />;
  }
  return view === 'signedIn' ? <Outlet /> : <Navigate to={paths.login} replace />;
}

/** `/`: the dashboard when signed in, else login (SPEC §2). */
export function HomeRedirect() {
  const view = SessionActor.useSelector(selectSessionView);
  if (view === 'loading') {
    return <LoadingScreen />;
  }
  return <Navigate to={view === 'signedIn' ? paths.dashboard : paths.login} replace />;
}

/** The login screen: a visitor who is already signed in goes on to the dashboard. */
export function RedirectSignedIn() {
  const view = SessionActor.useSelector(selectSessionView);
  if (view === 'loading') {
    return <LoadingScreen />;
  }
  return view === 'signedIn' ? <Navigate to={paths.dashboard} replace /> : <Outlet />;
}
