import type { ScalarCell, Sheet } from '@folio/documents';

import { typeColumn } from './column-types';
import { findHeaderRows } from './header-rows';
import { toSqlName, uniqueNames } from './sql-names';
import { splitTotals } from './totals-rows';
import type { SheetTable, TableColumn, TableValue } from './table-types';

// A sheet name spreadsheets give by default: the file names such a table better.
const DEFAULT_SHEET = /^(?:sheet|hoja|feuil|tabelle|foglio|planilha|blad|tabla|table)\s*\d*$/iu;
const SAMPLES = 3;
// A text column with at most this many distinct values keeps them all for the engines.
const MAX_VALUES = 60;

const scalar = (cell: ScalarCell | undefined | { type: 'formula'; result: ScalarCell }) =>
  cell === undefined ? ({ type: 'empty' } as const) : 'result' in cell ? cell.result : cell;

const cellText = (cell: ScalarCell) => (cell.type === 'empty' ? '' : String(cell.value).trim());

function columnFacts(values: readonly TableValue[]) {
  const counts = new Map<string, number>();
  for (const value of values) {
    if (value !== null) {
      const key = String(value);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const distinct = [...counts.keys()];
  return {
    samples: distinct.slice(0, SAMPLES),
    byFrequency: distinct.toSorted((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0)),
    maxDuplicates: Math.max(1, ...counts.values()),
  };
}

/** The name of a sheet's table: the sheet's, or the file's for a default-named or CSV sheet. */
function tableName(sheet: Sheet, fileName: string, isOnlyTable: boolean): string {
  const base = fileName.replace(/\.[^.]+$/u, '');
  const useFile =
    isOnlyTable && (DEFAULT_SHEET.test(sheet.name.trim()) || /\.csv$/iu.test(fileName));
  return toSqlName(useFile ? base : sheet.name, 'table');
}

/**
 * A sheet as a table (issue 12): its header found below titles and blank rows (two-row headers
 * joined), data rows typed by column, totals rows and notes kept apart, names made fit for SQL
 * while the headers are kept for display. Undefined for a sheet with no header and data.
 */
export function sheetTable(sheet: Sheet, fileName: string): SheetTable | undefined {
  const rows = sheet.rows.map((row) => row.map(scalar));
  const header = findHeaderRows(rows);
  if (header === undefined) {
    return undefined;
  }
  const notes = rows
    .slice(0, header.first)
    .map((row) => row.map(cellText).filter(Boolean).join(' '))
    .filter(Boolean);
  const body: ScalarCell[][] = [];
  const width = Math.max(
    header.headers.length,
    ...rows.slice(header.last + 1).map((row) => row.length),
  );
  for (const row of rows.slice(header.last + 1)) {
    const filled = row.filter((cell) => cell.type !== 'empty');
    if (filled.length === 0) {
      continue;
    }
    if (filled.length === 1 && filled[0]?.type === 'string' && width >= 3) {
      notes.push(cellText(filled[0]));
    } else {
      body.push(row);
    }
  }
  const split = splitTotals(body);
  const { data } = split;
  const totals = split.totals.map((row) => row.map(cellText));
  const kept: number[] = [];
  for (let column = 0; column < width; column++) {
    if (header.headers[column] || data.some((row) => (row[column]?.type ?? 'empty') !== 'empty')) {
      kept.push(column);
    }
  }
  if (data.length === 0 || kept.length === 0) {
    return undefined;
  }
  const typed = kept.map((column) =>
    typeColumn(data.map((row) => row[column] ?? { type: 'empty' })),
  );
  const names = uniqueNames(
    kept.map((column, index) =>
      toSqlName(header.headers[column] ?? '', `column_${String(index + 1)}`),
    ),
  );
  const columns: TableColumn[] = kept.map((column, index) => {
    const { type, values } = typed[index] ?? { type: 'text', values: [] };
    const facts = columnFacts(values);
    return {
      name: names[index] ?? `column_${String(index + 1)}`,
      header: header.headers[column] ?? '',
      type,
      samples: facts.samples,
      values: type === 'text' && facts.byFrequency.length <= MAX_VALUES ? facts.byFrequency : [],
      maxDuplicates: facts.maxDuplicates,
    };
  });
  return {
    name: toSqlName(sheet.name, 'table'),
    title: `${fileName} · ${sheet.name}`,
    columns,
    rows: data.map((_, row) => typed.map((column) => column.values[row] ?? null)),
    totals,
    notes,
  };
}

/** Every sheet of a workbook that holds a table, with table names unique among `taken`. */
export function workbookTables(
  sheets: readonly Sheet[],
  fileName: string,
  taken: ReadonlySet<string> = new Set(),
): SheetTable[] {
  const found = sheets.flatMap((sheet) => {
    const table = sheetTable(sheet, fileName);
    return table === undefined ? [] : [{ sheet, table }];
  });
  const tables = found.map(({ sheet, table }) => ({
    ...table,
    name: tableName(sheet, fileName, found.length === 1),
  }));
  const names = uniqueNames([...taken, ...tables.map((table) => table.name)]).slice(taken.size);
  return tables.map((table, index) => ({ ...table, name: names[index] ?? table.name }));
}
