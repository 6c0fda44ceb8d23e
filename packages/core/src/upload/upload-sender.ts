import { FolioError, toFolioError } from '@folio/sdk';
import { fromCallback } from 'xstate';

import type { UploadSource } from './upload-limits';

/** What the sending actor is given: the file and the folder it goes to (`uploads` when absent). */
export type SendFileInput = {
  file: UploadSource;
  topico?: string;
};

/**
 * What the sending actor tells the file machine: how far it got (`progress` from 0 to 1), that
 * the server kept the file (under `storedName`, which may differ: `name (1).pdf`), or why it failed.
 */
export type SendFileEvent =
  | { type: 'upload.progress'; progress: number }
  | { type: 'upload.sent'; storedName: string | null }
  | { type: 'upload.failed'; error: FolioError };

/**
 * Sends one file. Faces implement it over the SDK (the web: `uploadFiles` for small files, the
 * resumable tus upload for large ones). It reports progress through `onProgress` (0 to 1) when it
 * can, stops when `signal` aborts, and resolves with the stored name or rejects with the error.
 */
export type UploadSender = (request: {
  file: UploadSource;
  topico?: string;
  signal: AbortSignal;
  onProgress: (fraction: number) => void;
}) => Promise<{ storedName?: string | null } | void>;

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * Turns a promise-based `UploadSender` into the file machine's `sendFile` actor: progress and the
 * outcome become events, and stopping the actor (a cancel) aborts the send; nothing is reported
 * after that. A rejection that is not a `FolioError` becomes one (a failed fetch is NETWORK_ERROR).
 */
export function fromUploadSender(send: UploadSender) {
  return fromCallback<{ type: 'upload.noop' }, SendFileInput>(({ input, sendBack }) => {
    const controller = new AbortController();
    const report = (event: SendFileEvent) => {
      if (!controller.signal.aborted) {
        sendBack(event);
      }
    };
    send({
      file: input.file,
      ...(input.topico === undefined ? {} : { topico: input.topico }),
      signal: controller.signal,
      onProgress: (fraction) => report({ type: 'upload.progress', progress: clamp(fraction) }),
    }).then(
      (result) => report({ type: 'upload.sent', storedName: result?.storedName ?? null }),
      (error: unknown) => {
        if (!controller.signal.aborted) {
          report({ type: 'upload.failed', error: asFolioError(error) });
        }
      },
    );
    return () => controller.abort();
  });
}

/** Any failure as a FolioError; an abort nobody asked for counts as a network failure. */
function asFolioError(error: unknown): FolioError {
  try {
    return toFolioError(error);
  } catch {
    return new FolioError('NETWORK_ERROR', error instanceof Error ? error.message : String(error));
  }
}
