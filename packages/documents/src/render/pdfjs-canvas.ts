import { DocumentError } from '../errors';
import type { ParseLimits } from '../limits';
import { withPdfDocument } from '../pdf-text/pdfjs';

/** The part of @napi-rs/canvas (pdf.js's Node canvas) used here. */
type EncodableCanvas = { encode(format: 'jpeg' | 'png', quality?: number): Promise<Uint8Array> };
type CanvasFactory = {
  create(width: number, height: number): { canvas: unknown; context: unknown };
};

/**
 * Renders one page with pdf.js onto an @napi-rs/canvas (pdf.js's optional Node canvas) and
 * encodes it. Kept to be measured against pdftoppm (scripts/bench/documents/text.ts).
 */
export async function renderWithPdfjs(
  data: Uint8Array,
  pageNumber: number,
  settings: { dpi: number; format: 'jpeg' | 'png'; quality: number },
  limits: ParseLimits,
): Promise<Uint8Array> {
  return withPdfDocument(data, limits, async (document) => {
    const factory: unknown = document.canvasFactory;
    if (!isCanvasFactory(factory)) {
      throw new DocumentError('TOOL_UNAVAILABLE', { message: 'pdf.js has no canvas in Node' });
    }
    const page = await document.getPage(pageNumber);
    try {
      const viewport = page.getViewport({ scale: settings.dpi / 72 });
      const { canvas } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      if (!isEncodable(canvas)) {
        throw new DocumentError('TOOL_UNAVAILABLE', { message: '@napi-rs/canvas is missing' });
      }
      await page.render({ canvas, viewport }).promise;
      return await canvas.encode(settings.format, settings.quality);
    } finally {
      page.cleanup();
    }
  });
}

function isCanvasFactory(value: unknown): value is CanvasFactory {
  return typeof value === 'object' && value !== null && 'create' in value;
}

function isEncodable(value: unknown): value is EncodableCanvas {
  return typeof value === 'object' && value !== null && 'encode' in value;
}
