import { useTranslation } from 'react-i18next';

import { displayName } from '../file-display';
import type { FilesDialog } from '../files-dialog';
import { PreviewDialog } from '../preview/preview-dialog';
import type { Folder } from '../storage-types';
import type { useFileActions } from '../use-file-actions';
import type { useFolderActions } from '../use-folder-actions';

import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { CopyFileDialog } from './copy-file-dialog';
import { FileDetailsDialog } from './file-details-dialog';
import { FolderFormDialog } from './folder-form-dialog';
import { MoveFilesDialog } from './move-files-dialog';
import { RenameFolderDialog } from './rename-folder-dialog';

type FilesDialogsProps = {
  dialog: FilesDialog | null;
  folders: Folder[];
  files: ReturnType<typeof useFileActions>;
  folderActions: ReturnType<typeof useFolderActions>;
  /** A folder was renamed or deleted: the screen follows it (or goes back to all files). */
  onFolderChanged: (from: string, to: string | null) => void;
  /** Files left the list (deleted or moved): they leave the selection too. */
  onFilesGone: () => void;
  onClose: () => void;
};

/** The dialog the screen shows, if any: folder and file forms, confirmations and the preview. */
export function FilesDialogs({
  dialog,
  folders,
  files,
  folderActions,
  onFolderChanged,
  onFilesGone,
  onClose,
}: FilesDialogsProps) {
  const { t } = useTranslation();
  const names = folders.map((folder) => folder.topico);
  switch (dialog?.type) {
    case undefined:
      return null;
    case 'createFolder':
      return (
        <FolderFormDialog existingNames={names} onSubmit={folderActions.create} onClose={onClose} />
      );
    case 'editFolder':
      return (
        <FolderFormDialog
          folder={dialog.folder}
          existingNames={names}
          onSubmit={(draft) => folderActions.update(dialog.folder, draft)}
          onClose={onClose}
        />
      );
    case 'renameFolder':
      return (
        <RenameFolderDialog
          folder={dialog.folder}
          existingNames={names}
          onClose={onClose}
          onSubmit={async (name) => {
            const isDone = await folderActions.rename(dialog.folder, name);
            if (isDone) {
              onFolderChanged(dialog.folder.topico, name);
            }
            return isDone;
          }}
        />
      );
    case 'deleteFolder':
      return (
        <ConfirmDeleteDialog
          title={t('files.confirm.title')}
          message={t('files.confirm.deleteFolder', { name: dialog.folder.topico })}
          onClose={onClose}
          onConfirm={() =>
            void folderActions.remove(dialog.folder).then((isDone) => {
              if (isDone) {
                onFolderChanged(dialog.folder.topico, null);
              }
            })
          }
        />
      );
    case 'deleteFiles': {
      const [only] = dialog.files;
      return (
        <ConfirmDeleteDialog
          title={t('files.confirm.title')}
          message={
            dialog.files.length === 1 && only
              ? t('files.confirm.deleteFile', { name: displayName(only) })
              : t('files.confirm.deleteFiles', { count: dialog.files.length })
          }
          onClose={onClose}
          onConfirm={() =>
            void files.remove(dialog.files).then((isDone) => {
              if (isDone) {
                onFilesGone();
              }
            })
          }
        />
      );
    }
    case 'moveFiles':
      return (
        <MoveFilesDialog
          folders={folders}
          count={dialog.files.length}
          onClose={onClose}
          onSubmit={async (topico) => {
            const isDone = await files.move(dialog.files, topico);
            if (isDone) {
              onFilesGone();
            }
            return isDone;
          }}
        />
      );
    case 'copyFile':
      return (
        <CopyFileDialog
          file={dialog.file}
          folders={folders}
          onClose={onClose}
          onSubmit={(topico, filename) => files.copy(dialog.file, topico, filename)}
        />
      );
    case 'details':
      return (
        <FileDetailsDialog
          file={dialog.file}
          onClose={onClose}
          onSubmit={(details) => files.updateDetails(dialog.file, details)}
        />
      );
    case 'preview':
      return (
        <PreviewDialog
          file={dialog.file}
          onClose={onClose}
          onDownload={(file) => void files.download([file])}
          {...(dialog.page === undefined ? {} : { page: dialog.page })}
        />
      );
  }
}
