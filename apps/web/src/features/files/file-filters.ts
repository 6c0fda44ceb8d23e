import type { FileQuery } from './storage-api';
import type { FileCategory, FileKind, FileSort, SortOrder } from './storage-types';

/** The files screen's filters (SPEC §2): category, type, sort and a piece of the name. */
export type FileFilters = {
  category: FileCategory | 'all';
  kind: FileKind | 'all';
  sort: FileSort;
  order: SortOrder;
  name: string;
};

/** Newest first, everything shown: how the screen opens. */
export const DEFAULT_FILTERS: FileFilters = {
  category: 'all',
  kind: 'all',
  sort: 'date',
  order: 'desc',
  name: '',
};

/** What a sort starts with when chosen: names and types A to Z, dates and sizes largest first. */
export const DEFAULT_ORDER: Record<FileSort, SortOrder> = {
  name: 'asc',
  type: 'asc',
  date: 'desc',
  size: 'desc',
};

/** The list call for a folder and the filters; `name` is the (debounced) name search. */
export function toFileQuery(topico: string, filters: FileFilters, name: string): FileQuery {
  const q = name.trim();
  return {
    topico,
    sort: filters.sort,
    order: filters.order,
    ...(filters.category === 'all' ? {} : { category: filters.category }),
    ...(filters.kind === 'all' ? {} : { kind: filters.kind }),
    ...(q === '' ? {} : { q }),
  };
}
