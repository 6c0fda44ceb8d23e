import { expectData } from '../clients';
import { FolioError } from '../errors';
import type { components, paths } from '../generated/middleware';
import { jsonDataForm } from '../json-data-form';

import { runCall, type CallOptions, type ClientContext } from './call';
import { createFileDownloads } from './file-downloads';
import { createLargeUpload } from './large-upload';
import { multipartBody } from './multipart-body';

type Schemas = components['schemas'];

/** A stored file (storage.yaml `StoredFile`). */
export type StoredFile = Schemas['StoredFile'];
/** A hit of the full-text search over the files' content. */
export type ContentSearchHit = Schemas['SearchHit'];

/** What a listing can be narrowed and ordered by (listFiles), without the user context. */
export type FileListQuery = Omit<
  NonNullable<paths['/storage/files']['get']['parameters']['query']>,
  'empresa' | 'user' | 'cursor'
>;

/** One page of a listing, and the cursor of the next (null on the last). */
export type FilePage = { items: StoredFile[]; total: number; nextCursor: string | null };

/** Where an upload goes and how it is reported. */
export type UploadOptions = CallOptions & {
  /** The folder (`topico`); `uploads` when absent (storage.yaml). */
  folder?: string;
  /** Replace a file of the same name instead of keeping both (`name (1).ext`). */
  replace?: boolean;
  /** Bytes of the request sent so far, and its size. */
  onProgress?: (sent: number, total: number) => void;
};

/** What `upload` sends: a `File` carries its name; a `Blob` or a stream needs one. */
export type UploadSource = File | { data: Blob | ReadableStream<Uint8Array>; name: string };

const DEFAULT_FOLDER = 'uploads';
/** The largest page the server gives (storage.yaml `limit` maximum). */
const PAGE_SIZE = 200;

/** True where fetch can stream a request body over HTTP/1.1 (Node; browsers need HTTP/2). */
const canStreamRequests = () =>
  typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node ===
  'string';

async function toFile(source: UploadSource): Promise<File> {
  if (source instanceof File) {
    return source;
  }
  const blob = source.data instanceof Blob ? source.data : await new Response(source.data).blob();
  return new File([blob], source.name, { type: blob.type });
}

