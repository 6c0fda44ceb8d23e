import { FOLDER_COLOR_HEX } from '@folio/core';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';

import { folderLabel } from '../file-display';
import type { Folder } from '../storage-types';

type FolderListProps = {
  folders: Folder[];
  current: string;
  isLoading: boolean;
  onOpen: (topico: string) => void;
  onCreate: () => void;
};

/**
 * The folders (SPEC §3 Folder): system folders first, each with its colour, name and item count;
 * system folders carry a lock. Choosing one shows its files.
 */
export function FolderList({ folders, current, isLoading, onOpen, onCreate }: FolderListProps) {
  const { t } = useTranslation();
  return (
    <nav className="files-folders" aria-label={t('files.folders.label')}>
      <Button
        type="button"
        icon="pi pi-folder-plus"
        label={t('files.folders.create')}
        outlined
        size="small"
        onClick={onCreate}
      />
      {isLoading && folders.length === 0 ? (
        <Skeleton height="10rem" />
      ) : (
        <ul className="files-folder-list">
          {folders.map((folder) => {
            const name = folderLabel(folder, t);
            return (
              <li key={folder.topico}>
                <button
                  type="button"
                  className="files-folder"
                  aria-current={folder.topico === current ? 'true' : undefined}
                  title={folder.descripcion ?? name}
                  onClick={() => onOpen(folder.topico)}
                >
                  <i
                    className="pi pi-folder files-folder-icon"
                    style={{ color: FOLDER_COLOR_HEX[folder.color] }}
                    aria-hidden="true"
                  />
                  <span className="files-folder-name">{name}</span>
                  {folder.system ? (
                    <i
                      className="pi pi-lock files-folder-lock"
                      aria-label={t('files.folders.locked')}
                      title={t('files.folders.locked')}
                    />
                  ) : null}
                  <span className="files-folder-count">{folder.item_count}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
