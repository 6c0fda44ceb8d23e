import { displayUsername } from '@folio/core';
import { useEffect, useMemo } from 'react';

import { SessionActor } from '../../app/actors';
import { useNotices } from '../../components/notices/notices-context';
import { usernameFromToken } from '../../lib/session';

/**
 * The name the user menu shows: the access token's subject (SPEC §3), the part before the @ with
 * each word capitalised (SPEC §2). A token whose user cannot be read shows 'Error al cargar el
 * usuario...' (SPEC §8) and ends the session, since nothing signed in can work without it.
 */
export function useDisplayUsername(): string {
  const token = SessionActor.useSelector((snapshot) => snapshot.context.session?.access_token);
  const sessionRef = SessionActor.useActorRef();
  const { notifyError } = useNotices();
  const username = useMemo(() => (token ? usernameFromToken(token) : undefined), [token]);

  useEffect(() => {
    if (token && username === undefined) {
      notifyError(undefined, 'errors.tokenExtraction');
      sessionRef.send({ type: 'session.loggedOut' });
    }
  }, [token, username, notifyError, sessionRef]);

  return displayUsername(username);
}
