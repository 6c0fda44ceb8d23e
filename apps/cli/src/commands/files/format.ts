import { formatSize } from '@folio/core';

// C0 and C1 control characters (ESC among them) and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * Text from the server made safe for a terminal: a file name is the user's own input and could
 * carry escape sequences that move the cursor or rewrite the screen; each control character
 * shows as `?`.
 */
export function safeText(text: string): string {
  return text.replace(CONTROL, '?');
}

/** How wide a text is on a terminal: code points, not UTF-16 units (é and 😀 count as one). */
function widthOf(text: string): number {
  return [...text].length;
}

const pad = (text: string, width: number, align: 'left' | 'right') => {
  const fill = ' '.repeat(Math.max(0, width - widthOf(text)));
  return align === 'left' ? text + fill : fill + text;
};

/** A column of a table: its heading and how its cells line up. */
export type Column = { heading: string; align?: 'left' | 'right' };

/**
 * A plain-text table: the headings, then one line per row, columns two spaces apart, each as
 * wide as its widest cell; no trailing spaces. Cells are made terminal-safe.
 */
export function formatTable(columns: readonly Column[], rows: readonly string[][]): string[] {
  const cells = rows.map((row) => row.map(safeText));
  const widths = columns.map((column, index) =>
    Math.max(widthOf(column.heading), ...cells.map((row) => widthOf(row[index] ?? ''))),
  );
  const line = (row: readonly string[]) =>
    columns
      .map((column, index) => pad(row[index] ?? '', widths[index] ?? 0, column.align ?? 'left'))
      .join('  ')
      .trimEnd();
  return [line(columns.map((column) => column.heading)), ...cells.map(line)];
}

/**
 * A progress bar `[#####.....]  50%` for `done` of `total`; full when the total is 0 (nothing
 * to send is done). `width` is the number of cells between the brackets.
 */
export function progressBar(done: number, total: number, width = 24): string {
  const fraction = total <= 0 ? 1 : Math.min(1, Math.max(0, done / total));
  const filled = Math.round(fraction * width);
  const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}`;
}

/** `12.0 MB / 20.0 MB`, the sizes in 1024 steps (SPEC §3, §9). */
export function bytesOf(done: number, total: number): string {
  return `${formatSize(done)} / ${formatSize(total)}`;
}

const MARK = /<mark>([\s\S]*?)<\/mark>/g;
const BOLD_UNDERLINE = '\u001b[1m\u001b[4m';
const PLAIN = '\u001b[22m\u001b[24m';

/**
 * A content-search snippet for a person (storage.yaml SearchHit: plain text with each match in
 * `<mark>` and `</mark>`): on a terminal that shows emphasis the matches are bold and underlined;
 * elsewhere the markers are dropped, so a pipe gets plain text. Control characters of the
 * document's text never reach the terminal.
 */
export function highlightSnippet(snippet: string, hasColor: boolean): string {
  const oneLine = safeText(snippet.replace(/\s+/g, ' ').trim());
  return oneLine.replace(MARK, (_match, text: string) =>
    hasColor ? `${BOLD_UNDERLINE}${text}${PLAIN}` : text,
  );
}
