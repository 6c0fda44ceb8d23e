import { FolioError } from '../errors';
import {
  uploadLarge,
  type LargeUploadResult,
  type LargeUploadSource,
  type UploadLargeOptions,
} from '../upload-large';

import type { ClientContext } from './call';

/** What `files.uploadLarge` sends: a `File` carries its name; other sources need one. */
export type LargeFileSource = File | { data: LargeUploadSource; name: string };

/** Where a resumable upload goes, how it is reported, and where it is remembered. */
export type LargeUploadOptions = Pick<
  UploadLargeOptions,
  'replace' | 'mimeType' | 'onProgress' | 'signal' | 'urlStorage' | 'chunkSize' | 'retryDelays'
> & {
  /** The folder (`topico`); `uploads` when absent. */
  folder?: string;
};

/**
 * The resumable upload of the files resource: the SDK's tus helper (`uploadLarge`) with the
 * client's endpoint and session, so a script only names the file. An interrupted upload of the
 * same file continues from the last byte the server kept (in Node across restarts, with a
 * `FileUrlStorage` from `tus-js-client` as `urlStorage` and a read stream of the path).
 */
export function createLargeUpload(context: ClientContext) {
  return (
    source: LargeFileSource,
    options: LargeUploadOptions = {},
  ): Promise<LargeUploadResult> => {
    const session = context.session;
    if (!session) {
      return Promise.reject(
        new FolioError('UNAUTHORIZED', 'A resumable upload needs the session of the client'),
      );
    }
    const { folder, ...rest } = options;
    return uploadLarge({
      ...rest,
      endpoint: `${context.url}/storage/tus`,
      // Tus requests do not pass through the clients' session middleware: the token is asked
      // for before each request, and a refusal renews it through the same session.
      getAccessToken: () => session.getAccessToken(),
      refreshAccessToken: () => session.refresh(),
      file: 'data' in source ? source.data : source,
      filename: source.name,
      ...(folder === undefined ? {} : { topico: folder }),
    });
  };
}
