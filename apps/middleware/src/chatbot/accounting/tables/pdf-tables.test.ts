import { readPdfPages } from '@folio/documents';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import { pdfTableSheets } from './pdf-tables';
import { workbookTables } from './sheet-tables';

/** A PDF page with these rows of text, each cell drawn at its column's x (right-aligned amounts). */
async function pdfTable(lines: readonly (readonly string[])[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  const columns = [50, 150, 300, 480];
  lines.forEach((cells, row) => {
    cells.forEach((text, column) => {
      if (text === '') {
        return;
      }
      const width = font.widthOfTextAtSize(text, 10);
      // Amounts end at the column's right edge, as printed reports align them.
      const x = column === 3 ? (columns[3] ?? 0) + 60 - width : (columns[column] ?? 0);
      page.drawText(text, { x, y: 780 - row * 18, size: 10, font });
    });
  });
  return pdf.save();
}

describe('tables in PDFs', () => {
  it('reads a printed table under its title into a typed table, with totals apart', async () => {
    const bytes = await pdfTable([
      ['Listado de facturas emitidas', '', '', ''],
      ['', '', '', ''],
      ['Número', 'Fecha', 'Cliente', 'Total'],
      ['F-001', '15/01/2024', 'Aceites del Sur', '1.452,61'],
      ['F-002', '03/02/2024', 'Bodegas Rioja', '968,00'],
      ['F-003', '28/02/2024', 'Aceites del Sur', '10,50'],
      ['Total', '', '', '2.431,11'],
    ]);
    const { pages } = await readPdfPages(bytes, { ocr: 'never' });
    const tables = workbookTables(pdfTableSheets(pages), 'facturas.pdf');
    expect(tables).toHaveLength(1);
    expect(tables[0]?.name).toBe('facturas');
    expect(tables[0]?.columns.map((column) => [column.name, column.type])).toEqual([
      ['numero', 'text'],
      ['fecha', 'date'],
      ['cliente', 'text'],
      ['total', 'decimal'],
    ]);
    expect(tables[0]?.rows).toEqual([
      ['F-001', '2024-01-15', 'Aceites del Sur', 1452.61],
      ['F-002', '2024-02-03', 'Bodegas Rioja', 968],
      ['F-003', '2024-02-28', 'Aceites del Sur', 10.5],
    ]);
    expect(tables[0]?.totals).toEqual([['Total', '', '', '2.431,11']]);
  });

  it('finds no table in running text', async () => {
    const bytes = await pdfTable([
      ['Estimado cliente,', '', '', ''],
      ['le remitimos', 'la factura', '', ''],
    ]);
    const { pages } = await readPdfPages(bytes, { ocr: 'never' });
    expect(pdfTableSheets(pages)).toEqual([]);
  });
});
