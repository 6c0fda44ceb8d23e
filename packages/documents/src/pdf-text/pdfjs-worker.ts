// The pdf.js worker thread. In Node, pdf.js parses on the thread that calls it, and a hostile
// PDF can keep that thread busy for seconds or exhaust its heap: here it runs on a thread that
// the pool terminates at the deadline, with its own memory limit. Only type imports of our own
// modules: this file also runs unbundled (tests), with Node's type stripping.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';

import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

import type { PdfjsMessage, PdfjsRequest, RawPage, RawTextItem } from './pdfjs-protocol';
import { toPageText } from './read-page';

const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const OPTIONS = {
  standardFontDataUrl: `${join(PDFJS_DIR, 'standard_fonts')}/`,
  cMapUrl: `${join(PDFJS_DIR, 'cmaps')}/`,
  cMapPacked: true,
  useSystemFonts: false,
  verbosity: 0,
};

type Failure = Extract<PdfjsMessage, { kind: 'error' }>;

function fail(
  code: Failure['code'],
  message: string,
  detail: Record<string, unknown> = {},
): Failure {
  return { kind: 'error', code, message, detail };
}

function send(message: PdfjsMessage): void {
  parentPort?.postMessage(message);
}

async function readPage(
  document: PDFDocumentProxy,
  pageNumber: number,
  withText: boolean,
): Promise<RawPage> {
  const page = await document.getPage(pageNumber);
  const viewport = page.getViewport({ scale: 1 });
  const items: RawTextItem[] = [];
  const styles: RawPage['styles'] = {};
  if (withText) {
    const content = await page.getTextContent();
    for (const item of content.items) {
      if ('str' in item) {
        const { str, width, height, fontName } = item;
        items.push({ str, transform: item.transform.map(Number), width, height, fontName });
      }
    }
    for (const [name, style] of Object.entries(content.styles)) {
      styles[name] = { ascent: style.ascent, descent: style.descent };
    }
  }
  page.cleanup();
  const { width, height, transform } = viewport;
  return { pageNumber, width, height, transform: [...transform], items, styles };
}

/** The information dictionary's plain values (strings, numbers, booleans): safe to post. */
function plainFields(info: unknown): Record<string, unknown> {
  if (typeof info !== 'object' || info === null) {
    return {};
  }
  return Object.fromEntries(
    Object.entries(info).filter(([, value]) =>
      ['string', 'number', 'boolean'].includes(typeof value),
    ),
  );
}

/**
 * A text page laid out here, off the caller's thread; when its layout fails, the raw page, for
 * the caller to lay out and report as it would any failed layout.
 */
function layOut(page: RawPage): PdfjsMessage {
  try {
    return { kind: 'page', page: { ...page, items: [], styles: {} }, laidOut: toPageText(page) };
  } catch {
    return { kind: 'page', page };
  }
}

async function handle(request: PdfjsRequest): Promise<PdfjsMessage> {
  const task = getDocument({ ...OPTIONS, data: request.data });
  try {
    const document = await task.promise;
    const pageCount = document.numPages;
    if (pageCount > request.maxPages) {
      return fail('DOCUMENT_TOO_MANY_PAGES', `${pageCount} pages, limit ${request.maxPages}`, {
        pageCount,
        maxPages: request.maxPages,
      });
    }
    const wanted = request.pages ?? Array.from({ length: pageCount }, (_, index) => index + 1);
    const outside = wanted.find((page) => !Number.isInteger(page) || page < 1 || page > pageCount);
    if (outside !== undefined) {
      return fail('PAGE_OUT_OF_RANGE', `page ${outside} is not in 1-${pageCount}`, {
        pageNumber: outside,
        pageCount,
      });
    }
    const metadata: unknown = await document.getMetadata();
    const info =
      typeof metadata === 'object' && metadata !== null && 'info' in metadata ? metadata.info : {};
    send({ kind: 'start', pageCount, info: plainFields(info) });
    for (const pageNumber of request.task === 'info' ? [] : wanted) {
      const page = await readPage(document, pageNumber, request.task === 'text');
      send(request.task === 'text' ? layOut(page) : { kind: 'page', page });
    }
    return { kind: 'end' };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const message = error instanceof Error ? error.message : String(error);
    return name === 'PasswordException'
      ? fail('PDF_ENCRYPTED', 'the PDF is protected by a password')
      : fail('PDF_INVALID', `not a readable PDF: ${message}`);
  } finally {
    await task.destroy();
  }
}

parentPort?.on('message', (request: PdfjsRequest) => {
  void handle(request).then(send);
});
