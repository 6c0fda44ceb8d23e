/**
 * Every way reading a document can fail on purpose. Callers switch on `code`, never on messages;
 * the servers map these codes to their own error catalogue.
 */
export type DocumentErrorCode =
  /** The PDF needs a password to open. */
  | 'PDF_ENCRYPTED'
  /** The bytes are not a readable PDF (corrupt, truncated, not a PDF at all). */
  | 'PDF_INVALID'
  /** The input has no bytes, or nothing to read. */
  | 'DOCUMENT_EMPTY'
  /** More pages than the caller's page limit. */
  | 'DOCUMENT_TOO_MANY_PAGES'
  /** The input or an output is larger than allowed. */
  | 'DOCUMENT_TOO_LARGE'
  /** The parse took longer than its time limit and was stopped. */
  | 'DOCUMENT_TIMEOUT'
  /** The caller aborted the parse through its AbortSignal. */
  | 'DOCUMENT_ABORTED'
  /** The file is of a known type but its content cannot be read (a damaged DOCX, XLSX...). */
  | 'DOCUMENT_UNREADABLE'
  /** The format asked for is not one this package reads. */
  | 'UNSUPPORTED_FORMAT'
  /** A page number outside the document. */
  | 'PAGE_OUT_OF_RANGE'
  /** Tesseract failed on an image. */
  | 'OCR_FAILED'
  /** LibreOffice or the page renderer failed to produce output. */
  | 'CONVERSION_FAILED'
  /** A system program this package needs (tesseract, pdftoppm, soffice) is not installed. */
  | 'TOOL_UNAVAILABLE'
  /** The image header cannot be read or names an unknown format. */
  | 'IMAGE_INVALID'
  /** The image has more pixels than allowed; refused before any decoding. */
  | 'IMAGE_TOO_LARGE'
  /** The archive holds more entries than allowed. */
  | 'ZIP_TOO_MANY_ENTRIES'
  /** The archive expands to more bytes than allowed. */
  | 'ZIP_TOO_LARGE'
  /** One entry expands more than the allowed ratio (a zip bomb). */
  | 'ZIP_RATIO_EXCEEDED'
  /** An entry name could escape the target folder (`..`, absolute, drive letter, backslash) or is a link. */
  | 'ZIP_UNSAFE_PATH'
  /** The archive contains another archive. */
  | 'ZIP_NESTED_ARCHIVE'
  /** The archive is damaged or lies about its sizes. */
  | 'ZIP_READ_ERROR';

/**
 * The one error this package throws for expected failures: a stable `code`, a log-friendly
 * `message` and a `detail` object with the specifics (the limit, the entry name, the page).
 * Anything else escaping a reader is a bug.
 */
export class DocumentError extends Error {
  override readonly name = 'DocumentError';
  readonly code: DocumentErrorCode;
  readonly detail: Readonly<Record<string, unknown>>;

  constructor(
    code: DocumentErrorCode,
    options: { message?: string; detail?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(options.message ?? code, { cause: options.cause });
    this.code = code;
    this.detail = options.detail ?? {};
  }
}

/** True when `error` is a DocumentError, and has `code` when one is given. */
export function isDocumentError(error: unknown, code?: DocumentErrorCode): error is DocumentError {
  return error instanceof DocumentError && (code === undefined || error.code === code);
}
