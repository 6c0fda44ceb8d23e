import type { CellValue, Line, PageText, Sheet } from '@folio/documents';

// Tables in a PDF's text (issue 12: "tables in PDFs become tables too"): a row of labels with
// rows under it whose pieces fall in the same columns. Each becomes a sheet of text cells, which
// `sheetTable` then reads like any workbook (header, types, totals, notes).

/** Pieces a row needs to open a table, and to stay in one. */
const MIN_HEADER_CELLS = 3;
const MIN_ROW_CELLS = 2;
/** Rows a table needs under its header. */
const MIN_DATA_ROWS = 2;
/** Rows that do not fit the columns, in a row, that end a table. */
const MAX_MISFITS = 2;

type Row = { lines: Line[]; top: number; bottom: number };

const center = (line: Line) => line.box.x + line.box.width / 2;
const isNumeric = (text: string) => /^[-+(]?[\d.,\s€$%]+\)?[-]?$/u.test(text.trim());

/** A page's lines as rows: lines whose middles are at the same height, left to right. */
function rowsOf(page: PageText): Row[] {
  const rows: Row[] = [];
  const byTop = [...page.lines].sort((a, b) => a.box.y - b.box.y);
  for (const line of byTop) {
    const middle = line.box.y + line.box.height / 2;
    const row = rows.find((candidate) => middle >= candidate.top && middle <= candidate.bottom);
    if (row) {
      row.lines.push(line);
    } else {
      rows.push({ lines: [line], top: line.box.y, bottom: line.box.y + line.box.height });
    }
  }
  for (const row of rows) {
    row.lines.sort((a, b) => a.box.x - b.box.x);
  }
  return rows;
}

function isHeader(row: Row): boolean {
  return (
    row.lines.length >= MIN_HEADER_CELLS &&
    row.lines.filter((line) => !isNumeric(line.text)).length >= row.lines.length * 0.75
  );
}

/** The column a piece falls in: between the midpoints of the header's neighbouring cells. */
function columnOf(line: Line, centers: readonly number[]): number {
  const middle = center(line);
  let best = 0;
  for (let column = 1; column < centers.length; column++) {
    const boundary = ((centers[column - 1] ?? 0) + (centers[column] ?? 0)) / 2;
    if (middle >= boundary) {
      best = column;
    }
  }
  return best;
}

/** The cells of a row under a header, or undefined when two pieces fall in one column. */
function cellsOf(row: Row, centers: readonly number[]): CellValue[] | undefined {
  const cells: CellValue[] = centers.map(() => ({ type: 'empty' }));
  for (const line of row.lines) {
    const column = columnOf(line, centers);
    if (cells[column]?.type !== 'empty') {
      return undefined;
    }
    cells[column] = { type: 'string', value: line.text.trim() };
  }
  return cells;
}

/** Every table of a PDF's pages, as sheets named `Tabla 1`, `Tabla 2`... in reading order. */
export function pdfTableSheets(pages: readonly PageText[]): Sheet[] {
  const sheets: Sheet[] = [];
  for (const page of pages) {
    const rows = rowsOf(page);
    for (let index = 0; index < rows.length; index++) {
      const header = rows[index];
      if (header === undefined || !isHeader(header)) {
        continue;
      }
      const centers = header.lines.map(center);
      const table: CellValue[][] = [
        header.lines.map((line) => ({ type: 'string', value: line.text.trim() })),
      ];
      let misfits = 0;
      let next = index + 1;
      for (; next < rows.length && misfits < MAX_MISFITS; next++) {
        const row = rows[next];
        const cells = row && row.lines.length >= MIN_ROW_CELLS ? cellsOf(row, centers) : undefined;
        if (cells === undefined) {
          misfits += 1;
        } else {
          misfits = 0;
          table.push(cells);
        }
      }
      if (table.length - 1 >= MIN_DATA_ROWS) {
        sheets.push({
          name: `Tabla ${String(sheets.length + 1)}`,
          rowCount: table.length,
          columnCount: centers.length,
          rows: table,
          truncated: false,
        });
        index = next - 1;
      }
    }
  }
  return sheets;
}
