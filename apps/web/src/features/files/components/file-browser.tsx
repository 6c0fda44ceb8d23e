import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

import type { StoredFile } from '../storage-types';
import type { useFileList } from '../use-file-list';

import { FileActionsMenu, type FileAction } from './file-actions-menu';
import { FileGrid } from './file-grid';
import { FileTable } from './file-table';
import { FilesEmpty } from './files-empty';
import type { FilesView } from './view-switch';

type FileBrowserProps = {
  label: string;
  view: FilesView;
  list: ReturnType<typeof useFileList>;
  selected: StoredFile[];
  isFiltered: boolean;
  onSelect: (files: StoredFile[]) => void;
  onToggle: (file: StoredFile) => void;
  onAction: (action: FileAction, file: StoredFile) => void;
  onDelete: (files: StoredFile[]) => void;
};

/** The files of the open folder in the chosen view, with "load more" for the next page. */
export function FileBrowser({
  label,
  view,
  list,
  selected,
  isFiltered,
  onSelect,
  onToggle,
  onAction,
  onDelete,
}: FileBrowserProps) {
  const { t } = useTranslation();
  const empty = list.isLoading ? null : <FilesEmpty isFiltered={isFiltered} />;
  const actions = (file: StoredFile) => <FileActionsMenu file={file} onAction={onAction} />;
  const open = (file: StoredFile) => onAction('preview', file);
  return (
    <div className="files-browser" aria-busy={list.isLoading}>
      {view === 'list' ? (
        <FileTable
          label={label}
          files={list.files}
          selected={selected}
          isLoading={list.isLoading}
          empty={empty}
          onSelect={onSelect}
          onToggle={onToggle}
          onOpen={open}
          onDelete={onDelete}
          actions={actions}
        />
      ) : (
        <FileGrid
          label={label}
          files={list.files}
          selected={selected}
          empty={empty}
          onToggle={onToggle}
          onOpen={open}
          actions={actions}
        />
      )}
      <div className="files-list-footer">
        {list.files.length > 0 ? (
          <small>{t('files.list.shown', { shown: list.files.length, count: list.total })}</small>
        ) : null}
        {list.hasMore ? (
          <Button
            type="button"
            label={t('files.list.loadMore')}
            outlined
            size="small"
            loading={list.isLoadingMore}
            onClick={() => void list.loadMore()}
          />
        ) : null}
      </div>
    </div>
  );
}
