import { useMemo } from 'react';

import { useSdk } from '../../lib/sdk';

import { createStorageApi, type StorageApi } from './storage-api';
import { useStorageUser } from './use-storage-user';

/** The files feature's calls as the signed-in user, stable while the user stays the same. */
export function useStorageApi(): StorageApi {
  const sdk = useSdk();
  const user = useStorageUser();
  return useMemo(() => createStorageApi(sdk, user), [sdk, user]);
}
