// The table every spreadsheet-like export writes (CSV, XLSX): the same columns and rows, so a
// user gets the same data whichever they pick.
import type { WrittenCell } from '@folio/documents';

import { fillLabel } from './export-labels';
import { plainText, provenanceText, storedValue, type ExportSource } from './export-model';

/** A cell of the table: a stored number stays a number (a spreadsheet sums it); the rest is text. */
export type ExportCell = WrittenCell;

/** A stored value as a cell: a FieldValue's or plain number as a number, anything else as text. */
export function cellValue(cell: unknown): ExportCell {
  const value = storedValue(cell);
  return typeof value === 'number' && Number.isFinite(value) ? value : plainText(cell);
}

/**
 * The column names, then per document one row per detail line (a document without lines still
 * gets one row). Columns: file name, state, each header attribute, each detail attribute; then,
 * so those keep their places, where each one's value came from (issue 16), `<name> (source)` in
 * the same order: a spreadsheet filters on `OCR` there.
 */
export async function* exportRows(source: ExportSource): AsyncGenerator<ExportCell[]> {
  const { columns, labels } = source;
  const sourceColumns = [...columns.headers, ...columns.details].map((field) =>
    fillLabel(labels.sourceColumn, { field }),
  );
  yield [labels.document, labels.state, ...columns.headers, ...columns.details, ...sourceColumns];
  for await (const document of source.documents) {
    const fixed = [
      document.fileName,
      labels.states[document.state],
      ...columns.headers.map((name) => cellValue(document.headers[name])),
    ];
    const fixedSources = columns.headers.map((name) =>
      provenanceText(document.headers[name], labels),
    );
    const items = document.items.length === 0 ? [{}] : document.items;
    for (const item of items) {
      yield [
        ...fixed,
        ...columns.details.map((name) => cellValue(item[name])),
        ...fixedSources,
        ...columns.details.map((name) => provenanceText(item[name], labels)),
      ];
    }
  }
}
