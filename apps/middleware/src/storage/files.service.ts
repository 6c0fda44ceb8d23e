import { AppError } from '@folio/core';

import type { FileKind } from '../db/schema';
import { deleteBlobsAfterCommit } from './blob-cleanup';
import {
  countFiles,
  deleteFileRows,
  findFileById,
  findFileInFolder,
  findFilesByNames,
  keyValues,
  searchFileRows,
  selectFilePage,
  selectFolderNames,
  selectRecentFiles,
  selectUsageByKind,
  updateFileMetadataRow,
  type FileFilter,
  type FileRow,
  type ListedFileRow,
} from './files.queries';
import type { FolderService } from './folders.service';
import type { Owner } from './owners';
import { isAllFilesView } from './rules/folder-name';
import { decodeCursor, encodeCursor, type FileSort, type SortOrder } from './rules/list-cursor';
import { fragmentToLike, patternToLike } from './rules/name-key';
import { normalizeTags } from './rules/tags';
import type { StorageDeps } from './storage-deps';
import { parseBlobName, toStoredFile, type StoredFile } from './stored-file';

/** A page of files: the contract's FileList data. */
export type FilePage = { items: StoredFile[]; total: number; next_cursor: string | null };

export type ListFilesQuery = {
  /** A folder name; absent or `all` for every file. */
  topico?: string | undefined;
  sort: FileSort;
  order: SortOrder;
  kind?: FileKind | undefined;
  category?: 'config' | 'chat' | undefined;
  q?: string | undefined;
  limit: number;
  cursor?: string | undefined;
};

/** A file count and the bytes of those files. */
export type Usage = { files: number; bytes: number };

/** The contract's StorageUsageResponse data: the total and every kind, zeros included. */
export type StorageUsage = { total: Usage; by_kind: Record<FileKind, Usage> };

/** searchFiles answers at most this many names (the contract). */
export const SEARCH_FILES_LIMIT = 200;

const fileNotFound = (name: string) =>
  new AppError('RESOURCE_NOT_FOUND', {
    message: `no file ${name} for this user`,
    detail: { blob_name: name },
  });

/**
 * Reading and changing stored files by name (SPEC §7): every query is scoped by the caller's user
 * id, so another user's names are RESOURCE_NOT_FOUND and never their data.
 */
