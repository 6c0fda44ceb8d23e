import { useCallback } from 'react';

import { useNotices } from '../../components/notices/notices-context';
import { useLoader } from '../../lib/use-loader';
import type { StorageUsage } from './storage-types';
import { useStorageApi } from './use-storage-api';

/** The signed-in user's files stored and space used (getStorageUsage); null until it comes. */
export function useStorageUsage() {
  const api = useStorageApi();
  const { notifyError } = useNotices();
  const load = useCallback((): Promise<StorageUsage | null> => api.getUsage(), [api]);
  const onError = useCallback(
    (error: unknown) => notifyError(error, 'files.failures.loadUsage'),
    [notifyError],
  );
  const { data, reload } = useLoader(load, null, onError);
  return { usage: data, reload };
}
