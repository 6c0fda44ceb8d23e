import { describe, expect, it } from 'vitest';

import { makeTextPdf, type PlacedText } from '../testing/text-pdf';
import { readPdfInfo, readPdfText } from './read-pdf-text';

const INVOICE: PlacedText[] = [
  { text: 'ACME Suministros S.L.', x: 50, y: 60, size: 16, bold: true },
  { text: 'Factura nº:', x: 50, y: 110 },
  // Placed apart from its label by one space width (48.07 + 2.78 points).
  { text: 'F-2024-0117', x: 100.85, y: 110 },
  { text: 'Fecha: 01/03/2024', x: 350, y: 110 },
  { text: 'Descripción', x: 50, y: 160 },
  { text: 'Importe', x: 480, y: 160 },
  { text: 'Servicio de consultoría', x: 50, y: 180 },
  { text: '1.234,56 €', x: 480, y: 180 },
  { text: 'Total a pagar:', x: 380, y: 220, bold: true },
  { text: '1.493,82 €', x: 480, y: 220 },
];

describe('readPdfText', () => {
  it('rebuilds reading-order lines with a label and its value together', async () => {
    const pdf = await makeTextPdf({ pages: [INVOICE] });
    const { pages } = await readPdfText(pdf);
    const texts = pages[0]?.lines.map((line) => line.text);
    expect(texts).toEqual([
      'ACME Suministros S.L.',
      'Factura nº: F-2024-0117',
      'Fecha: 01/03/2024',
      // A header row over a single row of values: each value follows its header.
      'Descripción',
      'Servicio de consultoría',
      'Importe',
      '1.234,56 €',
      // Far apart: two lines, but the value comes right after its label.
      'Total a pagar:',
      '1.493,82 €',
    ]);
  });

  it('gives boxes in points from the top-left corner, and words with their own boxes', async () => {
    const pdf = await makeTextPdf({ pages: [[{ text: 'Hola mundo', x: 100, y: 200, size: 20 }]] });
    const [page] = (await readPdfText(pdf)).pages;
    const line = page?.lines[0];
    expect(page).toMatchObject({ pageNumber: 1, width: 595, height: 842, source: 'text-layer' });
    expect(line?.box.x).toBeCloseTo(100, 0);
    // Baseline at 200 from the top: the box spans the ascent above it and the descent below.
    expect(line?.box.y).toBeLessThan(200);
    expect((line?.box.y ?? 0) + (line?.box.height ?? 0)).toBeGreaterThan(200);
    expect(line?.words.map((word) => word.text)).toEqual(['Hola', 'mundo']);
    expect(line?.words[1]?.box.x).toBeGreaterThan(140);
  });

  it('reads page count, metadata and the selected pages only', async () => {
    const pdf = await makeTextPdf({
      pages: [
        [{ text: 'uno', x: 50, y: 50 }],
        [{ text: 'dos', x: 50, y: 50 }],
        [{ text: 'tres', x: 50, y: 50 }],
      ],
      title: 'Factura marzo',
      author: 'Ana Muñoz',
      creationDate: new Date('2024-03-01T10:00:00Z'),
    });
    const result = await readPdfText(pdf, { pages: [2, 3] });
    expect(result.pageCount).toBe(3);
    expect(result.pages.map((page) => page.lines[0]?.text)).toEqual(['dos', 'tres']);
    expect(result.metadata).toMatchObject({
      title: 'Factura marzo',
      author: 'Ana Muñoz',
      producer: 'folio-tests',
      creationDate: '2024-03-01T10:00:00.000Z',
      encrypted: false,
    });
  });

  it('reads the page count and metadata alone without parsing pages', async () => {
    const pdf = await makeTextPdf({ pages: [[], []], title: 'Dos páginas' });
    await expect(readPdfInfo(pdf)).resolves.toMatchObject({
      pageCount: 2,
      metadata: { title: 'Dos páginas' },
    });
  });

  it('marks pages with text usable and blank pages as needing OCR', async () => {
    const pdf = await makeTextPdf({ pages: [INVOICE, []] });
    const { pages } = await readPdfText(pdf);
    expect(pages.map((page) => page.usability.reason)).toEqual(['ok', 'no-text']);
  });

  it('keeps two text blocks side by side apart', async () => {
    const left = [
      'Las condiciones generales se aplican',
      'a todos los pedidos realizados por',
      'el cliente a partir de esta fecha',
    ];
    const right = [
      'El pago se realizará por transferencia',
      'bancaria en un plazo de treinta días',
      'desde la fecha de emisión de la factura',
    ];
    const placed = left.flatMap((text, row) => [
      { text, x: 40, y: 100 + row * 14 },
      { text: right[row] ?? '', x: 310, y: 100 + row * 14 },
    ]);
    const { pages } = await readPdfText(await makeTextPdf({ pages: [placed] }));
    expect(pages[0]?.lines.map((line) => line.text)).toEqual([...left, ...right]);
  });
});
