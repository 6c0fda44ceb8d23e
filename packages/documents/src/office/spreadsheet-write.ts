// Writes a table as an XLSX workbook, streamed: rows go out as they come, so a large table is
// never held whole. Cells are values only (strings and numbers), never formulas.
import { PassThrough, type Readable } from 'node:stream';

/** A cell of a written table: a number stays a number (a spreadsheet sums it). */
export type WrittenCell = string | number;

/**
 * One worksheet named `sheetName` (Excel's rules are the caller's: at most 31 characters, none of
 * `[ ] : * ? / \`), its first row bold and frozen as the column names. A failure while reading
 * `rows` destroys the stream with it, so an answer is cut rather than ending as a valid but
 * partial file.
 */
export function writeSpreadsheet(
  sheetName: string,
  rows: AsyncIterable<readonly WrittenCell[]>,
): Readable {
  const output = new PassThrough();
  void (async () => {
    // Loaded on first use, as the reader does: most processes never write a workbook.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    let first = true;
    for await (const row of rows) {
      const added = sheet.addRow([...row]);
      if (first) {
        added.font = { bold: true };
        first = false;
      }
      added.commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}
