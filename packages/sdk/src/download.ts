import { FolioError } from './errors';

/** A file received from a host: its bytes and the name to save it under. */
export type Download = { blob: Blob; fileName: string };

/**
 * Reads the file name a server gave in `Content-Disposition` (RFC 6266): the UTF-8 `filename*`
 * form wins over the plain one. Path parts are dropped so a hostile header cannot pick a folder.
 */
export function fileNameFromContentDisposition(header: string | null): string | undefined {
  if (!header) {
    return undefined;
  }
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  let name: string | undefined;
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : undefined;
}

/**
 * Pairs a blob answer with its file name: the server's, else the call's default
 * (SPEC §7: `archivos.zip`, `documento.pdf`, `imagen.pdf`, `archivo`).
 */
export function toDownload(
  result: { data?: Blob; response: Response },
  defaultFileName: string,
): Download {
  return {
    blob: result.data ?? new Blob([]),
    fileName:
      fileNameFromContentDisposition(result.response.headers.get('content-disposition')) ??
      defaultFileName,
  };
}

/**
 * A file received as a stream, with what the answer said of it: write it to disk as it comes and
 * show progress against `size`.
 */
export type StreamedDownload = {
  stream: ReadableStream<Uint8Array>;
  /** The name to save it under: the server's, else the call's default. */
  fileName: string;
  /** Its length in bytes (`Content-Length`); undefined when the server streams without one. */
  size: number | undefined;
  /** Its media type (`Content-Type`); empty when the server named none. */
  type: string;
};

/** Pairs a stream answer with its name, size and type; an answer without a body is EMPTY_RESPONSE. */
export function toStreamedDownload(response: Response, defaultFileName: string): StreamedDownload {
  if (!response.body) {
    throw new FolioError('EMPTY_RESPONSE', 'The server answered without a body', {
      status: response.status,
    });
  }
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  return {
    stream: response.body,
    fileName:
      fileNameFromContentDisposition(response.headers.get('content-disposition')) ??
      defaultFileName,
    size: Number.isFinite(length) && length >= 0 ? length : undefined,
    type: response.headers.get('content-type') ?? '',
  };
}
