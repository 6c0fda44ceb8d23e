import type { SpreadsheetFormat, WordFormat } from '@folio/documents';

/**
 * How the content index and the preview read a stored file, decided by its extension (the upload
 * checks types by extension, DECISIONS.md) and, for a name without a known one, its MIME type.
 */
export type DocumentFormat =
  | { reader: 'pdf' }
  | { reader: 'word'; format: WordFormat }
  | { reader: 'spreadsheet'; format: SpreadsheetFormat }
  | { reader: 'text'; format: 'txt' | 'md' | 'csv' }
  | { reader: 'html' }
  | { reader: 'image' }
  | { reader: 'none' };

const BY_EXTENSION: Readonly<Record<string, DocumentFormat>> = {
  pdf: { reader: 'pdf' },
  docx: { reader: 'word', format: 'docx' },
  doc: { reader: 'word', format: 'doc' },
  odt: { reader: 'word', format: 'odt' },
  rtf: { reader: 'word', format: 'rtf' },
  xlsx: { reader: 'spreadsheet', format: 'xlsx' },
  xls: { reader: 'spreadsheet', format: 'xls' },
  ods: { reader: 'spreadsheet', format: 'ods' },
  csv: { reader: 'text', format: 'csv' },
  txt: { reader: 'text', format: 'txt' },
  md: { reader: 'text', format: 'md' },
  html: { reader: 'html' },
  htm: { reader: 'html' },
  // What Tesseract reads (@folio/documents ocrImage).
  png: { reader: 'image' },
  jpg: { reader: 'image' },
  jpeg: { reader: 'image' },
  webp: { reader: 'image' },
  tif: { reader: 'image' },
  tiff: { reader: 'image' },
  gif: { reader: 'image' },
  bmp: { reader: 'image' },
};

const BY_MIME_TYPE: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/rtf': 'rtf',
  'text/rtf': 'rtf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'text/csv': 'csv',
  'text/plain': 'txt',
  'text/markdown': 'md',
  'text/html': 'html',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/tiff': 'tiff',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
};

const NONE: DocumentFormat = { reader: 'none' };

/**
 * The reader of a stored file: `none` for audio, video, archives and anything unknown. The MIME
 * type (what the client declared) only counts for a name without an extension, so an `.mp3`
 * declared as text is never decoded as text.
 */
export function documentFormatOf(filename: string, mimeType: string): DocumentFormat {
  const dot = filename.lastIndexOf('.');
  if (dot > 0) {
    return BY_EXTENSION[filename.slice(dot + 1).toLowerCase()] ?? NONE;
  }
  const essence = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  return BY_EXTENSION[BY_MIME_TYPE[essence] ?? ''] ?? NONE;
}
