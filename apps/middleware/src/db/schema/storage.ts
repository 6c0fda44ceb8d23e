// Files: folders, files, their indexed pages, tus uploads.
import type { ColumnType, Generated } from 'kysely';

export type FolderColor =
  'blue' | 'green' | 'yellow' | 'red' | 'purple' | 'orange' | 'teal' | 'gray';

export type SystemFolderKind = 'chatbot' | 'extractor' | 'uploads';

export type FoldersTable = {
  id: Generated<string>;
  user_id: string;
  empresa: string;
  name: string;
  description: string | null;
  color: ColumnType<FolderColor, FolderColor | undefined, FolderColor>;
  system_kind: SystemFolderKind | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type FileKind = 'image' | 'document' | 'video' | 'audio' | 'archive' | 'other';

export type IndexStatus = 'pending' | 'indexing' | 'indexed' | 'failed' | 'skipped';

/** Why a file is `failed` or `skipped` (storage/index/index-error.ts, migration 0011). */
export type IndexError =
  | 'too-complex'
  | 'timeout'
  | 'encrypted'
  | 'unreadable'
  | 'too-many-pages'
  | 'too-large'
  | 'no-text'
  | 'error';

export type FilesTable = {
  id: Generated<string>;
  user_id: string;
  folder_id: string;
  filename: string;
  /** The file name folded for search and sorting (storage/rules/name-key.ts, migration 0006). */
  name_key: string;
  blob_key: string;
  mime_type: string;
  kind: FileKind;
  category: 'config' | 'chat' | null;
  config_name: string | null;
  /** bigint: the driver answers a string, so read it with Number(). */
  size: ColumnType<string, number, number>;
  sha256: string;
  pages: number | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  description: string | null;
  access_count: Generated<number>;
  index_status: Generated<IndexStatus>;
  index_progress: Generated<number>;
  index_error: IndexError | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

/**
 * The indexed text of a file, page by page (`0005-file-index.sql`); its one vector is generated
 * in the page's `language` (`0023-file-pages-language.sql`).
 */
export type FilePagesTable = {
  file_id: string;
  user_id: string;
  page: number;
  part: ColumnType<number, number | undefined, number>;
  text: string;
  language: ColumnType<'es' | 'en', 'es' | 'en' | undefined, 'es' | 'en'>;
};

/** What became of a finished tus upload (migration 0018, storage/tus/tus-records.ts). */
export type TusLandingsTable = {
  upload_id: string;
  user_id: string;
  state: 'landing' | 'landed';
  file_id: string;
  blob_name: string | null;
  /** bigint: the driver answers a string, so read it with Number(). */
  size: ColumnType<string | null, number | null, number | null>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
};

/** The lock of a tus upload while a request works on it (0022, storage/tus/tus-locker.ts). */
export type TusLocksTable = {
  upload_id: string;
  holder: string;
  lease_until: ColumnType<Date, Date | string, Date | string>;
  release_requested: ColumnType<boolean, boolean | undefined, boolean>;
};
