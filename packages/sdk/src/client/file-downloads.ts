import { toDownload, toStreamedDownload, type Download, type StreamedDownload } from '../download';
import type { components } from '../generated/middleware';

import { runCall, type CallOptions, type ClientContext } from './call';

// The contract's schema rather than files.ts's alias of it: files.ts builds on this module.
type StoredFile = components['schemas']['StoredFile'];

/** A file named by its folder and name, as a listing or a `<folder>/<name>` path gives it. */
export type FileByName = Pick<StoredFile, 'topico' | 'filename'>;

/** How a file is asked for by name: `inline` for a preview the browser shows itself. */
export type ByNameOptions = CallOptions & { inline?: boolean };

/** SPEC §7: the name of several files downloaded as one. */
const ZIP_NAME = 'archivos.zip';

/**
 * The files' bytes, whole in memory (`download...`) or as a stream with its size, name and type
 * (`open...`), by id, by folder and name, or several as one ZIP. Transfers have no default
 * time limit (a call's `timeoutMs` still applies).
 */
export function createFileDownloads(context: ClientContext) {
  // Read at each call: an app may replace its clients (the web, once it knows the service).
  const api = () => context.clients.middleware;
  const owner = () => ({ empresa: context.user().empresa, user: context.user().user });

  const byId = (file: Pick<StoredFile, 'id'>, options: CallOptions | undefined) =>
    runCall(
      context,
      options,
      (signal) =>
        api().GET('/storage/files/{file_id}/content', {
          params: { path: { file_id: file.id } },
          parseAs: 'stream',
          signal,
        }),
      null,
    );

  const byName = (file: FileByName, options: ByNameOptions) =>
    runCall(
      context,
      options,
      (signal) =>
        api().GET('/storage/files/download', {
          params: {
            query: {
              ...owner(),
              topico: file.topico,
              filename: file.filename,
              ...(options.inline === undefined ? {} : { inline: options.inline }),
            },
          },
          parseAs: 'stream',
          signal,
        }),
      null,
    );

  const zip = (files: readonly Pick<StoredFile, 'blob_name'>[], options: CallOptions | undefined) =>
    runCall(
      context,
      options,
      (signal) =>
        api().POST('/storage/files/download-zip', {
          body: { ...owner(), blob_names: files.map((file) => file.blob_name) },
          parseAs: 'stream',
          signal,
        }),
      null,
    );

  /** A whole answer in memory, named by the server or by `defaultName`. */
  const whole = async (answer: Promise<{ response: Response }>, defaultName: string) => {
    const { response } = await answer;
    return toDownload({ data: await response.blob(), response }, defaultName);
  };
  /** A streamed answer with what its headers say of it. */
  const streamed = async (answer: Promise<{ response: Response }>, defaultName: string) =>
    toStreamedDownload((await answer).response, defaultName);

  const open = (file: Pick<StoredFile, 'id'>, options?: CallOptions): Promise<StreamedDownload> =>
    streamed(byId(file, options), 'archivo');

  return {
    /** A file's bytes and name, whole in memory. */
    download: (file: Pick<StoredFile, 'id'>, options?: CallOptions): Promise<Download> =>
      whole(byId(file, options), 'archivo'),
    /** A file's bytes as a stream, for files too large to hold (write it to disk as it comes). */
    async downloadStream(
      file: Pick<StoredFile, 'id'>,
      options?: CallOptions,
    ): Promise<ReadableStream<Uint8Array>> {
      return (await open(file, options)).stream;
    },
    /** A file's bytes as a stream, with its size, name and type (to show progress as it comes). */
    open,
    /** A file by folder and name, whole in memory; `inline` for a preview (SPEC §7). */
    downloadByName: (file: FileByName, options: ByNameOptions = {}): Promise<Download> =>
      whole(byName(file, options), file.filename),
    /** A file by folder and name as a stream, with its size, name and type. */
    openByName: (file: FileByName, options: ByNameOptions = {}): Promise<StreamedDownload> =>
      streamed(byName(file, options), file.filename),
    /** Several files as one ZIP, whole in memory (`archivos.zip` unless the server names it). */
    downloadZip: (
      files: readonly Pick<StoredFile, 'blob_name'>[],
      options?: CallOptions,
    ): Promise<Download> => whole(zip(files, options), ZIP_NAME),
    /** Several files as one ZIP stream, with its size (when known), name and type. */
    openZip: (
      files: readonly Pick<StoredFile, 'blob_name'>[],
      options?: CallOptions,
    ): Promise<StreamedDownload> => streamed(zip(files, options), ZIP_NAME),
  };
}

/** The download methods of the files resource. */
export type FileDownloads = ReturnType<typeof createFileDownloads>;
