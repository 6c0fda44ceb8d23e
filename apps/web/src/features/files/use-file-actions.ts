import { useTranslation } from 'react-i18next';

import { saveDownload } from '../../lib/download';

import type { StoredFile } from './storage-types';
import { useNotices } from '../../components/notices/notices-context';
import { useStorageApi } from './use-storage-api';

/**
 * What can be done with files (SPEC §2, §7): download one or several (several come as one ZIP,
 * `archivos.zip`), delete, move, copy, and edit tags and description. Each shows its notice
 * (SPEC §8) or its error in the user's language and resolves `true` when it worked; changes run
 * `afterChange` (the list reloads, SPEC §4).
 */
export function useFileActions(afterChange: () => void) {
  const api = useStorageApi();
  const { t } = useTranslation();
  const { notifyError, notifySuccess } = useNotices();

  const attempt = async (
    run: () => Promise<string>,
    failure: Parameters<typeof notifyError>[1],
    changes = true,
  ) => {
    try {
      notifySuccess(await run());
      if (changes) {
        afterChange();
      }
      return true;
    } catch (error) {
      notifyError(error, failure);
      return false;
    }
  };

  return {
    download: (files: readonly StoredFile[]) =>
      attempt(
        async () => {
          const [only] = files;
          saveDownload(
            files.length === 1 && only
              ? await api.downloadFile(only)
              : await api.downloadZip(files),
          );
          return t('notices.fileDownloaded');
        },
        'files.failures.download',
        false,
      ),
    remove: (files: readonly StoredFile[]) =>
      attempt(async () => {
        await api.deleteFiles(files);
        return files.length === 1
          ? t('notices.fileDeleted')
          : t('notices.filesDeleted', { count: files.length });
      }, 'files.failures.delete'),
    move: (files: readonly StoredFile[], topico: string) =>
      attempt(async () => {
        await api.moveFiles(files, topico);
        return t('notices.filesMoved', { count: files.length });
      }, 'files.failures.move'),
    copy: (file: StoredFile, topico: string, filename: string) =>
      attempt(async () => {
        await api.copyFile(file, topico, filename);
        return t('notices.fileCopied');
      }, 'files.failures.copy'),
    updateDetails: (file: StoredFile, details: { tags: string[]; description: string }) =>
      attempt(async () => {
        await api.updateDetails(file, details);
        return t('notices.metadataUpdated');
      }, 'files.failures.details'),
  };
}
