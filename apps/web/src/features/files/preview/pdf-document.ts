import { getDocument, GlobalWorkerOptions, Util, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

import type { PlacedText } from './quote-boxes';

// pdf.js parses in a worker served from our own origin (CSP worker-src 'self').
GlobalWorkerOptions.workerSrc = workerUrl;

/** An open PDF: its page count, a way to draw one page, and the release of its resources. */
export type PdfDocument = {
  pages: number;
  renderPage: (page: number, canvas: HTMLCanvasElement, width: number) => Promise<void>;
  /** A page's text runs placed as drawn at `width` CSS pixels (to highlight a quote on it). */
  readText: (page: number, width: number) => Promise<PlacedText[]>;
  close: () => Promise<void>;
};

/**
 * Opens a PDF with pdf.js (issue 5: "PDF pages (pdf.js)"). Loaded on demand, so the viewer's
 * weight is paid only when a PDF is previewed. WebAssembly decoders stay off: the page's CSP does
 * not allow compiling them, and the JavaScript ones cover what previews need.
 */
export async function openPdf(bytes: ArrayBuffer): Promise<PdfDocument> {
  const task = getDocument({ data: new Uint8Array(bytes), useWasm: false });
  const document: PDFDocumentProxy = await task.promise;
  return {
    pages: document.numPages,
    async renderPage(pageNumber, canvas, width) {
      const page = await document.getPage(pageNumber);
      const base = page.getViewport({ scale: 1 });
      const scale = width / base.width;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
      canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
      await page.render({ canvas, viewport }).promise;
      page.cleanup();
    },
    async readText(pageNumber, width) {
      const page = await document.getPage(pageNumber);
      const base = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: width / base.width });
      const content = await page.getTextContent();
      return content.items.flatMap((item): PlacedText[] => {
        if (!('str' in item) || item.str.trim() === '') {
          return [];
        }
        // pdf.js types its matrices as any[]; they are six numbers, the last two the origin.
        const matrix = Util.transform(viewport.transform, item.transform) as number[];
        const [, , c = 0, d = 0, x = 0, y = 0] = matrix;
        // The run's font size as drawn: pdf.js may leave `item.height` at 0.
        const height = Math.hypot(c, d) || item.height * viewport.scale;
        return [
          {
            text: item.str,
            box: { left: x, top: y - height, width: item.width * viewport.scale, height },
          },
        ];
      });
    },
    close: () => task.destroy(),
  };
}
