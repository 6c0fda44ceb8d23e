import { readPdfText, type PdfText } from '@folio/documents';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import type { ExportDocument } from './export-model';
import { writePdf } from './pdf-export';
import { embedReportFonts } from './pdf-text';
import { DOCUMENTS, field, SOURCED_DOCUMENT, sourceOf } from './testing/export-fixtures';

const textOf = (pdf: PdfText, page: number) =>
  (pdf.pages[page - 1]?.lines ?? []).map((line) => line.text).join('\n');

const allText = (pdf: PdfText) => pdf.pages.map((page, index) => textOf(pdf, index + 1)).join('\n');

describe('writePdf', () => {
  it('writes a readable report: title, count, then each document on its own page', async () => {
    const pdf = await readPdfText(await writePdf(sourceOf()));
    expect(pdf.pageCount).toBe(2);
    const first = textOf(pdf, 1);
    expect(first).toContain('Results of Facturas');
    expect(first).toContain('2 documents');
    expect(first).toContain('factura-1.pdf');
    expect(first).toContain('State: Verified');
    expect(first).toMatch(/invoice_number\s+F-1/u);
    expect(first).toMatch(/issuer\s+ACME, S\.L\./u);
    expect(first).toContain('Lines (2)');
    expect(first).toContain('Consultoría "senior"');
    expect(first).toContain('Page 1 of 2');
    const second = textOf(pdf, 2);
    expect(second).toContain('factura-2.pdf');
    expect(second).toContain('State: Requires verification');
    expect(second).toContain('No lines');
    expect(second).toContain('Page 2 of 2');
  });

  it('marks each value with where it came from and explains the marks under the title (issue 16)', async () => {
    const pdf = await readPdfText(await writePdf(sourceOf([SOURCED_DOCUMENT])));
    const text = textOf(pdf, 1);
    expect(text.replace(/\s+/gu, ' ')).toContain(
      'Where each value came from: [X] E-invoice XML · [T] Page text · [O] OCR · [M] Edited by hand',
    );
    expect(text).toMatch(/invoice_number\s+F-3 \[X\]/u);
    expect(text).toMatch(/total\s+130 \[M\]/u);
    expect(text).toMatch(/issuer\s+Peña S\.A\.$/mu);
    expect(text).toMatch(/Tornillos \[T\]\s+100 \[O\]/u);
    expect(text).toContain('30 [X]');
  });

  it('continues a long lines table on the next pages with its header row repeated', async () => {
    const items = Array.from({ length: 120 }, (_, index) => ({
      description: field(`Artículo número ${String(index + 1)}`),
      amount: field(index + 1),
    }));
    const document: ExportDocument = {
      ...DOCUMENTS[0],
      fileName: 'larga.pdf',
      items,
    } as ExportDocument;
    const pdf = await readPdfText(await writePdf(sourceOf([document])));
    expect(pdf.pageCount).toBeGreaterThan(2);
    const text = allText(pdf);
    expect(text).toContain('Artículo número 1');
    expect(text).toContain('Artículo número 120');
    expect(textOf(pdf, 2)).toMatch(/#\s+description\s+amount/u);
  });

  it('wraps long values inside their cell instead of running off the page', async () => {
    const long = Array.from({ length: 40 }, (_, index) => `palabra${String(index)}`).join(' ');
    const document: ExportDocument = {
      fileName: 'larga.pdf',
      state: 'not_verified',
      headers: { invoice_number: field(long), total: field(1), issuer: field('X') },
      items: [],
    };
    const pdf = await readPdfText(await writePdf(sourceOf([document])));
    const lines = pdf.pages[0]?.lines ?? [];
    const pageWidth = pdf.pages[0]?.width ?? 0;
    expect(lines.every((line) => line.box.x + line.box.width <= pageWidth - 30)).toBe(true);
    expect(allText(pdf).replace(/\s+/gu, ' ')).toContain('palabra0 palabra1');
    expect(allText(pdf)).toContain('palabra39');
  });

  it('writes names in any European script as written, and replaces what the font cannot draw', async () => {
    const document: ExportDocument = {
      fileName: 'año-2024 €.pdf',
      state: 'manually_verified',
      headers: {
        invoice_number: field('Ő-1 ✓ 東'),
        total: field(5),
        issuer: field('Peña · Łódź · Ελλάδα · Москва'),
      },
      items: [],
    };
    const pdf = await readPdfText(await writePdf(sourceOf([document], 'sp')));
    const text = allText(pdf);
    expect(text).toContain('año-2024 €.pdf');
    expect(text).toContain('Estado: Verificado manualmente');
    expect(text).toContain('Peña · Łódź · Ελλάδα · Москва');
    expect(text).toContain('Ő-1 ✓ ?');
    expect(text).toContain('Página 1 de 1');
  });

  it('falls back to Helvetica without DejaVu, keeping base letters', async () => {
    const pdf = await PDFDocument.create();
    const fonts = await embedReportFonts(pdf, {
      regular: '/nonexistent.ttf',
      bold: '/nonexistent.ttf',
    });
    expect(fonts.regular.name).toBe('Helvetica');
    expect(fonts.clean('Peña Ő-1 Łódź 東')).toBe('Peña O-1 ?ódz ?');
  });

  it('writes a report with no documents', async () => {
    const pdf = await readPdfText(await writePdf(sourceOf([])));
    expect(pdf.pageCount).toBe(1);
    expect(textOf(pdf, 1)).toContain('0 documents');
  });
});
