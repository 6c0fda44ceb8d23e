import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';

import { makeTextImage } from '../testing/images';
import { makeImagePdf } from '../testing/text-pdf';
import { readPdfPages } from './read-pdf-pages';
import type { PageImage } from './scan-resolution';
import { isScanUnderText, largestImageCoverage } from './scan-under-text';

const A4 = { width: 595, height: 842 };
const FULL_SCAN = { width: 2480, height: 3508, xPpi: 300, yPpi: 300 };
const LOGO = { width: 300, height: 120, xPpi: 150, yPpi: 150 };

/** `pdf` with one line of text drawn over its first page, as a scanner app stamps it. */
async function stamped(pdf: Uint8Array, text: string): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf);
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.getPage(0).drawText(text, { x: 300, y: 4, size: 7, font });
  return document.save();
}

describe('a scan under a few words of text', () => {
  it('is a page whose text is sparse and whose largest image covers most of it', async () => {
    const listing =
      (...images: PageImage[]) =>
      () =>
        Promise.resolve(images);
    expect(largestImageCoverage([LOGO, FULL_SCAN], A4)).toBeCloseTo(1, 1);
    expect(await isScanUnderText(22, listing(FULL_SCAN), A4)).toBe(true);
    // A native page's logo, or a page with an invoice's worth of text over its scan.
    expect(await isScanUnderText(22, listing(LOGO), A4)).toBe(false);
    expect(await isScanUnderText(900, listing(FULL_SCAN), A4)).toBe(false);
    expect(await isScanUnderText(22, listing(), A4)).toBe(false);
  });

  it('asks a page with an invoice’s worth of text for no images', async () => {
    let asked = 0;
    const listing = () => {
      asked += 1;
      return Promise.resolve([FULL_SCAN]);
    };
    expect(await isScanUnderText(900, listing, A4)).toBe(false);
    expect(asked).toBe(0);
  });

  it('is read by OCR, the stamped words with it', async () => {
    const lines = ['Factura número: 2024-117', 'Total: 1.234,56 EUR'];
    const png = await makeTextImage(lines, { width: 2480, height: 900, pointSize: 48 });
    const pdf = await stamped(await makeImagePdf(png, 595.2, 216), 'Scanned with CamScanner');
    const { pages } = await readPdfPages(pdf);
    expect(pages[0]?.usability.usable).toBe(true);
    expect(pages[0]?.source).toBe('ocr');
    expect(pages[0]?.lines.map((line) => line.text)).toEqual(expect.arrayContaining(lines));
  }, 60_000);
});
