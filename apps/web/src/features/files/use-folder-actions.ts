import { useTranslation } from 'react-i18next';

import type { PlainMessageKey } from '../../lib/i18n';

import type { Folder } from './storage-types';
import { useNotices } from '../../components/notices/notices-context';
import { useStorageApi } from './use-storage-api';

/** A folder's editable details (SPEC §3: name, description, colour). */
export type FolderDraft = { name: string; description: string; color: Folder['color'] };

/**
 * Creating, editing, renaming and deleting folders (SPEC §7), each with its notice (SPEC §8
 * "folder created, renamed, deleted") or its error in the user's language. Each resolves `true`
 * when the server agreed; `afterChange` runs then (the lists reload: SPEC §4 "After file changes,
 * files reload").
 */
export function useFolderActions(afterChange: () => void) {
  const api = useStorageApi();
  const { t } = useTranslation();
  const { notifyError, notifySuccess } = useNotices();

  const attempt = async (
    run: () => Promise<void>,
    success: PlainMessageKey,
    failure: PlainMessageKey,
  ) => {
    try {
      await run();
      notifySuccess(t(success));
      afterChange();
      return true;
    } catch (error) {
      notifyError(error, failure);
      return false;
    }
  };

  return {
    create: (draft: FolderDraft) =>
      attempt(
        () => api.createFolder(draft),
        'notices.folderCreated',
        'files.failures.createFolder',
      ),
    update: (folder: Folder, draft: FolderDraft) =>
      attempt(
        () => api.updateFolder({ topico: folder.topico, ...draft }),
        'notices.folderUpdated',
        'files.failures.updateFolder',
      ),
    rename: (folder: Folder, name: string) =>
      attempt(
        () => api.renameFolder(folder.topico, name),
        'notices.folderRenamed',
        'files.failures.renameFolder',
      ),
    remove: (folder: Folder) =>
      attempt(
        () => api.deleteFolder(folder.topico),
        'notices.folderDeleted',
        'files.failures.deleteFolder',
      ),
  };
}
