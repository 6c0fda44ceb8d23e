// In its reading order, pdftotext writes every cell of a table on a line of its own; in its
// physical layout (`-layout`), a table row is one line whose cells stand apart by runs of spaces.
// The layout alone cannot be read (columns of prose come out side by side), so it only vouches
// for rows: where a layout row's cells are consecutive lines of the reading order, those lines
// are that row.

// Cells of a layout line are separated by two spaces or more; a single space is within a cell.
const CELL_GAP = /\s{2,}/u;
const SPACES = /\s+/gu;

/** One row found in the reading order: its first line and its cells. */
type FoundRow = { line: number; cells: string[] };

/**
 * The reading-order text of a page with its table rows mended: the lines of a row's cells become
 * one line, cells joined by a tab when the row has neighbour rows (a table: the chat's chunker
 * keeps such rows with their header) and by a space when it stands alone (a label and its value).
 * Anything the layout does not vouch for is left as it is.
 */
export function mendTableRows(readingText: string, layoutText: string): string {
  const rows = layoutRows(layoutText);
  if (rows.length === 0) {
    return readingText;
  }
  const lines = readingText.split('\n');
  const keys = lines.map(squash);
  const found: FoundRow[] = [];
  let cursor = 0;
  for (const cells of rows) {
    const line = findCells(keys, cells, cursor);
    if (line >= 0) {
      found.push({ line, cells });
      cursor = line + cells.length;
    }
  }
  if (found.length === 0) {
    return readingText;
  }
  const mended: string[] = [];
  let next = 0;
  found.forEach((row, index) => {
    mended.push(...lines.slice(next, row.line));
    const before = found[index - 1];
    const after = found[index + 1];
    const inTable =
      (before !== undefined && before.line + before.cells.length === row.line) ||
      (after !== undefined && row.line + row.cells.length === after.line);
    mended.push(row.cells.join(inTable ? '\t' : ' '));
    next = row.line + row.cells.length;
  });
  mended.push(...lines.slice(next));
  return mended.join('\n');
}

/** The layout's lines of two cells or more, each cell with its spaces squashed. */
function layoutRows(layoutText: string): string[][] {
  const rows: string[][] = [];
  for (const line of layoutText.split('\n')) {
    const cells = line.trim().split(CELL_GAP).map(squash);
    if (cells.length >= 2) {
      rows.push(cells);
    }
  }
  return rows;
}

/** The first line at or after `from` where `cells` follow each other, one per line; -1 if none. */
function findCells(keys: readonly string[], cells: readonly string[], from: number): number {
  for (let start = from; start + cells.length <= keys.length; start++) {
    if (cells.every((cell, offset) => keys[start + offset] === cell)) {
      return start;
    }
  }
  return -1;
}

function squash(text: string): string {
  return text.replace(SPACES, ' ').trim();
}
