import { COMPANY, GLOBAL_SEARCH_TOPIC } from '@folio/core';
import {
  expectData,
  jsonDataForm,
  toDownload,
  uploadLarge,
  userContext,
  type Download,
} from '@folio/sdk';

import type { AppSdk } from '../../lib/sdk';
import { readStoredSession } from '../../lib/storage';

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
 * The files feature's calls (SPEC §7 "File storage and folders"), as the signed-in `user` of the
 * fixed company. Reads the SDK's clients at call time (they change once the config is known).
 */
export function createStorageApi(sdk: AppSdk, user: string) {
  const owner = { empresa: COMPANY, user };
  const api = () => sdk.clients.middleware;
  return {
    async listFolders(): Promise<Folder[]> {
      const answer = await expectData(
        api().GET('/storage/folders/by-user', { params: { query: owner } }),
      );
      return answer.data;
    },
    async createFolder(folder: { name: string; description: string; color: Folder['color'] }) {
      await expectData(
        api().POST('/storage/folders', {
          body: {
            ...owner,
            topico: folder.name,
            color: folder.color,
            ...(folder.description === '' ? {} : { descripcion: folder.description }),
          },
        }),
      );
    },
    async updateFolder(folder: { topico: string; description: string; color: Folder['color'] }) {
      await expectData(
        api().PUT('/storage/folders', {
          body: {
            ...owner,
            topico: folder.topico,
            color: folder.color,
            descripcion: folder.description === '' ? null : folder.description,
          },
        }),
      );
    },
    async renameFolder(from: string, to: string) {
      await expectData(
        api().PUT('/storage/folders/rename', {
          params: { query: { ...owner, topico_antiguo: from, topico_nuevo: to } },
        }),
      );
    },
    async deleteFolder(topico: string) {
      await expectData(
        api().DELETE('/storage/folders', { params: { query: { ...owner, topico } } }),
      );
    },
    async listFiles(query: FileQuery, cursor?: string): Promise<FilePage> {
      const answer = await expectData(
        api().GET('/storage/files', {
          params: {
            query: {
              ...owner,
              topico: query.topico,
              sort: query.sort,
              order: query.order,
              limit: PAGE_SIZE,
              ...(query.category ? { category: query.category } : {}),
              ...(query.kind ? { kind: query.kind } : {}),
              ...(query.q ? { q: query.q } : {}),
              ...(cursor ? { cursor } : {}),
            },
          },
        }),
      );
      return {
        items: answer.data.items,
        total: answer.data.total,
        nextCursor: answer.data.next_cursor ?? null,
      };
    },
    async getUsage(): Promise<StorageUsage> {
      const answer = await expectData(api().GET('/storage/usage', { params: { query: owner } }));
      return answer.data;
    },
    async downloadFile(file: StoredFile, inline = false): Promise<Download> {
      const result = await api().GET('/storage/files/download', {
        params: {
          query: { ...owner, topico: file.topico, filename: file.filename, inline },
        },
        parseAs: 'blob',
      });
      return toDownload(result, file.filename);
    },
    async downloadZip(files: readonly StoredFile[]): Promise<Download> {
      const result = await api().POST('/storage/files/download-zip', {
        body: { ...owner, blob_names: files.map((file) => file.blob_name) },
        parseAs: 'blob',
      });
      return toDownload(result, 'archivos.zip');
    },
    async deleteFiles(files: readonly StoredFile[]) {
      await expectData(
        api().POST('/storage/files/delete', {
          body: { ...owner, blob_names: files.map((file) => file.blob_name) },
        }),
      );
    },
    async moveFiles(files: readonly StoredFile[], topico: string) {
      await expectData(
        api().PUT('/storage/files/move', {
          body: {
            ...owner,
            topico,
            replace: false,
            blob_names: files.map((file) => file.blob_name),
          },
        }),
      );
    },
    async copyFile(file: StoredFile, topico: string, filename: string) {
      await expectData(
        api().POST('/storage/files/copy', {
          body: {
            empresa: COMPANY,
            source_blob: file.blob_name,
            destination_blob: `${topico}/${filename}`,
            replace: false,
          },
        }),
      );
    },
    async updateDetails(file: StoredFile, details: { tags: string[]; description: string }) {
      await expectData(
        api().PUT('/storage/files/metadata', {
          body: {
            empresa: COMPANY,
            blob_name: file.blob_name,
            tags: details.tags,
            description: details.description === '' ? null : details.description,
          },
        }),
      );
    },
    /** The caller's file of this id, for views that know a file by id (a chatbot citation). */
    async findFile(id: string): Promise<StoredFile> {
      const answer = await expectData(
        api().GET('/storage/files/{file_id}', { params: { path: { file_id: id } } }),
      );
      return answer.data;
    },
    async previewFile(file: StoredFile): Promise<Preview> {
      const answer = await expectData(
        api().POST('/storage/files/preview', {
          body: { ...owner, nombre_archivo: file.blob_name },
        }),
      );
      return answer.data;
    },
    /** Content search (SPEC §7): every folder with `BUSQUEDA_GLOBAL`, else one folder. */
    async searchContents(
      prompt: string,
      topico: string = GLOBAL_SEARCH_TOPIC,
    ): Promise<SearchHit[]> {
      const answer = await expectData(
        api().POST('/storage/search', {
          ...jsonDataForm('searchFileContents', {
            ...userContext(user),
            prompt,
            topico,
            timestamp: new Date().toISOString(),
          }),
        }),
      );
      return answer.data.results;
    },
    /** Sends one file in one form call (SPEC §7 upload); resolves with the name it was stored under. */
    async uploadFile(file: File, topico: string | undefined, signal: AbortSignal) {
      const form = jsonDataForm('uploadFiles', { ...userContext(user), topico }, { file: [file] });
      const answer = await expectData(api().POST('/storage/upload', { ...form, signal }));
      return answer.data.archivos[0]?.filename ?? null;
    },
    /**
     * Sends a large file through the resumable tus endpoint (issue 5), reporting progress; an
     * interrupted upload of the same file continues where it stopped. The token is read from the
     * session before every request and renewed by the session's shared refresh when it is about
     * to expire or refused, so a long upload outlives its token.
     */
    async uploadLargeFile(
      file: File,
      topico: string | undefined,
      signal: AbortSignal,
      onProgress: (fraction: number) => void,
    ) {
      const { session } = sdk;
      const stored = await uploadLarge({
        endpoint: `${sdk.middlewareUrl}/storage/tus`,
        // The app's session: its token, and its shared refresh when the token expires mid-upload.
        getAccessToken: () => session?.getAccessToken() ?? readStoredSession()?.access_token,
        ...(session ? { refreshAccessToken: () => session.refresh() } : {}),
        file,
        filename: file.name,
        signal,
        onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
        ...(topico === undefined ? {} : { topico }),
      });
      return stored.blobName.slice(stored.blobName.indexOf('/') + 1);
    },
  };
}

/** The files feature's calls, bound to an SDK and a user. */
export type StorageApi = ReturnType<typeof createStorageApi>;