/** The user's files (SPEC §7 file storage): upload, list, search, download, move, copy, delete. */
export function createFilesResource(context: ClientContext) {
  // Read at each call: an app may replace its clients (the web, once it knows the service).
  const api = () => context.clients.middleware;
  const owner = () => ({ empresa: context.user().empresa, user: context.user().user });

  /** Sends files in one form call; with `onProgress` in Node the body is streamed and counted. */
  async function uploadMany(
    sources: readonly UploadSource[],
    options: UploadOptions = {},
  ): Promise<StoredFile[]> {
    const files = await Promise.all(sources.map(toFile));
    const form = jsonDataForm(
      'uploadFiles',
      {
        ...context.user(),
        topico: options.folder ?? DEFAULT_FOLDER,
        ...(options.replace === undefined ? {} : { replace: options.replace }),
      },
      { file: files },
    );
    const answer = await runCall(
      context,
      options,
      async (signal) => {
        if (!options.onProgress || !canStreamRequests()) {
          const stored = await expectData(api().POST('/storage/upload', { ...form, signal }));
          const size = files.reduce((sum, file) => sum + file.size, 0);
          options.onProgress?.(size, size);
          return stored;
        }
        const streamed = multipartBody(form.bodySerializer(form.body), options.onProgress);
        return expectData(
          api().POST('/storage/upload', {
            body: form.body,
            bodySerializer: () => streamed.body,
            headers: { 'content-type': streamed.contentType },
            duplex: 'half',
            signal,
          }),
        );
      },
      null,
    );
    return answer.data.archivos;
  }

  async function page(
    query: FileListQuery & { cursor?: string },
    options?: CallOptions,
  ): Promise<FilePage> {
    const answer = await runCall(context, options, (signal) =>
      expectData(
        api().GET('/storage/files', { params: { query: { ...owner(), ...query } }, signal }),
      ),
    );
    return {
      items: answer.data.items,
      total: answer.data.total,
      nextCursor: answer.data.next_cursor ?? null,
    };
  }

  /** Every page of a listing, fetched as the loop asks for it (keyset cursor). */
  async function* pages(query: FileListQuery = {}, options?: CallOptions) {
    let cursor: string | undefined;
    do {
      const next: FilePage = await page(
        { limit: PAGE_SIZE, ...query, ...(cursor === undefined ? {} : { cursor }) },
        options,
      );
      yield next;
      cursor = next.items.length === 0 ? undefined : (next.nextCursor ?? undefined);
    } while (cursor !== undefined);
  }

  return {
    ...createFileDownloads(context),
    /** Uploads one file; resolves with the stored record (its `blob_name` is `<folder>/<name>`). */
    async upload(source: UploadSource, options?: UploadOptions): Promise<StoredFile> {
      const [stored] = await uploadMany([source], options);
      if (!stored) {
        throw new FolioError('EMPTY_RESPONSE', 'The server stored no file');
      }
      return stored;
    },
    uploadMany,
    /**
     * Uploads a large file resumably (tus, issue 5) with progress: an interrupted upload of the
     * same file continues where the server stopped. Resolves with the stored file's id and
     * `blobName`.
     */
    uploadLarge: createLargeUpload(context),
    /** One page of a listing from `cursor` (a screen that loads more as the user asks). */
    page,
    pages,
    /** Every file of a listing, one at a time, across pages: `for await (const file of ...)`. */
    async *list(query: FileListQuery = {}, options?: CallOptions): AsyncGenerator<StoredFile> {
      for await (const next of pages(query, options)) {
        yield* next.items;
      }
    },
    /** Files whose name matches `pattern` (searchFiles). */
    async search(pattern: string, options?: CallOptions): Promise<StoredFile[]> {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().GET('/storage/files/search', {
            params: { query: { empresa: owner().empresa, pattern } },
            signal,
          }),
        ),
      );
      return answer.data.items;
    },
    /** Full-text search over the indexed content of the files, in one folder or all. */
    async searchContent(
      prompt: string,
      options: CallOptions & { folder?: string; limit?: number } = {},
    ): Promise<ContentSearchHit[]> {
      const form = jsonDataForm('searchFileContents', {
        ...context.user(),
        prompt,
        topico: options.folder ?? 'BUSQUEDA_GLOBAL',
        timestamp: new Date(context.clock.now()).toISOString(),
        ...(options.limit === undefined ? {} : { limit: options.limit }),
      });
      const answer = await runCall(context, options, (signal) =>
        expectData(api().POST('/storage/search', { ...form, signal })),
      );
      return answer.data.results;
    },
    /** A file's record by its `blob_name` (`<folder>/<name>`, getFileInfo). */
    async getByName(blobName: string, options?: CallOptions): Promise<StoredFile> {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().GET('/storage/files/info', {
            params: { query: { empresa: owner().empresa, blob_name: blobName } },
            signal,
          }),
        ),
      );
      return answer.data;
    },
    /** A file's record by its id. */
    async get(fileId: string, options?: CallOptions): Promise<StoredFile> {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().GET('/storage/files/{file_id}', { params: { path: { file_id: fileId } }, signal }),
        ),
      );
      return answer.data;
    },
    /** A file's preview: its text, or what the server can show of it (previewFile). */
    async preview(file: Pick<StoredFile, 'blob_name'>, options?: CallOptions) {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().POST('/storage/files/preview', {
            body: { ...owner(), nombre_archivo: file.blob_name },
            signal,
          }),
        ),
      );
      return answer.data;
    },
    /** Moves files to another folder; answers the moved records. */
    async move(
      files: readonly Pick<StoredFile, 'blob_name'>[],
      folder: string,
      options: CallOptions & { replace?: boolean } = {},
    ) {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().PUT('/storage/files/move', {
            body: {
              ...owner(),
              blob_names: files.map((file) => file.blob_name),
              topico: folder,
              ...(options.replace === undefined ? {} : { replace: options.replace }),
            },
            signal,
          }),
        ),
      );
      return answer.data;
    },
    /** Copies a file to `<folder>/<name>` (the same name when none is given). */
    async copy(
      file: Pick<StoredFile, 'blob_name' | 'filename'>,
      folder: string,
      options: CallOptions & { name?: string; replace?: boolean } = {},
    ) {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().POST('/storage/files/copy', {
            body: {
              empresa: owner().empresa,
              source_blob: file.blob_name,
              destination_blob: `${folder}/${options.name ?? file.filename}`,
              ...(options.replace === undefined ? {} : { replace: options.replace }),
            },
            signal,
          }),
        ),
      );
      return answer.data;
    },
    /**
     * Replaces a file's tags, and its description when given (an empty one clears it; absent,
     * it stays).
     */
    async updateDetails(
      file: Pick<StoredFile, 'blob_name'>,
      details: { tags: string[]; description?: string },
      options?: CallOptions,
    ) {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().PUT('/storage/files/metadata', {
            body: {
              empresa: owner().empresa,
              blob_name: file.blob_name,
              tags: details.tags,
              ...(details.description === undefined
                ? {}
                : { description: details.description === '' ? null : details.description }),
            },
            signal,
          }),
        ),
      );
      return answer.data;
    },
    /** Deletes files (at most 500 a call, storage.yaml). */
    async delete(files: readonly Pick<StoredFile, 'blob_name'>[], options?: CallOptions) {
      const answer = await runCall(context, options, (signal) =>
        expectData(
          api().POST('/storage/files/delete', {
            body: { ...owner(), blob_names: files.map((file) => file.blob_name) },
            signal,
          }),
        ),
      );
      return answer;
    },
  };
}

/** The files resource of a client. */
export type FilesResource = ReturnType<typeof createFilesResource>;
