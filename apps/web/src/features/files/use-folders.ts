import { useCallback } from 'react';

import type { Folder } from './storage-types';
import { useNotices } from '../../components/notices/notices-context';
import { useLoader } from '../../lib/use-loader';
import { useStorageApi } from './use-storage-api';

const NO_FOLDERS: Folder[] = [];

/** The user's folders, system folders first as the server sends them (SPEC §3 Folder). */
export function useFolders() {
  const api = useStorageApi();
  const { notifyError } = useNotices();
  const load = useCallback(() => api.listFolders(), [api]);
  const onError = useCallback(
    (error: unknown) => notifyError(error, 'files.failures.loadFolders'),
    [notifyError],
  );
  const { data, isLoading, reload } = useLoader(load, NO_FOLDERS, onError);
  return { folders: data, isLoading, reload };
}
