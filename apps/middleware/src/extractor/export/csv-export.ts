// CSV of results (issue #6, openapi exportResults): UTF-8 with a BOM so spreadsheets read the
// accents, RFC 4180 quoting and CRLF, one row per detail line with the header fields repeated,
// and no cell a spreadsheet would run as a formula.
import { fillLabel } from './export-labels';
import { plainText, provenanceText, type ExportSource } from './export-model';

/** Excel and LibreOffice read a UTF-8 file as such only with this mark first. */
export const UTF8_BOM = '\uFEFF';

// OWASP "CSV injection": a cell starting with one of these is a formula (or becomes one).
const FORMULA_START = /^[=+\-@\t\r]/u;
const NEEDS_QUOTES = /[",\r\n]/u;

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
 * The CSV, chunk by chunk: the BOM and the column names, then per document one row per detail
 * line (a document without lines still gets one row). Columns: file name, state, each header
 * attribute, each detail attribute; then, so those keep their places, where each one's value came
 * from (issue 16), `<name> (source)` in the same order: a spreadsheet filters on `OCR` there.
 */
export async function* writeCsv(source: ExportSource): AsyncGenerator<string> {
  const { columns, labels } = source;
  const sourceColumns = [...columns.headers, ...columns.details].map((field) =>
    fillLabel(labels.sourceColumn, { field }),
  );
  yield (
    UTF8_BOM +
    csvRecord([
      labels.document,
      labels.state,
      ...columns.headers,
      ...columns.details,
      ...sourceColumns,
    ])
  );
  for await (const document of source.documents) {
    const fixed = [
      document.fileName,
      labels.states[document.state],
      ...columns.headers.map((name) => plainText(document.headers[name])),
    ];
    const fixedSources = columns.headers.map((name) =>
      provenanceText(document.headers[name], labels),
    );
    const items = document.items.length === 0 ? [{}] : document.items;
    yield items
      .map((item) =>
        csvRecord([
          ...fixed,
          ...columns.details.map((name) => plainText(item[name])),
          ...fixedSources,
          ...columns.details.map((name) => provenanceText(item[name], labels)),
        ]),
      )
      .join('');
  }
}
