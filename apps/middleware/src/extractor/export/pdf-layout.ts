// A small page writer for the PDF report: paragraphs and tables that wrap their text and break
// onto new pages (a table's header row is repeated there).
import { grayscale, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';

import { wrapText, type ReportFonts } from './pdf-text';

/** A4 portrait, in points. */
export const PAGE_SIZE: [number, number] = [595.28, 841.89];
export const MARGIN = 40;
const FOOTER_SPACE = 24;
const LINE_HEIGHT = 1.3;
const PADDING = 3;
const MIN_COLUMN = 28;

/** Where the report is: the page being written and how far down it (from the top). */
export type Writer = { pdf: PDFDocument; fonts: ReportFonts; page: PDFPage; y: number };

export const bodyWidth = () => PAGE_SIZE[0] - 2 * MARGIN;
const bottom = () => PAGE_SIZE[1] - MARGIN - FOOTER_SPACE;

export function newPage(writer: Writer): void {
  writer.page = writer.pdf.addPage(PAGE_SIZE);
  writer.y = MARGIN;
}

function drawLine(writer: Writer, text: string, x: number, size: number, font: PDFFont): void {
  if (text !== '') {
    writer.page.drawText(text, { x, y: PAGE_SIZE[1] - writer.y - size * 0.85, size, font });
  }
}

/** Wrapped text across the body width, breaking pages between lines. */
export function paragraph(
  writer: Writer,
  text: string,
  options: { size: number; bold?: boolean; gapAfter?: number },
): void {
  const font = options.bold === true ? writer.fonts.bold : writer.fonts.regular;
  const lineHeight = options.size * LINE_HEIGHT;
  for (const line of wrapText(writer.fonts.clean(text), font, options.size, bodyWidth())) {
    if (writer.y + lineHeight > bottom()) {
      newPage(writer);
    }
    drawLine(writer, line, MARGIN, options.size, font);
    writer.y += lineHeight;
  }
  writer.y += options.gapAfter ?? 0;
}

/** A table: column titles, rows of cell texts, column widths in points. */
export type Table = {
  titles: string[];
  rows: string[][];
  widths: number[];
  size: number;
  /** Columns drawn flush right (numbers). */
  rightAligned?: readonly boolean[];
};

// A number, with the mark of where it came from after it or not (`121 [T]`).
const NUMBER = /^-?\d+(\.\d+)?( \[[A-Z]\])?$/u;

/** Columns whose every value is a number: drawn flush right, as numbers are read. */
export function numericColumns(rows: readonly string[][], columns: number): boolean[] {
  return Array.from({ length: columns }, (_, column) => {
    const values = rows.map((row) => row[column] ?? '').filter((value) => value !== '');
    return values.length > 0 && values.every((value) => NUMBER.test(value));
  });
}

/**
 * Column widths from the content: each column as wide as its title or its longest line among the
 * first rows, within bounds, then scaled to fill the body width.
 */
export function columnWidths(fonts: ReportFonts, titles: string[], rows: string[][], size: number) {
  const total = bodyWidth();
  const widest = (text: string, font: PDFFont) =>
    Math.max(
      ...fonts
        .clean(text)
        .split('\n')
        .map((line) => font.widthOfTextAtSize(line, size)),
    );
  const natural = titles.map((title, column) => {
    const longest = Math.max(
      widest(title, fonts.bold),
      ...rows.slice(0, 50).map((row) => widest(row[column] ?? '', fonts.regular)),
    );
    return Math.min(Math.max(longest + 2 * PADDING + 1, MIN_COLUMN), total * 0.5);
  });
  const sum = natural.reduce((acc, width) => acc + width, 0);
  if (sum > total) {
    return natural.map((width) => (width * total) / sum);
  }
  // Room to spare goes to the columns with text to spread, not to `#` or short numbers.
  const isWide = natural.map((width) => width > 3 * MIN_COLUMN);
  const growing = isWide.some(Boolean) ? isWide : natural.map(() => true);
  const grown = natural.reduce((acc, width, column) => acc + (growing[column] ? width : 0), 0);
  return natural.map((width, column) =>
    growing[column] ? width + ((total - sum) * width) / grown : width,
  );
}

function wrapRow(writer: Writer, cells: string[], table: Table, font: PDFFont): string[][] {
  return table.widths.map((width, column) =>
    wrapText(writer.fonts.clean(cells[column] ?? ''), font, table.size, width - 2 * PADDING),
  );
}

/** Draws the lines `from`..`to` of each wrapped cell as one band; answers the band's height. */
function drawBand(
  writer: Writer,
  cells: string[][],
  table: Table,
  font: PDFFont,
  from: number,
  to: number,
) {
  const lineHeight = table.size * LINE_HEIGHT;
  let x = MARGIN;
  cells.forEach((lines, column) => {
    const width = table.widths[column] ?? 0;
    lines.slice(from, to).forEach((line, index) => {
      const saved = writer.y;
      writer.y += PADDING + index * lineHeight;
      const left =
        table.rightAligned?.[column] === true
          ? x + width - PADDING - font.widthOfTextAtSize(line, table.size)
          : x + PADDING;
      drawLine(writer, line, left, table.size, font);
      writer.y = saved;
    });
    x += width;
  });
  return (to - from) * lineHeight + 2 * PADDING;
}

function drawHeader(writer: Writer, table: Table): void {
  const cells = wrapRow(writer, table.titles, table, writer.fonts.bold);
  const lines = Math.max(...cells.map((lines) => lines.length));
  const height = lines * table.size * LINE_HEIGHT + 2 * PADDING;
  writer.page.drawRectangle({
    x: MARGIN,
    y: PAGE_SIZE[1] - writer.y - height,
    width: bodyWidth(),
    height,
    color: grayscale(0.9),
  });
  drawBand(writer, cells, table, writer.fonts.bold, 0, lines);
  writer.y += height;
}

function rule(writer: Writer): void {
  const y = PAGE_SIZE[1] - writer.y;
  writer.page.drawLine({
    start: { x: MARGIN, y },
    end: { x: MARGIN + bodyWidth(), y },
    thickness: 0.4,
    color: grayscale(0.75),
  });
}

/** A table with wrapped cells; a row that does not fit goes on, header repeated, on a new page. */
export function table(writer: Writer, content: Table): void {
  const lineHeight = content.size * LINE_HEIGHT;
  if (writer.y + 3 * lineHeight + 4 * PADDING > bottom()) {
    newPage(writer);
  }
  drawHeader(writer, content);
  for (const row of content.rows) {
    const cells = wrapRow(writer, row, content, writer.fonts.regular);
    const lines = Math.max(...cells.map((wrapped) => wrapped.length));
    let from = 0;
    let isFreshPage = false;
    while (from < lines) {
      const room = Math.floor((bottom() - writer.y - 2 * PADDING) / lineHeight);
      // A row that fits on a page is moved there whole; a longer one is split across pages.
      if (!isFreshPage && (room < 1 || (from === 0 && room < lines))) {
        newPage(writer);
        drawHeader(writer, content);
        isFreshPage = true;
        continue;
      }
      const to = Math.min(lines, from + Math.max(1, room));
      isFreshPage = false;
      writer.y += drawBand(writer, cells, content, writer.fonts.regular, from, to);
      from = to;
    }
    rule(writer);
  }
}
