import { isDocumentError, type DocumentError } from '@folio/documents';

import type { IndexError } from '../../db/schema';

/**
 * `DOCUMENT_TOO_LARGE` reasons that speak of the file's structure or of the memory a parse needs
 * rather than of its bytes (the office container check, a reader worker past its heap): a few
 * hundred KB can be too much to read, so the user hears "too complex", not "too large".
 */
const COMPLEXITY_REASONS = new Set(['depth', 'rows', 'cells', 'sheets', 'memory']);

/**
 * The stable reason code kept on a file the index gave up on (`files.index_error`, the contract's
 * StoredFile.index_error), from what the last run threw. A few codes users can act on, never the
 * toolkit's own: issue 17 "the file shows 'could not be indexed' with the reason". Anything that
 * is not a DocumentError (a lost blob, a bug) is `error`.
 */
export function indexErrorOf(error: unknown): IndexError {
  if (!isDocumentError(error)) {
    return 'error';
  }
  switch (error.code) {
    case 'DOCUMENT_TOO_LARGE':
      return isComplexityRefusal(error) ? 'too-complex' : 'too-large';
    // A bomb: a small archive that unpacks to more than a reader may hold.
    case 'ZIP_TOO_LARGE':
    case 'ZIP_RATIO_EXCEEDED':
    case 'ZIP_TOO_MANY_ENTRIES':
      return 'too-complex';
    case 'IMAGE_TOO_LARGE':
      return 'too-large';
    case 'DOCUMENT_TIMEOUT':
      return 'timeout';
    case 'PDF_ENCRYPTED':
      return 'encrypted';
    case 'DOCUMENT_TOO_MANY_PAGES':
      return 'too-many-pages';
    case 'DOCUMENT_EMPTY':
      return 'no-text';
    case 'ZIP_READ_ERROR':
      return isEncryptedEntry(error) ? 'encrypted' : 'unreadable';
    case 'DOCUMENT_UNREADABLE':
      // The office check reports a damaged container as unreadable, with the ZIP's error as cause.
      return isDocumentError(error.cause) && isEncryptedEntry(error.cause)
        ? 'encrypted'
        : 'unreadable';
    case 'PDF_INVALID':
    case 'UNSUPPORTED_FORMAT':
    case 'IMAGE_INVALID':
    case 'ZIP_UNSAFE_PATH':
    case 'ZIP_NESTED_ARCHIVE':
      return 'unreadable';
    case 'DOCUMENT_ABORTED':
    case 'PAGE_OUT_OF_RANGE':
    case 'OCR_FAILED':
    case 'CONVERSION_FAILED':
    case 'TOOL_UNAVAILABLE':
      return 'error';
  }
}

function isComplexityRefusal(error: DocumentError): boolean {
  const { reason } = error.detail;
  return typeof reason === 'string' && COMPLEXITY_REASONS.has(reason);
}

function isEncryptedEntry(error: DocumentError): boolean {
  return error.code === 'ZIP_READ_ERROR' && error.detail['reason'] === 'encrypted entry';
}
