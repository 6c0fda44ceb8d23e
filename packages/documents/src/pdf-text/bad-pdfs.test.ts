import { describe, expect, it } from 'vitest';

import { encryptPdf } from '../testing/encrypted-pdf';
import { buildRawPdf, makeType3GarbagePdf, pdfStream } from '../testing/raw-pdf';
import { makeLongPdf, makeTextPdf } from '../testing/text-pdf';
import { readPdfInfo, readPdfText } from './read-pdf-text';

/** One page whose content stream is 300,000 tiny text objects: seconds of pdf.js work. */
function makeParserHog(): Uint8Array {
  return buildRawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    pdfStream('BT /F1 1 Tf (a) Tj ET\n'.repeat(300_000)),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

const simplePdf = (): Promise<Uint8Array> =>
  makeTextPdf({ pages: [[{ text: 'Factura F-1 total 10,00 EUR', x: 50, y: 80 }]] });

describe('readPdfText on bad input', () => {
  it('refuses an empty file with DOCUMENT_EMPTY', async () => {
    await expect(readPdfText(new Uint8Array())).rejects.toMatchObject({ code: 'DOCUMENT_EMPTY' });
  });

  it('refuses bytes that are not a PDF with PDF_INVALID', async () => {
    const notPdf = new TextEncoder().encode('PK\u0003\u0004 this is not a pdf at all');
    await expect(readPdfText(notPdf)).rejects.toMatchObject({ code: 'PDF_INVALID' });
  });

  it('refuses a corrupt PDF (header then garbage) with PDF_INVALID', async () => {
    const corrupt = new TextEncoder().encode(`%PDF-1.7\n${'garbage '.repeat(500)}`);
    await expect(readPdfText(corrupt)).rejects.toMatchObject({ code: 'PDF_INVALID' });
  });

  it('reads what it can of a truncated PDF, or refuses it cleanly', async () => {
    const pdf = await makeLongPdf(3);
    const truncated = pdf.subarray(0, Math.floor(pdf.length * 0.6));
    const outcome = await readPdfText(truncated).then(
      (result) => ({ pages: result.pageCount }),
      (error: unknown) => ({ error }),
    );
    if ('error' in outcome) {
      expect(outcome.error).toMatchObject({ code: 'PDF_INVALID' });
    } else {
      expect(outcome.pages).toBeGreaterThanOrEqual(1);
    }
  });

  it('detects a password-protected PDF with PDF_ENCRYPTED', async () => {
    const locked = await encryptPdf(await simplePdf(), 'user-secret');
    await expect(readPdfText(locked)).rejects.toMatchObject({ code: 'PDF_ENCRYPTED' });
    await expect(readPdfInfo(locked)).rejects.toMatchObject({ code: 'PDF_ENCRYPTED' });
  });

  it('reads a PDF encrypted without a user password and says it is encrypted', async () => {
    const open = await encryptPdf(await simplePdf(), '');
    const result = await readPdfText(open);
    expect(result.metadata.encrypted).toBe(true);
    expect(result.pages[0]?.lines[0]?.text).toBe('Factura F-1 total 10,00 EUR');
  });

  it('marks a Type-3 text layer that decodes to garbage as needing OCR', async () => {
    const { pages } = await readPdfText(makeType3GarbagePdf());
    expect(pages[0]?.usability).toMatchObject({ usable: false, reason: 'undecodable' });
  });

  it('refuses a PDF over the page limit with DOCUMENT_TOO_MANY_PAGES before reading pages', async () => {
    const pdf = await makeLongPdf(5, 1);
    await expect(readPdfText(pdf, { maxPages: 4 })).rejects.toMatchObject({
      code: 'DOCUMENT_TOO_MANY_PAGES',
      detail: { pageCount: 5, maxPages: 4 },
    });
  });

  it('refuses a page number outside the document with PAGE_OUT_OF_RANGE', async () => {
    await expect(readPdfText(await simplePdf(), { pages: [2] })).rejects.toMatchObject({
      code: 'PAGE_OUT_OF_RANGE',
    });
  });

  it('stops a parse past its time limit with DOCUMENT_TIMEOUT', async () => {
    const pdf = await makeLongPdf(200);
    await expect(readPdfText(pdf, { timeoutMs: 20 })).rejects.toMatchObject({
      code: 'DOCUMENT_TIMEOUT',
    });
  });

  it('stops a parse aborted by the caller with DOCUMENT_ABORTED', async () => {
    const controller = new AbortController();
    const reading = readPdfText(await makeLongPdf(50), { signal: controller.signal });
    controller.abort();
    await expect(reading).rejects.toMatchObject({ code: 'DOCUMENT_ABORTED' });
  });

  it('stops a PDF built to keep the parser busy at the time limit, on its worker thread', async () => {
    const started = Date.now();
    await expect(readPdfText(makeParserHog(), { timeoutMs: 500 })).rejects.toMatchObject({
      code: 'DOCUMENT_TIMEOUT',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a page tree that loops on itself with PDF_INVALID', async () => {
    const loop = buildRawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ]);
    await expect(readPdfText(loop)).rejects.toMatchObject({ code: 'PDF_INVALID' });
  });

  it('keeps working after a hostile file failed', async () => {
    await expect(readPdfText(new TextEncoder().encode('%PDF-1.4\n%%EOF'))).rejects.toMatchObject({
      code: 'PDF_INVALID',
    });
    await expect(readPdfText(await simplePdf())).resolves.toMatchObject({ pageCount: 1 });
  });
});
