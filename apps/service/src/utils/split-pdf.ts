import { AppError } from '@folio/core';
import { attachment } from '@folio/server';
import { PDFDocument } from 'pdf-lib';

import { parsePageRanges, type PageRange } from './page-ranges';
import { copyPagesInto, loadPdf } from './pdf-input';
import { readUpload, type UploadedFile } from './upload';
import { safeStem } from './file-names';
import { SPLIT_ZIP_NAME, zipStream, type SplitPart } from './zip-stream';
import type { ServiceHandlers } from '../service-handlers';

// The ZIP answer of every utility lives apart, so the splitter's worker thread can load it alone.
export { SPLIT_ZIP_NAME, zipStream, type SplitPart } from './zip-stream';

/**
 * Opens `file` and checks `ranges` against it (see {@link parsePageRanges}); every failure
 * happens here, before a byte of the answer is sent. The parts are then made one at a time.
 */
export async function planSplit(
  file: UploadedFile,
  ranges: string | undefined,
): Promise<{ pageCount: number; parts: () => AsyncGenerator<SplitPart> }> {
  const source = await loadPdf(file);
  const pageCount = source.getPageCount();
  const plan = parsePageRanges(ranges, pageCount);
  const base = safeStem(file.name, /\.pdf$/i, 'documento');
  const width = String(pageCount).length;
  async function* parts(): AsyncGenerator<SplitPart> {
    for (const range of plan) {
      const part = await PDFDocument.create();
      await copyPagesInto(part, source, indicesOf(range), file.name);
      yield { name: `${base}_${label(range, width)}.pdf`, bytes: await part.save() };
    }
  }
  return { pageCount, parts };
}

/** `splitPdf`: the uploaded PDF as one PDF per page or per range, in `archivos.zip`. */
export const splitPdfHandler: ServiceHandlers['splitPdf'] = async (request, reply) => {
  const { options, files } = await readUpload(request, 'splitPdf', { maxFiles: 1 });
  const [file] = files;
  const ranges = options.ranges ?? undefined;
  if (!file) {
    throw new AppError('BAD_REQUEST', { message: 'no file part', detail: { field: 'file' } });
  }
  const { parts } = await planSplit(file, ranges);
  return reply
    .type('application/zip')
    .header('content-disposition', attachment(SPLIT_ZIP_NAME))
    .send(zipStream(parts()));
};

function indicesOf({ from, to }: PageRange): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from - 1 + index);
}

function label({ from, to }: PageRange, width: number): string {
  const pad = (page: number) => String(page).padStart(width, '0');
  return from === to ? pad(from) : `${pad(from)}-${pad(to)}`;
}
