import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// pdf.js parses in a worker served from our own origin (CSP worker-src 'self').
GlobalWorkerOptions.workerSrc = workerUrl;

/** An open PDF: its page count, a way to draw one page, and the release of its resources. */
export type PdfDocument = {
  pages: number;
  renderPage: (page: number, canvas: HTMLCanvasElement, width: number) => Promise<void>;
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
    close: () => task.destroy(),
  };
}
