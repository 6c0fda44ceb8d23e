/**
 * A `Content-Disposition: attachment` value (RFC 6266): a plain ASCII `filename` for old clients
 * and the exact name as UTF-8 in `filename*` (RFC 8187), which every current client prefers.
 */
export function attachment(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
