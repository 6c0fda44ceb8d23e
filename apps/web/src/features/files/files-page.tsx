import { GLOBAL_SEARCH_TOPIC } from '@folio/core';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { usePublicConfig } from '../../lib/public-config';

import './files.css';
import { BulkBar } from './components/bulk-bar';
import { ContentSearchPanel } from './components/content-search-panel';
import { DropZone } from './components/drop-zone';
import { FileBrowser } from './components/file-browser';
import { FilesDialogs } from './components/files-dialogs';
import { FilesFiltersBar } from './components/files-filters-bar';
import { FolderHeader } from './components/folder-header';
import { FolderList } from './components/folder-list';
import { StorageUsageSummary } from './components/storage-usage-summary';
import { UploadButton } from './components/upload-button';
import { UploadPanel } from './components/upload-panel';
import { ViewSwitch } from './components/view-switch';
import { folderLabel } from './file-display';
import { dialogForAction } from './files-dialog';
import { ALL_FILES, type StoredFile } from './storage-types';
import { useContentSearch } from './use-content-search';
import { useFileActions } from './use-file-actions';
import { useFilesScreen } from './use-files-screen';
import { useFolderActions } from './use-folder-actions';
import { useUploads } from './use-uploads';

/**
 * The files screen (SPEC §2 /files; issue 5): folders, the files of the open one in a list or a
 * grid with filters, sorting and name search, the content search, uploads by drop or picker,
 * previews, and single and bulk actions with their notices.
 */
export function FilesPage({
  toolbarExtras,
}: {
  /** Other features' actions the app adds to the toolbar (cloud import and upload, issue 14). */
  toolbarExtras?: (context: { folder: string | undefined; selected: StoredFile[] }) => ReactNode;
} = {}) {
  const { t } = useTranslation();
  const { limits } = usePublicConfig();
  const screen = useFilesScreen();
  const { folders, currentFolder, list, selected, topico } = screen;
  const fileActions = useFileActions(screen.reloadAll);
  const folderActions = useFolderActions(screen.reloadAll);
  const uploads = useUploads(screen.reloadAll);
  const search = useContentSearch();

  const nameOf = (name: string) => {
    const folder = folders.folders.find((candidate) => candidate.topico === name);
    return folder ? folderLabel(folder, t) : name;
  };
  const isAll = currentFolder?.system_kind === 'all' || topico === ALL_FILES;
  const uploadFolder = isAll ? undefined : topico;
  const upload = (files: File[]) =>
    uploads.send({ type: 'upload.add', files, ...(uploadFolder ? { topico: uploadFolder } : {}) });
  const folderName = nameOf(topico);

  return (
    <div className="files-page">
      <h1>{t('files.title')}</h1>
      <StorageUsageSummary usage={screen.usage.usage} />
      <div className="files-layout">
        <FolderList
          folders={folders.folders}
          current={topico}
          isLoading={folders.isLoading}
          onOpen={screen.openFolder}
          onCreate={() => screen.openDialog({ type: 'createFolder' })}
        />
        <DropZone folder={nameOf(uploadFolder ?? 'uploads')} onFiles={upload}>
          <div className="files-main">
            <FolderHeader
              folder={currentFolder}
              fallbackName={folderName}
              onChange={(type, folder) => screen.openDialog({ type, folder })}
            />
            <div className="files-toolbar">
              <FilesFiltersBar filters={screen.filters} onChange={screen.changeFilters} />
              <span className="files-toolbar-end">
                <Button
                  type="button"
                  icon="pi pi-search-plus"
                  label={t('files.search.advanced')}
                  outlined
                  aria-expanded={screen.isSearchOpen}
                  onClick={() => screen.setSearchOpen(!screen.isSearchOpen)}
                />
                <ViewSwitch view={screen.view} onChange={screen.setView} />
                {toolbarExtras?.({ folder: uploadFolder, selected })}
                <UploadButton limits={limits} onFiles={upload} />
              </span>
            </div>
            {screen.isSearchOpen ? (
              <ContentSearchPanel
                state={search.state}
                folderName={nameOf}
                {...(isAll ? {} : { folder: { topico, name: folderName } })}
                onSearch={(query, scope) =>
                  void search.search(query, scope === GLOBAL_SEARCH_TOPIC ? undefined : scope)
                }
                onOpen={(hit) =>
                  screen.openDialog({ type: 'preview', file: hit.file, page: hit.page })
                }
                onClose={() => {
                  screen.setSearchOpen(false);
                  search.reset();
                }}
              />
            ) : null}
            <UploadPanel uploads={uploads} limits={limits} />
            <BulkBar
              count={selected.length}
              onDownload={() => void fileActions.download(selected)}
              onMove={() => screen.openDialog({ type: 'moveFiles', files: selected })}
              onDelete={() => screen.openDialog({ type: 'deleteFiles', files: selected })}
              onClear={() => screen.select([])}
            />
            <FileBrowser
              label={t('files.list.label', { folder: folderName })}
              view={screen.view}
              list={list}
              selected={selected}
              isFiltered={screen.isFiltered}
              onSelect={screen.select}
              onToggle={screen.toggle}
              onDelete={(files) => screen.openDialog({ type: 'deleteFiles', files })}
              onAction={(action, file) => {
                const dialog = dialogForAction(action, file);
                if (dialog) {
                  screen.openDialog(dialog);
                } else {
                  void fileActions.download([file]);
                }
              }}
            />
          </div>
        </DropZone>
      </div>
      <FilesDialogs
        dialog={screen.dialog}
        folders={folders.folders}
        files={fileActions}
        folderActions={folderActions}
        onClose={screen.closeDialog}
        onFilesGone={() => screen.select([])}
        onFolderChanged={(from, to) => {
          if (topico === from) {
            screen.openFolder(to ?? ALL_FILES);
          }
        }}
      />
    </div>
  );
}
