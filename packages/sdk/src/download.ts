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
