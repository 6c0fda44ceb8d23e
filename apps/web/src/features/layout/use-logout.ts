import { useCallback } from 'react';

import { SessionActor } from '../../app/actors';
import { removeStored, TERMS_STORAGE_KEY } from '../../lib/storage';
import { useSdk } from '../../lib/sdk';

/**
 * Logs out as SPEC §4 says: calls the server, then, whatever it answered, clears the local
 * session and the accepted-terms flag, signals the logout and goes to /login (the session actor
 * does the last two on `session.loggedOut`).
 */
export function useLogout(): () => Promise<void> {
  const sdk = useSdk();
  const sessionRef = SessionActor.useActorRef();
  return useCallback(async () => {
    try {
      await sdk.folio.account.logout();
    } catch {
      // SPEC §8: a logout failure does not stop the cleanup; the server's session then simply
      // expires on its own.
    }
    removeStored(TERMS_STORAGE_KEY);
    sessionRef.send({ type: 'session.loggedOut' });
  }, [sdk, sessionRef]);
}
