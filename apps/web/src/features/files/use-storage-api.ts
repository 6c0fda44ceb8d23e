import { useMemo } from 'react';

import { useSdk } from '../../lib/sdk';

import { createStorageApi, type StorageApi } from './storage-api';

/**
 * The files feature's calls, stable for the app's SDK: the SDK reads the signed-in user at each
 * call, and another user can only sign in through /login, which leaves the files screens.
 */
export function useStorageApi(): StorageApi {
  const sdk = useSdk();
  return useMemo(() => createStorageApi(sdk), [sdk]);
}
