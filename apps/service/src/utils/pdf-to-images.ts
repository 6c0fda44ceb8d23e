import { AppError } from '@folio/core';
import { attachment } from '@folio/server';

import { parsePageRanges, type PageRange } from './page-ranges';
import { DPI, renderPageImage, type PageImage } from './pdf-page-to-image';
import { loadPdf } from './pdf-input';
import { SPLIT_ZIP_NAME, zipStream } from './split-pdf';
import { readUpload, type UploadedFile } from './upload';
import type { ServiceHandlers } from '../service-handlers';

/**
 * Pages rendered at once. `pdftoppm` runs outside our process, so the next page renders while
 * the last one is zipped and sent; two keeps both cores of the reference machine busy and holds
 * at most two images in memory.
 */
const RENDERS_AHEAD = 2;

/** The pages of `ranges` in the order written, each once (`1-3,2` renders page 2 once). */
export function pagesOf(ranges: readonly PageRange[]): number[] {
  const pages = new Set<number>();
  for (const { from, to } of ranges) {
    for (let page = from; page <= to; page++) {
      pages.add(page);
    }
  }
  return [...pages];
}

/**
 * Opens `file`, checks `ranges` against it (see {@link parsePageRanges}) and renders the first
 * page, all before a byte of the answer is sent: an unreadable PDF is a clear error, not a broken
 * ZIP. The other pages are rendered as the client takes the images.
 */
export async function planPageImages(
  file: UploadedFile,
  ranges: string | undefined,
  dpi: number,
): Promise<{ pages: number[]; images: () => AsyncGenerator<PageImage> }> {
  const pageCount = (await loadPdf(file)).getPageCount();
  const pages = pagesOf(parsePageRanges(ranges, pageCount));
  const render = (page: number) => renderPageImage(file, { page, pages: pageCount, dpi });
  const [firstPage, ...rest] = pages;
  // parsePageRanges never answers an empty list: a PDF has at least one page (loadPdf).
  const first = firstPage === undefined ? undefined : await render(firstPage);
  async function* images(): AsyncGenerator<PageImage> {
    if (first) {
      yield first;
    }
    yield* renderAhead(rest, render);
  }
  return { pages, images };
}

/**
 * Renders `items` in order with up to {@link RENDERS_AHEAD} renderings running. A failure is
 * thrown when its turn comes; one started ahead and never reached (the client left) is ignored.
 */
async function* renderAhead<T, R>(
  items: readonly T[],
  render: (item: T) => Promise<R>,
): AsyncGenerator<R> {
  const queue = items[Symbol.iterator]();
  const running: Array<Promise<R>> = [];
  for (;;) {
    while (running.length < RENDERS_AHEAD) {
      const next = queue.next();
      if (next.done === true) {
        break;
      }
      const rendering = render(next.value);
      rendering.catch(() => undefined);
      running.push(rendering);
    }
    const oldest = running.shift();
    if (!oldest) {
      return;
    }
    yield await oldest;
  }
}

/** `pdfToImages`: the pages (all, or those of `ranges`) as `<name>-p<page>.jpg` in a ZIP. */
export const pdfToImagesHandler: ServiceHandlers['pdfToImages'] = async (request, reply) => {
  const { options, files } = await readUpload(request, 'pdfToImages', { maxFiles: 1 });
  const [file] = files;
  const ranges = options.ranges ?? undefined;
  const dpi = options.dpi ?? DPI.default;
  if (!file) {
    throw new AppError('BAD_REQUEST', { message: 'no file part', detail: { field: 'file' } });
  }
  const { images } = await planPageImages(file, ranges, dpi);
  return reply
    .type('application/zip')
    .header('content-disposition', attachment(SPLIT_ZIP_NAME))
    .send(zipStream(images()));
};
