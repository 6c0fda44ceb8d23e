/**
 * A `Content-Disposition` value (RFC 6266) naming a file: a plain ASCII `filename` for old
 * clients and the exact name as UTF-8 in `filename*` (RFC 8187), which every current client
 * prefers. `inline` asks the browser to show the file (a preview) rather than save it.
 */
export function contentDisposition(
  fileName: string,
  type: 'attachment' | 'inline' = 'attachment',
): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** `Content-Disposition: attachment` naming `fileName` (RFC 6266): the browser saves the file. */
export function attachment(fileName: string): string {
  return contentDisposition(fileName, 'attachment');
}
