import {
  Upload,
  type DetailedError,
  type HttpRequest,
  type HttpResponse,
  type HttpStack,
  type UrlStorage,
} from 'tus-js-client';

import { codeForStatus, FolioError, isErrorBody } from './errors';

/**
 * What `uploadLarge` can send: a `Blob` or `File` in browsers; in Node a `Buffer`, or a file's
 * read stream (`fs.createReadStream(path)`), which is resumable after a restart because tus can
 * reopen it at any offset. Any other Node `Readable` works too, but only within one process.
 */
export type LargeUploadSource =
  | ConstructorParameters<typeof Upload>[0]
  | { readonly path?: unknown; pipe(...args: never[]): unknown };

export type UploadLargeOptions = {
  /** The tus endpoint: `<middleware base URL>/storage/tus`, e.g. `http://localhost:8080/api/storage/tus`. */
  endpoint: string;
  /** The access token to send; asked before every request, so a renewed one is used. */
  getAccessToken(): string | undefined | Promise<string | undefined>;
  /** Renews the session after a 401 and answers the new access token (the session's `refresh`). */
  refreshAccessToken?: () => Promise<string | undefined>;
  file: LargeUploadSource;
  /** The name to store the file under. */
  filename: string;
  /** The folder; `uploads` when absent. */
  topico?: string;
  /** Replace a file of the same name instead of keeping both (`name (1).ext`). */
  replace?: boolean;
  /** The file's MIME type, when the source cannot tell (a Blob's own type is used otherwise). */
  mimeType?: string;
  /** Bytes sent so far and the total, as the upload goes. */
  onProgress?: (sent: number, total: number) => void;
  /** Stops the upload (it can be resumed later); the call rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * Where resumable uploads are remembered (tus fingerprints). Browsers default to local
   * storage; in Node pass tus-js-client's `FileUrlStorage` to resume after a restart.
   */
  urlStorage?: UrlStorage;
  /** The size of one PATCH request; default 32 MiB (proxies often cap request bodies). */
  chunkSize?: number;
  /** Waits between retries of a failed request, in ms. */
  retryDelays?: number[];
  /** The HTTP layer (tests, custom transports); tus-js-client's own by default. */
  httpStack?: HttpStack;
};

/** The stored file: its id and `blob_name` (`<topico>/<filename>`). */
export type LargeUploadResult = { fileId: string; blobName: string; uploadUrl: string | null };

const DEFAULT_CHUNK_BYTES = 32 * 1024 * 1024;
const DEFAULT_RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000];
/** Refresh before sending a token this close to its expiry. */
const EXPIRY_MARGIN_SECONDS = 30;

/** The `exp` of a JWT, without checking it (the server does); undefined when unreadable. */
function expiryOf(token: string): number | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

/** A tus failure as the one SDK error: the server's error shape when it sent one. */
function toFolioError(error: Error | DetailedError): FolioError {
  const response = (error as Partial<DetailedError>).originalResponse ?? null;
  if (!response) {
    return new FolioError('NETWORK_ERROR', error.message, { cause: error });
  }
  const status = response.getStatus();
  let body: unknown;
  try {
    body = JSON.parse(response.getBody());
  } catch {
    body = undefined;
  }
  if (isErrorBody(body)) {
    return new FolioError(body.errorCode, body.errorMessage, {
      status,
      detail: body.detail,
      cause: error,
    });
  }
  return new FolioError(codeForStatus(status), error.message, { status, cause: error });
}

/** The signal's reason when it is an error (as `AbortController.abort()` gives), else an AbortError. */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The upload was aborted', 'AbortError');
}

/**
 * Uploads a large file to the middleware through the tus protocol (issue 5), resumably: a
 * previous upload of the same file (its tus fingerprint: name, size and date of a browser file,
 * path and date of a Node file) continues from the last byte the server kept, also after the
 * server or the client restarted. The bearer token is asked for on every request, renewed
 * shortly before it expires, and after a 401 through `refreshAccessToken`. Resolves with the
 * stored file; rejects with a FolioError (the server's code, e.g. UNSUPPORTED_MEDIA_TYPE) or,
 * when `signal` aborts, with the signal's reason. Runs in browsers and Node.
 */
