// CSV of results (issue #6, openapi exportResults): UTF-8 with a BOM so spreadsheets read the
// accents, RFC 4180 quoting and CRLF, one row per detail line with the header fields repeated,
// and no cell a spreadsheet would run as a formula.
import type { ExportSource } from './export-model';
import { exportRows } from './export-rows';

/** Excel and LibreOffice read a UTF-8 file as such only with this mark first. */
export const UTF8_BOM = '\uFEFF';

// OWASP "CSV injection": a cell starting with one of these is a formula (or becomes one).
const FORMULA_START = /^[=+\-@\t\r]/u;
const NEEDS_QUOTES = /[",\r\n]/u;

// Rows are sent in chunks of about this many characters rather than one write per row.
const CHUNK_CHARS = 64 * 1024;

/**
 * One CSV cell: a leading `= + - @`, tab or CR is neutralised with `'` (so `=HYPERLINK(...)`
 * stays text, and so does `-12.5`), then the cell is quoted when it holds a quote, a comma or a
 * line break, quotes doubled (RFC 4180).
 */
export function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV record, CRLF-terminated (RFC 4180). */
export function csvRecord(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * The CSV, chunk by chunk: the BOM, then the rows of `exportRows` in chunks of about 64 K characters
 * (a stored number written as JavaScript writes it, `1234.5`).
 */
export async function* writeCsv(source: ExportSource): AsyncGenerator<string> {
  yield UTF8_BOM;
  let chunk = '';
  for await (const row of exportRows(source)) {
    chunk += csvRecord(row.map(String));
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}
