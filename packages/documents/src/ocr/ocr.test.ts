import { describe, expect, it } from 'vitest';

import { linesToText } from '../layout/build-lines';
import { makeTextImage } from '../testing/images';
import { makeImagePdf, makeTextPdf } from '../testing/text-pdf';
import { ocrImage } from './ocr-image';
import { readPdfPages } from './read-pdf-pages';

const LINES = ['Factura número: 2024-117', 'Señor Muñoz, Calle Mayor 5', 'Total: 1.234,56 EUR'];

describe('ocrImage', () => {
  it('reads Spanish text with accents into lines with word boxes in pixels', async () => {
    const page = await ocrImage(await makeTextImage(LINES));
    expect(page).toMatchObject({ pageNumber: 1, width: 1600, source: 'ocr' });
    expect(page.lines.map((line) => line.text)).toEqual(LINES);
    const word = page.lines[0]?.words[0];
    expect(word?.confidence).toBeGreaterThan(50);
    expect(word?.box.x).toBeGreaterThan(40);
    expect(word?.box.x).toBeLessThan(80);
  }, 60_000);

  it('reads JPEG images too', async () => {
    const page = await ocrImage(await makeTextImage(['Importe total 99,00'], { format: 'jpg' }));
    expect(linesToText(page.lines)).toContain('Importe total 99,00');
  }, 60_000);

  it('refuses an image over the pixel limit before running Tesseract', async () => {
    const image = await makeTextImage(['x'], { width: 400, height: 300 });
    await expect(ocrImage(image, { maxPixels: 100_000 })).rejects.toMatchObject({
      code: 'IMAGE_TOO_LARGE',
    });
  });

  it('refuses bytes that are not an image with IMAGE_INVALID', async () => {
    await expect(ocrImage(new TextEncoder().encode('hello'))).rejects.toMatchObject({
      code: 'IMAGE_INVALID',
    });
  });

  it('stops Tesseract past the time limit with DOCUMENT_TIMEOUT', async () => {
    const image = await makeTextImage(LINES);
    await expect(ocrImage(image, { timeoutMs: 50 })).rejects.toMatchObject({
      code: 'DOCUMENT_TIMEOUT',
    });
  });
});

describe('readPdfPages', () => {
  it('OCRs a scanned page (no text layer) with boxes in PDF points', async () => {
    const png = await makeTextImage(LINES, { width: 2480, height: 900, pointSize: 48 });
    // 2480 x 900 pixels shown at 300 dpi: 595.2 x 216 points.
    const pdf = await makeImagePdf(png, 595.2, 216);
    const { pages } = await readPdfPages(pdf);
    const page = pages[0];
    expect(page?.source).toBe('ocr');
    expect(page?.usability.reason).toBe('no-text');
    expect(page?.lines.map((line) => line.text)).toEqual(LINES);
    expect(page?.lines[0]?.box.x).toBeLessThan(30);
    expect(page?.lines[2]?.box.y).toBeLessThan(216);
  }, 60_000);

  it('reads again only the pages scanned below the resolution a look asks for', async () => {
    // 2480 pixels over 595.2 points: a 300 ppi scan.
    const png = await makeTextImage(['Total 99,00'], { width: 2480, height: 600, pointSize: 48 });
    const pdf = await makeImagePdf(png, 595.2, 144);
    const skipped = await readPdfPages(pdf, { scanScale: 1, belowScanPpi: 150 });
    expect(skipped.pages[0]?.source).not.toBe('ocr');
    const read = await readPdfPages(pdf, { scanScale: 1, belowScanPpi: 301 });
    expect(read.pages[0]?.source).toBe('ocr');
  }, 60_000);

  it('does not read again a page a look would render as it was rendered before', async () => {
    // A 300 ppi scan is rendered at 300 dpi at 1.5 times and at 1 time its resolution.
    const fine = await makeImagePdf(
      await makeTextImage(['Total 99,00'], { width: 2480, height: 600, pointSize: 48 }),
      595.2,
      144,
    );
    const same = await readPdfPages(fine, { scanScale: 1, readAtScale: 1.5 });
    expect(same.pages[0]?.source).not.toBe('ocr');
    // A 150 ppi scan: 225 dpi then 150 dpi, another image.
    const coarse = await makeImagePdf(
      await makeTextImage(['Total 99,00'], { width: 1240, height: 300, pointSize: 24 }),
      595.2,
      144,
    );
    const other = await readPdfPages(coarse, { scanScale: 1, readAtScale: 1.5 });
    expect(other.pages[0]?.source).toBe('ocr');
  }, 60_000);

  it('keeps the text layer where it is usable and OCRs everything when asked', async () => {
    const pdf = await makeTextPdf({
      pages: [[{ text: 'Factura 2024-117 total 99,00 EUR', x: 50, y: 80, size: 14 }]],
    });
    const auto = await readPdfPages(pdf);
    expect(auto.pages[0]?.source).toBe('text-layer');
    const always = await readPdfPages(pdf, { ocr: 'always' });
    expect(always.pages[0]?.source).toBe('ocr');
    // Without Helvetica installed, poppler draws a narrower substitute at Helvetica's advances,
    // so OCR may see a wide gap before "EUR": the words, in order, are what counts.
    const words = always.pages[0]?.lines.flatMap((line) => line.words.map((word) => word.text));
    expect(words?.join(' ')).toBe('Factura 2024-117 total 99,00 EUR');
  }, 60_000);

  it('reads light coloured text beside black text', async () => {
    const orange = [1, 0.6, 0] as const;
    const pdf = await makeTextPdf({
      pages: [
        [
          { text: 'Detail of charges', x: 50, y: 80, size: 16, bold: true },
          { text: 'Data Transfer', x: 50, y: 120, size: 14, color: orange },
          { text: 'Charges', x: 70, y: 145, size: 12 },
          { text: 'Cloud Storage Service', x: 50, y: 180, size: 14, color: orange },
          { text: 'Charges', x: 70, y: 205, size: 12 },
        ],
      ],
    });
    const { pages } = await readPdfPages(pdf, { ocr: 'always' });
    expect(pages[0]?.lines.map((line) => line.text)).toEqual([
      'Detail of charges',
      'Data Transfer',
      'Charges',
      'Cloud Storage Service',
      'Charges',
    ]);
  }, 60_000);
});
