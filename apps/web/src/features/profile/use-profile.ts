import { useCallback, useMemo } from 'react';

import { SessionActor } from '../../app/actors';
import { useNotices } from '../../components/notices/notices-context';
import { useSdk } from '../../lib/sdk';
import { removeStored, TERMS_STORAGE_KEY } from '../../lib/storage';
import { useLoader } from '../../lib/use-loader';

import { createProfileApi, type BalanceHistory, type Profile } from './profile-api';

/** The profile screen's data and calls: the account and the balance, loaded together. */
export function useProfile() {
  const sdk = useSdk();
  const { notifyError } = useNotices();
  const api = useMemo(() => createProfileApi(sdk), [sdk]);
  const load = useCallback(async (): Promise<{
    profile: Profile;
    balance: BalanceHistory;
  } | null> => {
    const [profile, balance] = await Promise.all([api.getProfile(), api.getBalanceHistory()]);
    return { profile, balance };
  }, [api]);
  const loaded = useLoader(load, null, (error) => notifyError(error, 'profile.failures.load'));
  return { api, ...loaded };
}

/**
 * Ends the session on this device after the server ended it (sign out everywhere, account
 * deleted): the stored session and terms flag go, and the session actor takes the user to /login.
 */
export function useEndLocalSession(): () => void {
  const sessionRef = SessionActor.useActorRef();
  return useCallback(() => {
    removeStored(TERMS_STORAGE_KEY);
    sessionRef.send({ type: 'session.loggedOut' });
  }, [sessionRef]);
}
