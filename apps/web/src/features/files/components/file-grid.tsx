import { formatDate, formatSize } from '@folio/core';
import { Checkbox } from 'primereact/checkbox';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { displayName, fileIcon } from '../file-display';
import type { StoredFile } from '../storage-types';

import { FileTags } from './file-tags';
import { IndexFailedMarker } from './index-problem';

type FileGridProps = {
  label: string;
  files: StoredFile[];
  selected: StoredFile[];
  empty: ReactNode;
  onToggle: (file: StoredFile) => void;
  onOpen: (file: StoredFile) => void;
  actions: (file: StoredFile) => ReactNode;
};

/** The grid view (SPEC §1 "grid and list views"): one card per file, with its checkbox. */
export function FileGrid({
  label,
  files,
  selected,
  empty,
  onToggle,
  onOpen,
  actions,
}: FileGridProps) {
  const { t } = useTranslation();
  if (files.length === 0) {
    return <div className="files-grid-empty">{empty}</div>;
  }
  const isSelected = (file: StoredFile) => selected.some((entry) => entry.id === file.id);
  return (
    <ul className="files-grid" aria-label={label}>
      {files.map((file) => (
        <li
          key={file.id}
          className={`files-card${isSelected(file) ? ' files-card-selected' : ''}`}
          onDoubleClick={() => onOpen(file)}
        >
          <div className="files-card-top">
            <Checkbox
              checked={isSelected(file)}
              aria-label={`${t('files.columns.select')} ${displayName(file)}`}
              onChange={() => onToggle(file)}
            />
            {actions(file)}
          </div>
          <i className={`pi ${fileIcon(file)} files-card-icon`} aria-hidden="true" />
          <button
            type="button"
            className="files-name-button files-card-name"
            title={file.filename}
            onClick={() => onOpen(file)}
          >
            {displayName(file)}
          </button>
          <IndexFailedMarker file={file} />
          <small className="files-card-meta">
            {formatDate(file.created_at)} · {formatSize(file.size)}
          </small>
          {file.config_name ? <small className="files-card-meta">{file.config_name}</small> : null}
          <FileTags tags={file.tags} />
        </li>
      ))}
    </ul>
  );
}
