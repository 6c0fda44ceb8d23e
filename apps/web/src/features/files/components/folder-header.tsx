import { FOLDER_COLOR_HEX, formatSize } from '@folio/core';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

import { folderLabel } from '../file-display';
import type { Folder } from '../storage-types';

import { FolderStatusTag } from './folder-status-tag';

/** What the folder's buttons open. */
export type FolderChange = 'editFolder' | 'renameFolder' | 'deleteFolder';

type FolderHeaderProps = {
  folder: Folder | undefined;
  fallbackName: string;
  onChange: (change: FolderChange, folder: Folder) => void;
};

/**
 * The open folder: name, colour, description, item count and status label (SPEC §3, §4), and its
 * edit, rename and delete buttons, disabled with a lock for system folders (SPEC §5: "system
 * folders cannot be renamed or deleted").
 */
export function FolderHeader({ folder, fallbackName, onChange }: FolderHeaderProps) {
  const { t } = useTranslation();
  const name = folder ? folderLabel(folder, t) : fallbackName;
  const isLocked = folder?.system ?? true;
  const lockTitle = isLocked ? t('files.folders.locked') : undefined;
  return (
    <header className="files-folder-header">
      <div className="files-folder-title">
        <i
          className="pi pi-folder-open"
          style={folder ? { color: FOLDER_COLOR_HEX[folder.color] } : undefined}
          aria-hidden="true"
        />
        <h2>{name}</h2>
        {folder ? <FolderStatusTag status={folder.status} /> : null}
        {folder?.system ? (
          <span className="files-folder-locked">
            <i className="pi pi-lock" aria-hidden="true" /> {t('files.folders.locked')}
          </span>
        ) : null}
      </div>
      {folder ? (
        <p className="files-folder-meta">
          {t('files.folders.itemCount', { count: folder.item_count })} · {formatSize(folder.size)}
          {folder.descripcion ? ` · ${folder.descripcion}` : ''}
        </p>
      ) : null}
      <div className="files-folder-actions">
        <Button
          type="button"
          icon="pi pi-pencil"
          label={t('files.folders.edit')}
          text
          size="small"
          disabled={isLocked}
          tooltip={lockTitle}
          tooltipOptions={{ showOnDisabled: true }}
          onClick={() => folder && onChange('editFolder', folder)}
        />
        <Button
          type="button"
          icon="pi pi-file-edit"
          label={t('files.folders.rename')}
          text
          size="small"
          disabled={isLocked}
          tooltip={lockTitle}
          tooltipOptions={{ showOnDisabled: true }}
          onClick={() => folder && onChange('renameFolder', folder)}
        />
        <Button
          type="button"
          icon="pi pi-trash"
          label={t('files.folders.delete')}
          text
          size="small"
          severity="danger"
          disabled={isLocked}
          tooltip={lockTitle}
          tooltipOptions={{ showOnDisabled: true }}
          onClick={() => folder && onChange('deleteFolder', folder)}
        />
      </div>
    </header>
  );
}
