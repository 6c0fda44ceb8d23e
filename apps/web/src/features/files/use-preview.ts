import { useCallback, useEffect } from 'react';

import type { Preview, StoredFile } from './storage-types';
import { useNotices } from '../../components/notices/notices-context';
import { useLoader } from '../../lib/use-loader';
import { useStorageApi } from './use-storage-api';

/**
 * A preview and, for PDFs and images, the file's bytes to draw (the contract's Preview: the
 * client fetches them inline) and, for images, an object URL of them.
 */
export type LoadedPreview = { preview: Preview; blob: Blob | null; url: string | null };

/**
 * Loads what the preview modal shows for `file` (SPEC §7 preview). `loaded` is `null` until it
 * arrives, and stays so when it failed (the error is shown). The image URL is released when the
 * preview closes.
 */
export function usePreview(file: StoredFile) {
  const api = useStorageApi();
  const { notifyError } = useNotices();
  const load = useCallback(async (): Promise<LoadedPreview | null> => {
    const preview = await api.previewFile(file);
    const needsBytes = preview.kind === 'pdf' || preview.kind === 'image';
    const blob = needsBytes ? (await api.downloadFile(file, true)).blob : null;
    const url = blob && preview.kind === 'image' ? URL.createObjectURL(blob) : null;
    return { preview, blob, url };
  }, [api, file]);
  const onError = useCallback(
    (error: unknown) => notifyError(error, 'files.failures.preview'),
    [notifyError],
  );
  const { data, isLoading } = useLoader(load, null, onError);

  const url = data?.url ?? null;
  useEffect(
    () => () => {
      if (url) {
        URL.revokeObjectURL(url);
      }
    },
    [url],
  );
  return { loaded: data, isLoading, onFailed: onError };
}
