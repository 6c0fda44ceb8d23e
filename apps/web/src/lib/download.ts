import type { Download } from '@folio/sdk';

/** How long the object URL of a saved file lives: long enough for the browser to start saving. */
const REVOKE_AFTER_MS = 30_000;

/**
 * Saves a file received from a host the way a link would: an object URL behind an
 * `<a download>` with the server's file name, clicked once, then released.
 */
export function saveDownload({ blob, fileName }: Download, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
