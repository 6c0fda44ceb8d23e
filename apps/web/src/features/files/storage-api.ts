import { GLOBAL_SEARCH_TOPIC } from '@folio/core';
import type { Download } from '@folio/sdk';

import type { AppSdk } from '../../lib/sdk';

import type {
  FileCategory,
  FileKind,
  FileSort,
  Folder,
  Preview,
  SearchHit,
  SortOrder,
  StorageUsage,
  StoredFile,
} from './storage-types';

/** What the file list asks the server for (SPEC §2: folder, category, type, sort, name search). */
export type FileQuery = {
  topico: string;
  category?: FileCategory;
  kind?: FileKind;
  sort: FileSort;
  order: SortOrder;
  q?: string;
};

/** One page of the file list. */
export type FilePage = { items: StoredFile[]; total: number; nextCursor: string | null };

/** A page of 50 files, the contract's default (listFiles `limit`). */
const PAGE_SIZE = 50;

/**
 * The files feature's calls (SPEC §7 "File storage and folders"), as the signed-in user of the
 * fixed company, all through the SDK's high-level resources (`sdk.folio`, issue 21), the same
 * client integrators use, read at call time (its clients change once the config is known).
 */
export function createStorageApi(sdk: AppSdk) {
  const folio = () => sdk.folio;
  return {
    listFolders: (): Promise<Folder[]> => folio().folders.list(),
    async createFolder(folder: { name: string; description: string; color: Folder['color'] }) {
      await folio().folders.create(folder.name, {
        color: folder.color,
        ...(folder.description === '' ? {} : { description: folder.description }),
      });
    },
    async updateFolder(folder: { topico: string; description: string; color: Folder['color'] }) {
      await folio().folders.update(folder.topico, {
        color: folder.color,
        description: folder.description === '' ? null : folder.description,
      });
    },
    async renameFolder(from: string, to: string) {
      await folio().folders.rename(from, to);
    },
    async deleteFolder(topico: string) {
      await folio().folders.delete(topico);
    },
    listFiles: (query: FileQuery, cursor?: string): Promise<FilePage> =>
      folio().files.page({
        topico: query.topico,
        sort: query.sort,
        order: query.order,
        limit: PAGE_SIZE,
        ...(query.category ? { category: query.category } : {}),
        ...(query.kind ? { kind: query.kind } : {}),
        ...(query.q ? { q: query.q } : {}),
        ...(cursor ? { cursor } : {}),
      }),
    getUsage: (): Promise<StorageUsage> => folio().account.usage(),
    downloadFile: (file: StoredFile, inline = false): Promise<Download> =>
      folio().files.downloadByName(file, { inline }),
    downloadZip: (files: readonly StoredFile[]): Promise<Download> =>
      folio().files.downloadZip(files),
    async deleteFiles(files: readonly StoredFile[]) {
      await folio().files.delete(files);
    },
    async moveFiles(files: readonly StoredFile[], topico: string) {
      await folio().files.move(files, topico, { replace: false });
    },
    async copyFile(file: StoredFile, topico: string, filename: string) {
      await folio().files.copy(file, topico, { name: filename, replace: false });
    },
    async updateDetails(file: StoredFile, details: { tags: string[]; description: string }) {
      await folio().files.updateDetails(file, details);
    },
    /** The caller's file of this id, for views that know a file by id (a chatbot citation). */
    findFile: (id: string): Promise<StoredFile> => folio().files.get(id),
    previewFile: (file: StoredFile): Promise<Preview> => folio().files.preview(file),
    /** Content search (SPEC §7): every folder with `BUSQUEDA_GLOBAL`, else one folder. */
    searchContents: (prompt: string, topico: string = GLOBAL_SEARCH_TOPIC): Promise<SearchHit[]> =>
      folio().files.searchContent(prompt, { folder: topico }),
    /** Sends one file in one form call (SPEC §7 upload); resolves with the name it was stored under. */
    async uploadFile(file: File, topico: string | undefined, signal: AbortSignal) {
      const [stored] = await folio().files.uploadMany([file], {
        signal,
        ...(topico === undefined ? {} : { folder: topico }),
      });
      return stored?.filename ?? null;
    },
    /**
     * Sends a large file through the resumable tus endpoint (issue 5), reporting progress; an
     * interrupted upload of the same file continues where it stopped. The SDK asks the app's
     * session for the token before every request and renews it through the session's shared
     * refresh when it is about to expire or refused, so a long upload outlives its token.
     */
    async uploadLargeFile(
      file: File,
      topico: string | undefined,
      signal: AbortSignal,
      onProgress: (fraction: number) => void,
    ) {
      const stored = await folio().files.uploadLarge(file, {
        signal,
        onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
        ...(topico === undefined ? {} : { folder: topico }),
      });
      return stored.blobName.slice(stored.blobName.indexOf('/') + 1);
    },
  };
}

/** The files feature's calls, bound to an SDK. */
export type StorageApi = ReturnType<typeof createStorageApi>;
