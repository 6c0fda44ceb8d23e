import type { MiddlewareComponents } from '@folio/sdk';

type Schemas = MiddlewareComponents['schemas'];

/** A stored file as the server lists it (SPEC §3 File). */
export type StoredFile = Schemas['StoredFile'];
/** A folder (topico) with its colour, description, item count and status (SPEC §3 Folder). */
export type Folder = Schemas['Folder'];
/** The document manager's file types (SPEC §3). */
export type FileKind = Schemas['FileKind'];
/** What the preview modal shows for a file. */
export type Preview = Schemas['Preview'];
/** One content-search hit: a file, a page and a highlighted snippet. */
export type SearchHit = Schemas['SearchHit'];
/** The caller's files stored and space used, in total and by kind (getStorageUsage). */
export type StorageUsage = Schemas['StorageUsageResponse']['data'];
/** The files screen's categories (SPEC §2: config and chat). */
export type FileCategory = 'config' | 'chat';
/** What the list can be sorted by (SPEC §2: name, date or type; size too). */
export type FileSort = 'name' | 'date' | 'type' | 'size';
export type SortOrder = 'asc' | 'desc';

/** Every file kind, in the order the type filter lists them. */
export const FILE_KINDS: readonly FileKind[] = [
  'document',
  'image',
  'video',
  'audio',
  'archive',
  'other',
];

/** The folder that is a view of every file (a system folder that holds nothing itself). */
export const ALL_FILES = 'all';
