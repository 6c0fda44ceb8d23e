import type { FileAction } from './components/file-actions-menu';
import type { Folder, StoredFile } from './storage-types';

/** The one dialog the files screen shows at a time, with what it works on. */
export type FilesDialog =
  | { type: 'createFolder' }
  | { type: 'editFolder'; folder: Folder }
  | { type: 'renameFolder'; folder: Folder }
  | { type: 'deleteFolder'; folder: Folder }
  | { type: 'deleteFiles'; files: StoredFile[] }
  | { type: 'moveFiles'; files: StoredFile[] }
  | { type: 'copyFile'; file: StoredFile }
  | { type: 'details'; file: StoredFile }
  | { type: 'preview'; file: StoredFile; page?: number };

/** The dialog a file's menu action opens; a download opens none. */
export function dialogForAction(action: FileAction, file: StoredFile): FilesDialog | null {
  switch (action) {
    case 'download':
      return null;
    case 'delete':
      return { type: 'deleteFiles', files: [file] };
    case 'move':
      return { type: 'moveFiles', files: [file] };
    case 'copy':
      return { type: 'copyFile', file };
    case 'details':
    case 'preview':
      return { type: action, file };
  }
}
