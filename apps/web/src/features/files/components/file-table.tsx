import { formatDate, formatSize } from '@folio/core';
import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { displayName, fileIcon } from '../file-display';
import type { StoredFile } from '../storage-types';
import { useRowKeyboard } from '../use-row-keyboard';

import { FileTags } from './file-tags';
import { IndexFailedMarker } from './index-problem';
import { scrollingTable } from '../../../components/scrolling-table';

type FileTableProps = {
  label: string;
  files: StoredFile[];
  selected: StoredFile[];
  isLoading: boolean;
  empty: ReactNode;
  onSelect: (files: StoredFile[]) => void;
  /** Adds or removes one file; cells render apart from the table, so this must not close over `selected`. */
  onToggle: (file: StoredFile) => void;
  onOpen: (file: StoredFile) => void;
  onDelete: (files: StoredFile[]) => void;
  actions: (file: StoredFile) => ReactNode;
};

/**
 * The list view (SPEC §2): file name, configuration name and upload date, plus size and tags; a
 * file that could not be indexed is marked beside its name (issue 17).
 * A click or Space selects a row; the arrows, Shift, Enter and Delete work as `moveInList` says.
 */
export function FileTable({
  label,
  files,
  selected,
  isLoading,
  empty,
  onSelect,
  onToggle,
  onOpen,
  onDelete,
  actions,
}: FileTableProps) {
  const { t } = useTranslation();
  const onKeyDownCapture = useRowKeyboard({ files, selected, onSelect, onOpen, onDelete });
  const isSelected = (file: StoredFile) => selected.some((entry) => entry.id === file.id);

  return (
    <section className="files-table" aria-label={label} onKeyDownCapture={onKeyDownCapture}>
      <DataTable
        value={files}
        pt={scrollingTable(t('common.tableRegion', { name: label }))}
        dataKey="id"
        // Cells show the selection (their checkbox), which memoised cells would not follow.
        cellMemo={false}
        selectionMode="multiple"
        metaKeySelection={false}
        selection={selected}
        onSelectionChange={(event) => onSelect(event.value)}
        onRowDoubleClick={(event) => onOpen(event.data as StoredFile)}
        loading={isLoading}
        emptyMessage={empty}
        size="small"
      >
        <Column
          header={<span className="folio-visually-hidden">{t('files.columns.select')}</span>}
          headerStyle={{ width: '3rem' }}
          body={(file: StoredFile) => (
            <Checkbox
              checked={isSelected(file)}
              tabIndex={-1}
              aria-label={`${t('files.columns.select')} ${displayName(file)}`}
              onChange={() => onToggle(file)}
            />
          )}
        />
        <Column
          header={t('files.columns.name')}
          body={(file: StoredFile) => (
            <span className="files-name-cell">
              <i className={`pi ${fileIcon(file)}`} aria-hidden="true" />
              <button
                type="button"
                className="files-name-button"
                tabIndex={-1}
                title={file.filename}
                onClick={() => onOpen(file)}
              >
                {displayName(file)}
              </button>
              <IndexFailedMarker file={file} />
            </span>
          )}
        />
        <Column
          header={t('files.columns.configName')}
          body={(file: StoredFile) => file.config_name ?? t('files.noConfiguration')}
        />
        <Column
          header={t('files.columns.date')}
          body={(file: StoredFile) => formatDate(file.created_at)}
        />
        <Column
          header={t('files.columns.size')}
          body={(file: StoredFile) => formatSize(file.size)}
        />
        <Column
          header={t('files.columns.tags')}
          body={(file: StoredFile) => <FileTags tags={file.tags} />}
        />
        <Column
          header={<span className="folio-visually-hidden">{t('files.columns.actions')}</span>}
          body={(file: StoredFile) => actions(file)}
          headerStyle={{ width: '3rem' }}
        />
      </DataTable>
    </section>
  );
}
