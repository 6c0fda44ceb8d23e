import type { DocumentPage } from '../evidence';

/** One page of a one-page document, for the readers' tests. */
export function pageOf(text: string, fileId = 'file', page = 1): DocumentPage {
  return { document: { fileId, fileName: `${fileId}.pdf`, pages: [{ page, text }] }, page, text };
}
