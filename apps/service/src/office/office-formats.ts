/** The LibreOffice module that opens a format, by the name LibreOffice reports for it. */
export type OfficeFamily = 'writer' | 'calc' | 'impress';

/** The office formats of the contract (`convertToPdf`), by extension. */
export const OFFICE_FORMATS = {
  doc: 'writer',
  docx: 'writer',
  odt: 'writer',
  rtf: 'writer',
  txt: 'writer',
  md: 'writer',
  xls: 'calc',
  xlsx: 'calc',
  ods: 'calc',
  csv: 'calc',
  ppt: 'impress',
  pptx: 'impress',
  odp: 'impress',
} as const satisfies Record<string, OfficeFamily>;

export type OfficeExtension = keyof typeof OFFICE_FORMATS;

/** The import filter and its options for formats LibreOffice would not detect by content. */
export type LoadFilter = { filter: string; filterOptions: string };

// Token 1 of the CSV filter's options: the separator, then `"` as text delimiter (34), UTF-8
// (76) and the first line to read (1). Text documents are passed as UTF-8 too.
const UTF8_TEXT: LoadFilter = { filter: 'Text (encoded)', filterOptions: 'UTF8' };
const CSV_FILTER = 'Text - txt - csv (StarCalc)';

/**
 * How LibreOffice must open `extension`: text and Markdown as UTF-8 text, CSV with the separator
 * of its first line (`;`, tab or `,`); undefined for the formats LibreOffice detects itself.
 * The caller passes text as UTF-8 (see `decodeTextFile`).
 */
export function loadFilterFor(extension: string, bytes: Uint8Array): LoadFilter | undefined {
  if (extension === 'txt' || extension === 'md') {
    return UTF8_TEXT;
  }
  if (extension === 'csv') {
    return { filter: CSV_FILTER, filterOptions: `${csvSeparator(bytes)},34,76,1` };
  }
  return undefined;
}

/** The character code of the separator a CSV's first line uses most. */
export function csvSeparator(bytes: Uint8Array): number {
  const head = Buffer.from(bytes.subarray(0, 64 * 1024)).toString('utf8');
  const firstLine = head.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', '\t', ','].map((separator) => ({
    code: separator.charCodeAt(0),
    count: firstLine.split(separator).length - 1,
  }));
  const best = counts.reduce((winner, next) => (next.count > winner.count ? next : winner));
  return best.count > 0 ? best.code : ','.charCodeAt(0);
}

/** The extension of a file name, lower case, without the dot ('' without one). */
export function extensionOf(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(dot + 1).toLowerCase() : '';
}