export function uploadLarge(options: UploadLargeOptions): Promise<LargeUploadResult> {
  const { signal } = options;
  if (signal?.aborted) {
    return Promise.reject(abortReason(signal));
  }
  let mustRefresh = false;
  let refreshedAfter401 = false;

  const bearer = async (): Promise<string | undefined> => {
    let token = await options.getAccessToken();
    const exp = token ? expiryOf(token) : undefined;
    const isExpiring = exp !== undefined && exp - Date.now() / 1000 < EXPIRY_MARGIN_SECONDS;
    if ((mustRefresh || isExpiring) && options.refreshAccessToken) {
      mustRefresh = false;
      token = (await options.refreshAccessToken().catch(() => undefined)) ?? token;
    }
    return token;
  };

  const type =
    options.mimeType ??
    (typeof Blob !== 'undefined' && options.file instanceof Blob ? options.file.type : '');
  const metadata: Record<string, string> = {
    filename: options.filename,
    ...(type ? { filetype: type } : {}),
    ...(options.topico ? { topico: options.topico } : {}),
    ...(options.replace ? { replace: 'true' } : {}),
  };

  return new Promise<LargeUploadResult>((resolve, reject) => {
    const upload = new Upload(options.file as ConstructorParameters<typeof Upload>[0], {
      endpoint: options.endpoint,
      metadata,
      chunkSize: options.chunkSize ?? DEFAULT_CHUNK_BYTES,
      retryDelays: options.retryDelays ?? DEFAULT_RETRY_DELAYS,
      removeFingerprintOnSuccess: true,
      ...(options.urlStorage ? { urlStorage: options.urlStorage } : {}),
      ...(options.httpStack ? { httpStack: options.httpStack } : {}),
      onBeforeRequest: async (request: HttpRequest) => {
        const token = await bearer();
        if (token) {
          request.setHeader('Authorization', `Bearer ${token}`);
        }
      },
      onAfterResponse: (_request: HttpRequest, response: HttpResponse) => {
        if (response.getStatus() !== 401) {
          refreshedAfter401 = false;
        }
      },
      onShouldRetry: (error, attempt, tusOptions) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        if (status === 401) {
          // One renewal per run of refusals: a second 401 with a fresh token is final.
          if (!options.refreshAccessToken || refreshedAfter401) {
            return false;
          }
          refreshedAfter401 = true;
          mustRefresh = true;
          return true;
        }
        const delays = tusOptions.retryDelays ?? [];
        return (
          attempt < delays.length && (status === 0 || status >= 500 || [409, 423].includes(status))
        );
      },
      onProgress: (sent, total) => options.onProgress?.(sent, total),
      onSuccess: ({ lastResponse }) => {
        signal?.removeEventListener('abort', onAbort);
        const fileId = lastResponse.getHeader('Folio-File-Id');
        const blobName = lastResponse.getHeader('Folio-Blob-Name');
        if (!fileId || !blobName) {
          reject(new FolioError('EMPTY_RESPONSE', 'The server did not name the stored file'));
          return;
        }
        resolve({ fileId, blobName: decodeURIComponent(blobName), uploadUrl: upload.url });
      },
      onError: (error) => {
        signal?.removeEventListener('abort', onAbort);
        reject(toFolioError(error));
      },
    });

    function onAbort() {
      void upload.abort(false);
      reject(abortReason(signal as AbortSignal));
    }
    signal?.addEventListener('abort', onAbort, { once: true });

    upload
      .findPreviousUploads()
      .then((previous) => {
        const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
        if (latest) {
          upload.resumeFromPreviousUpload(latest);
        }
        upload.start();
      })
      .catch((error: unknown) => {
        reject(toFolioError(error instanceof Error ? error : new Error(String(error))));
      });
  });
}
