import { imageSize } from 'image-size';
import { describe, expect, it } from 'vitest';

import { makeTextPdf } from '../testing/text-pdf';
import { renderPdfPage } from './render-pdf-page';

const pdf = (): Promise<Uint8Array> =>
  makeTextPdf({
    pages: [[{ text: 'Factura 1', x: 50, y: 80 }], [{ text: 'Factura 2', x: 50, y: 80 }]],
    size: [595, 842],
  });

describe('renderPdfPage', () => {
  it('renders a page to a JPEG at 150 dpi by default', async () => {
    const page = await renderPdfPage(await pdf(), 2);
    expect(page).toMatchObject({ pageNumber: 2, format: 'jpeg', dpi: 150 });
    expect(imageSize(page.data)).toMatchObject({ type: 'jpg', width: 1240, height: 1755 });
  });

  it('renders with pdf.js and @napi-rs/canvas too, at the same size', async () => {
    const page = await renderPdfPage(await pdf(), 1, { engine: 'pdfjs', dpi: 72 });
    expect(imageSize(page.data)).toMatchObject({ type: 'jpg', width: 595, height: 842 });
  });

  it('renders PNG when asked', async () => {
    const page = await renderPdfPage(await pdf(), 1, { format: 'png', dpi: 36 });
    expect(imageSize(page.data)).toMatchObject({ type: 'png' });
  });

  it('lowers the resolution to stay under the pixel limit', async () => {
    const page = await renderPdfPage(await pdf(), 1, { dpi: 600, maxPixels: 1_000_000 });
    expect(page.dpi).toBeLessThan(600);
    const size = imageSize(page.data);
    expect(size.width * size.height).toBeLessThanOrEqual(1_000_000);
  });

  it('refuses a page outside the document with PAGE_OUT_OF_RANGE', async () => {
    await expect(renderPdfPage(await pdf(), 3)).rejects.toMatchObject({
      code: 'PAGE_OUT_OF_RANGE',
    });
  });

  it('refuses bytes that are not a PDF with PDF_INVALID', async () => {
    await expect(renderPdfPage(new TextEncoder().encode('nope'), 1)).rejects.toMatchObject({
      code: 'PDF_INVALID',
    });
  });
});
