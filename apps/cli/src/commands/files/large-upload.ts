import { createReadStream } from 'node:fs';

import type { SignedInContext } from '../../context';

import { fileInfo, type StoredFile } from './storage';
import type { UrlStorage } from './upload-urls';
import type { LocalFile } from './walk';

/** One large file to send through the resumable endpoint. */
export type ResumableRequest = {
  file: LocalFile;
  topico: string;
  replace: boolean;
  signal: AbortSignal;
  urlStorage: UrlStorage;
  onProgress: (sent: number, total: number) => void;
};

/** Sends one large file and resolves with its stored record. */
export type ResumableSender = (
  context: SignedInContext,
  request: ResumableRequest,
) => Promise<StoredFile>;

/**
 * Sends a large file with the SDK's `files.uploadLarge` (tus, issue 5) to the middleware the
 * session belongs to, and reads back the stored record. The file goes as a read stream of its
 * path, which tus reopens at any offset (never read whole) and fingerprints by path, size and
 * date, so with the CLI's `urlStorage` a rerun after Ctrl-C, a killed process or a lost
 * connection resumes it where the server stopped. The SDK asks the stored session for the token
 * before each request, and a 401 renews it through the same session (and its lock).
 */
export const sendResumable: ResumableSender = async (context, request) => {
  const source = createReadStream(request.file.path);
  try {
    const result = await context.folio.files.uploadLarge(
      { data: source, name: request.file.name },
      {
        folder: request.topico,
        replace: request.replace,
        onProgress: request.onProgress,
        signal: request.signal,
        urlStorage: request.urlStorage,
      },
    );
    return await fileInfo(context, result.blobName);
  } finally {
    source.destroy();
  }
};
