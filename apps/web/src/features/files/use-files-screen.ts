import { useCallback, useMemo, useState } from 'react';

import type { FilesView } from './components/view-switch';
import { DEFAULT_FILTERS, toFileQuery, type FileFilters } from './file-filters';
import type { FilesDialog } from './files-dialog';
import { ALL_FILES, type StoredFile } from './storage-types';
import { useDebouncedValue } from './use-debounced-value';
import { useFileList } from './use-file-list';
import { useFolders } from './use-folders';
import { useStorageUsage } from './use-storage-usage';

/** How long the name search waits for typing to pause before it asks the server. */
const NAME_SEARCH_DEBOUNCE_MS = 300;

/**
 * The files screen's state: the open folder, filters, view, selection, open dialog and the
 * content-search panel, with the folders and the file list they load.
 */
export function useFilesScreen() {
  const [topico, setTopico] = useState(ALL_FILES);
  const [filters, setFilters] = useState<FileFilters>(DEFAULT_FILTERS);
  const [view, setView] = useState<FilesView>('list');
  const [chosen, setChosen] = useState<StoredFile[]>([]);
  const [dialog, setDialog] = useState<FilesDialog | null>(null);
  const [isSearchOpen, setSearchOpen] = useState(false);
  const name = useDebouncedValue(filters.name, NAME_SEARCH_DEBOUNCE_MS);
  const query = useMemo(() => toFileQuery(topico, filters, name), [topico, filters, name]);
  const folders = useFolders();
  const list = useFileList(query);
  const usage = useStorageUsage();
  // Only files still listed count as selected: a reload or a new filter drops the others.
  const selected = useMemo(
    () => chosen.filter((file) => list.files.some((listed) => listed.id === file.id)),
    [chosen, list.files],
  );
  const reloadAll = useCallback(() => {
    list.reload();
    folders.reload();
    usage.reload();
  }, [list, folders, usage]);

  return {
    topico,
    openFolder: (next: string) => {
      setTopico(next);
      setChosen([]);
    },
    filters,
    changeFilters: (change: Partial<FileFilters>) => setFilters((last) => ({ ...last, ...change })),
    isFiltered: filters.name.trim() !== '' || filters.category !== 'all' || filters.kind !== 'all',
    view,
    setView,
    selected,
    select: setChosen,
    toggle: (file: StoredFile) =>
      setChosen((current) =>
        current.some((entry) => entry.id === file.id)
          ? current.filter((entry) => entry.id !== file.id)
          : [...current, file],
      ),
    dialog,
    openDialog: setDialog,
    closeDialog: () => setDialog(null),
    isSearchOpen,
    setSearchOpen,
    folders,
    currentFolder: folders.folders.find((folder) => folder.topico === topico),
    list,
    usage,
    reloadAll,
  };
}