export function createFileService(deps: StorageDeps, folders: FolderService) {
  const { db } = deps;

  /** Listed rows as StoredFiles, their folders named from one small query. */
  async function named(owner: Owner, rows: readonly ListedFileRow[], topico?: string) {
    const names =
      topico === undefined ? await selectFolderNames(db, owner.userId) : new Map<string, string>();
    return rows.map((row) =>
      toStoredFile({ ...row, topico: topico ?? names.get(row.folder_id) ?? '' }),
    );
  }

  /** The caller's file of a blob name (`<topico>/<filename>`). */
  async function findFile(owner: Owner, blobName: string): Promise<FileRow> {
    const parsed = parseBlobName(blobName);
    const [row] = parsed ? await findFilesByNames(db, owner.userId, [parsed]) : [];
    if (!row) {
      throw fileNotFound(blobName);
    }
    return row;
  }

  /**
   * The caller's files of several blob names, in the order given, each once: all or nothing, the
   * first unknown name is RESOURCE_NOT_FOUND with that name.
   */
  async function findFiles(owner: Owner, blobNames: readonly string[]): Promise<FileRow[]> {
    const unique = [...new Set(blobNames)];
    const parsed = unique.map((name) => ({ name, parts: parseBlobName(name) }));
    const rows = await findFilesByNames(
      db,
      owner.userId,
      parsed.flatMap(({ parts }) => (parts ? [parts] : [])),
    );
    const byName = new Map(
      rows.map((row) => [`${row.topico}/${row.filename}`.toLowerCase(), row] as const),
    );
    const found: FileRow[] = [];
    const seen = new Set<string>();
    for (const { name, parts } of parsed) {
      const row = parts && byName.get(`${parts.topico}/${parts.filename}`.toLowerCase());
      if (!row) {
        throw fileNotFound(name);
      }
      if (!seen.has(row.id)) {
        seen.add(row.id);
        found.push(row);
      }
    }
    return found;
  }

  /** The caller's file of a folder and a name (downloadFile, deleteFile). */
  async function findFileByName(owner: Owner, topico: string, filename: string) {
    const folder = await folders.findOwnFolder(owner, topico);
    const row = await findFileInFolder(db, owner.userId, folder.id, filename.normalize('NFC'));
    if (!row) {
      throw fileNotFound(`${topico}/${filename}`);
    }
    return row;
  }

  /** The caller's file of an id (downloadFileById); another user's id is not found. */
  async function findOwnFileById(owner: Owner, fileId: string): Promise<FileRow> {
    const row = await findFileById(db, owner.userId, fileId);
    if (!row) {
      throw new AppError('RESOURCE_NOT_FOUND', {
        message: `no file ${fileId} for this user`,
        detail: { file_id: fileId },
      });
    }
    return row;
  }

  return {
    findFile,
    findFiles,
    findFileByName,
    findFileById: findOwnFileById,

    /** Keyset pages of files (listFiles), with the total across every page. */
    async listFiles(owner: Owner, query: ListFilesQuery): Promise<FilePage> {
      deps.statistics.noteChanged(0);
      const folder =
        query.topico === undefined || query.topico === '' || isAllFilesView(query.topico)
          ? undefined
          : await folders.findOwnFolder(owner, query.topico);
      const q = query.q?.trim();
      const filter: FileFilter = {
        userId: owner.userId,
        folderId: folder?.id,
        kind: query.kind,
        category: query.category,
        nameLike: q ? fragmentToLike(q) : undefined,
      };
      const after = query.cursor
        ? decodeCursor(query.cursor, query.sort, query.order).values
        : undefined;
      const rows = await selectFilePage(db, filter, {
        sort: query.sort,
        order: query.order,
        after,
        limit: query.limit,
      });
      // A first page that holds every match is its own count.
      const total =
        after === undefined && rows.length <= query.limit
          ? rows.length
          : await countFiles(db, filter);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: await named(owner, page, folder?.name),
        total,
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({
                sort: query.sort,
                order: query.order,
                values: keyValues(last, query.sort),
              })
            : null,
      };
    },

    /** The caller's files stored and space used, in total and by kind (getStorageUsage). */
    async usage(owner: Owner): Promise<StorageUsage> {
      const rows = await selectUsageByKind(db, owner.userId);
      const none = (): Usage => ({ files: 0, bytes: 0 });
      const byKind: Record<FileKind, Usage> = {
        document: none(),
        image: none(),
        video: none(),
        audio: none(),
        archive: none(),
        other: none(),
      };
      const total: Usage = { files: 0, bytes: 0 };
      for (const row of rows) {
        const usage = { files: Number(row.files), bytes: Number(row.bytes) };
        byKind[row.kind] = usage;
        total.files += usage.files;
        total.bytes += usage.bytes;
      }
      return { total, by_kind: byKind };
    },

    /** The latest files, newest first (SPEC §7 files with a limit, default 10). */
    async recentFiles(owner: Owner, limit: number): Promise<FilePage> {
      const [rows, total] = await Promise.all([
        selectRecentFiles(db, owner.userId, limit),
        countFiles(db, { userId: owner.userId }),
      ]);
      return { items: await named(owner, rows), total, next_cursor: null };
    },

    /** Files whose names match a pattern (`*`, `?`), shortest names first, at most 200. */
    async searchFiles(owner: Owner, pattern: string): Promise<FilePage> {
      if (pattern.trim() === '') {
        throw new AppError('MISSING_PARAMETERS', {
          message: 'search needs a pattern',
          detail: { field: 'pattern' },
        });
      }
      const nameLike = patternToLike(pattern);
      const [rows, total] = await Promise.all([
        searchFileRows(db, owner.userId, nameLike, SEARCH_FILES_LIMIT),
        countFiles(db, { userId: owner.userId, nameLike }),
      ]);
      return { items: await named(owner, rows), total, next_cursor: null };
    },

    async fileInfo(owner: Owner, blobName: string): Promise<StoredFile> {
      return toStoredFile(await findFile(owner, blobName));
    },

    /** getFileById: the caller's file of an id. */
    async fileInfoById(owner: Owner, fileId: string): Promise<StoredFile> {
      return toStoredFile(await findOwnFileById(owner, fileId));
    },

    /** Whether the caller has a file of this blob name (false for another user's). */
    async fileExists(owner: Owner, blobName: string): Promise<boolean> {
      const parsed = parseBlobName(blobName);
      return parsed ? (await findFilesByNames(db, owner.userId, [parsed])).length > 0 : false;
    },

    /** Replaces the given fields: tags trimmed and deduplicated ignoring case, description. */
    async updateMetadata(
      owner: Owner,
      blobName: string,
      change: { tags?: string[] | undefined; description?: string | null | undefined },
    ): Promise<StoredFile> {
      const row = await findFile(owner, blobName);
      const description =
        change.description === undefined || change.description === null
          ? change.description
          : change.description.normalize('NFC').trim() || null;
      await updateFileMetadataRow(db, row.id, {
        ...(change.tags === undefined ? {} : { tags: normalizeTags(change.tags) }),
        ...(description === undefined ? {} : { description }),
      });
      return toStoredFile(await findFile(owner, blobName));
    },

    async deleteFile(owner: Owner, topico: string, filename: string): Promise<void> {
      const row = await findFileByName(owner, topico, filename);
      const keys = await deleteFileRows(db, [row.id]);
      deps.statistics.noteChanged(keys.length);
      await deleteBlobsAfterCommit(deps, keys);
    },

    /** Bulk delete, all or nothing: an unknown name deletes nothing. Answers how many. */
    async deleteFiles(owner: Owner, blobNames: readonly string[]): Promise<number> {
      const rows = await findFiles(owner, blobNames);
      const keys = await db.transaction().execute((trx) =>
        deleteFileRows(
          trx,
          rows.map((row) => row.id),
        ),
      );
      deps.statistics.noteChanged(keys.length);
      await deleteBlobsAfterCommit(deps, keys);
      return keys.length;
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
