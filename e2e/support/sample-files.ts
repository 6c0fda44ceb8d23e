// Documents the API suites send, made in the test: PDFs with text pdf.js reads back, blank PDFs
// of a page count, DOCX paragraphs, XLSX workbooks, and (from @folio/documents) PDFs behind a
// password.
import { Document, Packer, Paragraph, TextRun } from 'docx';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export { encryptPdf } from '@folio/documents/testing/encrypted-pdf';

/** A PDF with one page per list of lines, in Helvetica, that pdf.js reads back as text. */
export async function pdfWithLines(pages: ReadonlyArray<readonly string[]>): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    lines.forEach((line, index) =>
      page.drawText(line, { x: 50, y: 780 - index * 18, size: 11, font }),
    );
  }
  return pdf.save();
}

/** A one-page PDF: a sentence, then a table whose cells stand at their column's place. */
export async function pdfWithTable(
  sentence: string,
  rows: ReadonlyArray<readonly string[]>,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText(sentence, { x: 50, y: 780, size: 11, font });
  rows.forEach((row, line) =>
    row.forEach((cell, column) =>
      page.drawText(cell, { x: 50 + column * 130, y: 750 - line * 18, size: 11, font }),
    ),
  );
  return pdf.save();
}

/** A blank PDF of `pages` pages (a page count past a limit costs no text). */
export async function blankPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page++) {
    pdf.addPage([200, 300]);
  }
  return pdf.save();
}

/** A DOCX of one paragraph per string. */
export async function docxWithParagraphs(paragraphs: readonly string[]): Promise<Uint8Array> {
  const children = paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)] }));
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

/** A cell of `xlsxWithSheets`: a number, a text, a real date, or empty. */
export type SheetCell = string | number | Date | null;

/** An XLSX workbook with these sheets, rows as given, and merged ranges per sheet (`B1:D1`). */
export async function xlsxWithSheets(
  sheets: Readonly<Record<string, readonly (readonly SheetCell[])[]>>,
  merges: Readonly<Record<string, readonly string[]>> = {},
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) {
      sheet.addRow([...row]);
    }
    for (const range of merges[name] ?? []) {
      sheet.mergeCells(range);
    }
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
